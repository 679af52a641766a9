// The numbers port of "On this page": the popup opens it to every frame of the active tab at once
// (tabs.connect without a frame id) and asks `numbers:list`; each frame's content script answers
// with the numbers it highlighted (utils/bulk/page-numbers.ts lists them), and the popup merges the
// frames. Nothing is read again and nothing is sent to the service. A frame's list comes from a web
// page's process: it is read here as untrusted, bounded in every dimension.

import { FOUND_ANY, type FrameNumber, MAX_FRAME_NUMBERS, MAX_NUMBER_TEXT } from '../bulk/page-numbers';
import { isRecord, readString } from '../common/validate';
import { isE164 } from '../phone/e164';
import type { PortLike } from './port';

/** The name of the port the popup opens to every frame of a tab. */
export const NUMBERS_PORT = 'numbers';

/** One frame's answer, as the popup reads it. */
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

/**
 * A frame's numbers as they travel: in columns, the strings of each joined into one. The port
 * serialises a message on both ends, each value on its own: 10,000 rows as 10,000 small arrays
 * were the larger part of a 10,000-number page's answer at CPU 4× (posting it in the page, reading
 * it in the popup); four values cost a few copies.
 */
export interface PackedNumbers {
  /** The E.164 numbers, one a line. */
  numbers: string;
  /** Each number's text as listed, one a line (a listed text holds no line break: page-numbers.ts listedText). */
  texts: string;
  /** How each was found (FOUND_* bits): one digit a number. */
  how: string;
  /** How often each was found. */
  counts: number[];
}

/** One frame's answer as it is sent. */
export type FrameNumbersAnswer = Omit<FrameNumbers, 'numbers'> & { numbers: PackedNumbers };

/** A frame's list in the form it is sent in. */
export function packNumbers(rows: readonly FrameNumber[]): PackedNumbers {
  const numbers: string[] = [];
  const texts: string[] = [];
  let how = '';
  const counts: number[] = [];
  for (const [number, text, found, count] of rows) {
    numbers.push(number);
    // (Never so from listFrameNumbers; a break would shift every text after it.)
    texts.push(text.includes('\n') ? text.replace(/\n/g, ' ') : text);
    how += found;
    counts.push(count);
  }
  return { numbers: numbers.join('\n'), texts: texts.join('\n'), how, counts };
}

/** The rows of a list as sent, each checked as from a web page; undefined for anything malformed. */
function unpackNumbers(packed: unknown): FrameNumber[] | undefined {
  if (!isRecord(packed)) return undefined;
  const { numbers, texts, how, counts } = packed;
  if (typeof numbers !== 'string' || typeof texts !== 'string' || typeof how !== 'string' || !Array.isArray(counts)) return undefined;
  const n = counts.length;
  if (n > MAX_FRAME_NUMBERS || how.length !== n) return undefined;
  if (n === 0) return numbers === '' && texts === '' ? [] : undefined;
  const e164s = numbers.split('\n', n + 1);
  const words = texts.split('\n', n + 1);
  if (e164s.length !== n || words.length !== n) return undefined;
  const rows: FrameNumber[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const number = e164s[i];
    const text = words[i] as string;
    const found = how.charCodeAt(i) - 48;
    const count: unknown = counts[i];
    if (!isE164(number)) return undefined;
    if (!(found >= 1 && found <= FOUND_ANY)) return undefined;
    if (!Number.isSafeInteger(count) || (count as number) < 1) return undefined;
    rows[i] = [number, text.length > MAX_NUMBER_TEXT ? text.slice(0, MAX_NUMBER_TEXT) : text, found, count as number];
  }
  return rows;
}

/** Frames a frame may say it holds (a page with more is read up to the asker's time limit). */
export const MAX_CHILD_FRAMES = 500;

/** A frame's answer as the popup reads it; undefined for anything malformed. */
export function parseFrameNumbers(msg: unknown): FrameNumbers | undefined {
  if (!isRecord(msg) || msg.type !== 'numbers:of-frame') return undefined;
  const numbers = unpackNumbers(msg.numbers);
  if (!numbers) return undefined;
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

/** A frame waits this long after an answer for the next one, */
export const QUIET_MS = 400;
/** and this long for the first: frames without our content script (a browser page) never answer. */
export const NONE_MS = 1_500;

/**
 * The popup's end: asks every frame of a tab, one answer per frame, in any order. A frame says how
 * many frames it holds, so once the top document has answered the popup knows when all have; the
 * wait ends QUIET_MS after the last answer, or at NONE_MS with none.
 */
export function readTabNumbers(
  connect: () => PortLike,
  timers: { set: (run: () => void, ms: number) => unknown; clear: (h: unknown) => void } = {
    set: (run, ms) => setTimeout(run, ms),
    clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  },
): Promise<FrameNumbers[]> {
  return new Promise((resolve) => {
    const frames: FrameNumbers[] = [];
    let expected = 1;
    let done = false;
    let port: PortLike | undefined;
    let timer: unknown;
    const finish = () => {
      if (done) return;
      done = true;
      timers.clear(timer);
      try {
        port?.disconnect();
      } catch {
        // already closed
      }
      resolve(frames);
    };
    const wait = (ms: number) => {
      timers.clear(timer);
      timer = timers.set(finish, ms);
    };
    try {
      port = connect();
    } catch {
      finish();
      return;
    }
    port.onMessage.addListener((msg) => {
      const frame = parseFrameNumbers(msg);
      if (!frame || done) return;
      frames.push(frame);
      expected += frame.children;
      // Frames answer in any order: all are in once the top document has, with every frame counted.
      if (frames.some((f) => f.top) && frames.length >= expected) finish();
      else wait(QUIET_MS);
    });
    // No frame listening (a browser page), or every frame gone.
    port.onDisconnect.addListener(finish);
    wait(NONE_MS);
    port.postMessage({ type: 'numbers:list' });
  });
}

/** Where a content script hears of ports: `runtime.onConnect`. */
export interface PortListeners {
  addListener(listener: (port: PortLike) => void): void;
  removeListener(listener: (port: PortLike) => void): void;
}

/**
 * A frame's end: answers every `numbers:list` on a numbers port our extension opened with what
 * `list` says now. Returns what stops listening.
 */
export function answerNumbersPort(
  onConnect: PortListeners,
  extensionId: string,
  list: () => FrameNumbersAnswer | Promise<FrameNumbersAnswer>,
): () => void {
  const listener = (port: PortLike) => {
    if (port.name !== NUMBERS_PORT || port.sender?.id !== extensionId) return;
    port.onMessage.addListener((msg) => {
      if ((msg as { type?: unknown } | null)?.type !== 'numbers:list') return;
      const post = (answer: FrameNumbersAnswer) => {
        try {
          port.postMessage(answer);
        } catch {
          // The popup closed meanwhile.
        }
      };
      let answer: FrameNumbersAnswer | Promise<FrameNumbersAnswer>;
      try {
        answer = list();
      } catch {
        return;
      }
      // (A frame with fields answers a moment later: their numbers come from the detector.)
      if (answer instanceof Promise) void answer.then(post, () => undefined);
      else post(answer);
    });
  };
  onConnect.addListener(listener);
  return () => onConnect.removeListener(listener);
}
