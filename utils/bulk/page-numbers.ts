// The numbers found on a tab, for the popup's "On this page": each frame's content script lists what
// it highlighted (no call to the service, no new reading of the page), the background merges the
// frames and adds what it knows (country, the cache's verdict). A frame's list comes from a web
// page's process: it is read here as untrusted, bounded in every dimension.
import type { CountryCode } from 'libphonenumber-js/core';
import type { KnownVerdict } from '../checks/verdict';
import { isRecord, readString } from '../common/validate';

/** The port the background opens to every frame of a tab to ask for its numbers. */
export const NUMBERS_PORT = 'numbers';

/** Numbers a frame sends at most (distinct ones; a page with more says it was cut). */
export const MAX_FRAME_NUMBERS = 20_000;
/** A number's text as the page writes it, cut to this. */
export const MAX_NUMBER_TEXT = 100;

/** How a number was found: in the page's text, in a tel: link, or both. */
export const FOUND_IN_TEXT = 1;
export const FOUND_IN_TEL = 2;

/** One distinct number of a frame: E.164, its first text as written, how found (bits), how often. */
export type FrameNumber = [number: string, text: string, how: number, count: number];

export interface FrameNumbers {
  type: 'numbers:of-frame';
  /** The top document of the tab, or a frame in it. */
  top: boolean;
  /** The frame's host name (shown for numbers found only in frames). */
  host: string;
  /** Highlighting runs in this frame (off: the site is excluded, or highlighting is off). */
  highlighting: boolean;
  /** The frame's first reading is done (a large page may still be read). */
  complete: boolean;
  numbers: FrameNumber[];
  /** More distinct numbers than MAX_FRAME_NUMBERS. */
  truncated: boolean;
  /** Frames directly inside this one (window.frames.length): the asker knows how many answers to wait for. */
  children: number;
}

/** Frames a frame may say it holds (a page with more is read up to the asker's time limit). */
export const MAX_CHILD_FRAMES = 500;

const E164 = /^\+[1-9]\d{1,18}$/;

/** A frame's list as the background reads it; undefined for anything malformed. */
export function parseFrameNumbers(msg: unknown): FrameNumbers | undefined {
  if (!isRecord(msg) || msg.type !== 'numbers:of-frame' || !Array.isArray(msg.numbers)) return undefined;
  if (msg.numbers.length > MAX_FRAME_NUMBERS) return undefined;
  const numbers: FrameNumber[] = [];
  for (const raw of msg.numbers as unknown[]) {
    if (!Array.isArray(raw) || raw.length !== 4) return undefined;
    const [number, text, how, count] = raw as unknown[];
    if (typeof number !== 'string' || !E164.test(number)) return undefined;
    if (typeof text !== 'string') return undefined;
    if (how !== FOUND_IN_TEXT && how !== FOUND_IN_TEL && how !== (FOUND_IN_TEXT | FOUND_IN_TEL)) return undefined;
    if (!Number.isSafeInteger(count) || (count as number) < 1) return undefined;
    numbers.push([number, text.slice(0, MAX_NUMBER_TEXT), how, count as number]);
  }
  return {
    type: 'numbers:of-frame',
    top: msg.top === true,
    host: readString(msg.host, 253) ?? '',
    highlighting: msg.highlighting === true,
    complete: msg.complete === true,
    numbers,
    truncated: msg.truncated === true,
    children: Number.isSafeInteger(msg.children) ? Math.min(MAX_CHILD_FRAMES, Math.max(0, msg.children as number)) : 0,
  };
}

/** Lists a frame's numbers: distinct, first occurrence first, the blocks taken in page order. */
export function listFrameNumbers(
  blocks: Iterable<Element>,
  listedIn: (block: Element) => readonly { number: string; text: string; tel?: true }[],
  max = MAX_FRAME_NUMBERS,
): { numbers: FrameNumber[]; truncated: boolean } {
  const byNumber = new Map<string, FrameNumber>();
  let truncated = false;
  for (const block of blocks) {
    for (const n of listedIn(block)) {
      const how = n.tel ? FOUND_IN_TEL : FOUND_IN_TEXT;
      const known = byNumber.get(n.number);
      if (known) {
        known[2] |= how;
        known[3]++;
      } else if (byNumber.size < max) {
        byNumber.set(n.number, [n.number, n.text.replace(/\s+/g, ' ').trim().slice(0, MAX_NUMBER_TEXT), how, 1]);
      } else truncated = true;
    }
  }
  return { numbers: [...byNumber.values()], truncated };
}

/**
 * `blocks` in document order: one walk over the elements under `root`, in the order the page shows
 * them (cheaper than sorting thousands of blocks by compareDocumentPosition). Blocks the walk does not
 * meet (in a shadow root) follow, as found.
 */
export function inPageOrder(root: Node, blocks: Iterable<Element>, doc: Document): Element[] {
  const wanted = new Set(blocks);
  const out: Element[] = [];
  if (wanted.size === 0) return out;
  const walker = doc.createTreeWalker(root, 1 /* NodeFilter.SHOW_ELEMENT */);
  for (let node = walker.currentNode as Element | null; node; node = walker.nextNode() as Element | null) {
    if (wanted.delete(node)) {
      out.push(node);
      if (wanted.size === 0) return out;
    }
  }
  out.push(...wanted);
  return out;
}

/** One number of a tab, all frames together. */
export interface TabNumber {
  number: string;
  /** The first text it was found as (the top frame's first). */
  text: string;
  inText: boolean;
  inTel: boolean;
  count: number;
  /** Hosts of the frames (other than the top document) it was found in. */
  frames: string[];
  country?: CountryCode;
  known?: Pick<KnownVerdict, 'verdict' | 'checkedAt'>;
}

export type TabNumbers =
  | {
      ok: true;
      numbers: TabNumber[];
      /** The host of the tab's top document ('' when it did not answer). */
      host: string;
      /** Frames that answered. */
      frames: number;
      /** Some frame has highlighting off (its numbers are not listed). */
      someOff: boolean;
      /** Some frame is still being read. */
      reading: boolean;
      truncated: boolean;
    }
  | { ok: false; message: string };

/** Merges the frames' lists: top document first, then frames in the order they answered. */
export function mergeFrames(frames: readonly FrameNumbers[]): TabNumber[] {
  const ordered = [...frames].sort((a, b) => Number(b.top) - Number(a.top));
  const byNumber = new Map<string, TabNumber>();
  for (const f of ordered) {
    for (const [number, text, how, count] of f.numbers) {
      let n = byNumber.get(number);
      if (!n) {
        n = { number, text, inText: false, inTel: false, count: 0, frames: [] };
        byNumber.set(number, n);
      }
      n.inText ||= (how & FOUND_IN_TEXT) !== 0;
      n.inTel ||= (how & FOUND_IN_TEL) !== 0;
      n.count += count;
      if (!f.top && f.host && !n.frames.includes(f.host)) n.frames.push(f.host);
    }
  }
  return [...byNumber.values()];
}
