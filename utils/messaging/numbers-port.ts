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

/** One frame's answer. */
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
  /**
   * More of this answer follows: a long list comes in parts, which carry the same `part` and whose
   * rows, joined in the order posted, are the list (the flags of the last one are the answer's). The
   * first part is the list's first rows: the popup paints its first screen from them while the rest
   * is still on its way.
   */
  more?: true;
  /** The id of an answer that comes in parts (random, made by the frame). */
  part?: string;
}

/**
 * Rows a long list sends ahead of itself: the popup's first two frames of the list (its first
 * screen, then the rows below it). For a 10,000-number page, posting the whole list and reading it
 * in the popup took about as long at CPU 4× as building it.
 */
export const FIRST_PART_ROWS = 50;

/**
 * Rows a part after the first carries: a post is a structured clone of its rows in the page, about
 * 2 ms a thousand rows at CPU 4×.
 */
export const PART_ROWS = 2_000;

/** Parts an answer may come in (a frame that sent more could keep the popup waiting). */
export const MAX_ANSWER_PARTS = 100;

/** Frames a frame may say it holds (a page with more is read up to the asker's time limit). */
export const MAX_CHILD_FRAMES = 500;

/** A frame's answer as the popup reads it; undefined for anything malformed. */
export function parseFrameNumbers(msg: unknown): FrameNumbers | undefined {
  if (!isRecord(msg) || msg.type !== 'numbers:of-frame' || !Array.isArray(msg.numbers)) return undefined;
  if (msg.numbers.length > MAX_FRAME_NUMBERS) return undefined;
  // The message is the popup's own copy: its rows are kept as they are once checked (a 10,000-number
  // page's are not copied), and only a row whose text is too long is replaced by a cut one.
  const rows = msg.numbers as unknown[];
  let numbers = rows as FrameNumber[];
  for (let i = 0; i < rows.length; i++) {
    const raw = rows[i];
    if (!Array.isArray(raw) || raw.length !== 4) return undefined;
    const [number, text, how, count] = raw as unknown[];
    if (!isE164(number)) return undefined;
    if (typeof text !== 'string') return undefined;
    if (!Number.isInteger(how) || (how as number) < 1 || ((how as number) & ~FOUND_ANY) !== 0) return undefined;
    if (!Number.isSafeInteger(count) || (count as number) < 1) return undefined;
    if (text.length > MAX_NUMBER_TEXT) {
      if (numbers === rows) numbers = [...rows] as FrameNumber[];
      numbers[i] = [number, text.slice(0, MAX_NUMBER_TEXT), how as number, count as number];
    }
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
    ...(msg.more === true ? { more: true as const } : {}),
    ...(readString(msg.part, 40) ? { part: msg.part as string } : {}),
  };
}

/** A frame waits this long after an answer for the next one, */
export const QUIET_MS = 400;
/** and this long for the first: frames without our content script (a browser page) never answer. */
export const NONE_MS = 1_500;

/**
 * The popup's end: asks every frame of a tab, one answer per frame, in any order. A frame says how
 * many frames it holds, so once the top document has answered the popup knows when all have; the
 * wait ends QUIET_MS after the last answer, or at NONE_MS with none. An answer in parts is one
 * answer once its last part is in (each part waits as long as a first answer: posting a long list
 * takes a slow machine a while). The top document's first rows (the first of its parts) go to
 * `first` at once, before any whole answer of it; when
 * `first` gives a promise (their paint), the answers that come after them are read once it settles:
 * a 10,000-number list read and merged in the same moment would hold their paint back (at CPU 4×,
 * by about as long again as the rows took to come).
 */
export function readTabNumbers(
  connect: () => PortLike,
  timers: { set: (run: () => void, ms: number) => unknown; clear: (h: unknown) => void } = {
    set: (run, ms) => setTimeout(run, ms),
    clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  },
  first: (top: FrameNumbers) => Promise<unknown> | undefined = () => undefined,
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
    // The answers held until the first rows are painted, in the order they came.
    let held: Promise<unknown> | undefined;
    let firstGiven = false;
    // Answers in parts, by id: their rows so far (null once the answer is in, or refused).
    const parts = new Map<string, FrameNumber[][] | null>();
    const take = (msg: unknown) => {
      const frame = parseFrameNumbers(msg);
      if (!frame || done) return;
      if (frame.part === undefined) {
        // (Rows to come that no id joins to their answer are refused.)
        if (frame.more) return;
      } else {
        const rows = parts.get(frame.part);
        if (rows === null || (!rows && parts.size > MAX_CHILD_FRAMES)) return;
        const joined = rows ?? [];
        joined.push(frame.numbers);
        parts.set(frame.part, joined);
        // An answer past the bounds is refused whole, its later parts too.
        if (joined.length > MAX_ANSWER_PARTS || joined.reduce((n, r) => n + r.length, 0) > MAX_FRAME_NUMBERS) {
          parts.set(frame.part, null);
          return;
        }
        if (frame.more) {
          // Only the top document's rows head the merged list.
          if (joined.length === 1 && frame.top && !firstGiven && !frames.some((f) => f.top)) {
            firstGiven = true;
            held = first(frame)?.catch(() => undefined);
          }
          wait(NONE_MS);
          return;
        }
        parts.set(frame.part, null);
        if (joined.length > 1) frame.numbers = joined.flat();
      }
      frames.push(frame);
      expected += frame.children;
      // Frames answer in any order: all are in once the top document has, with every frame counted.
      if (frames.some((f) => f.top) && frames.length >= expected) finish();
      else wait(QUIET_MS);
    };
    port.onMessage.addListener((msg) => {
      if (held) held = held.then(() => take(msg));
      else take(msg);
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
 * `list` says now (`list` may post parts ahead with the function it is given, and may ask whether
 * the port has closed, to stop). Returns what stops listening.
 */
export function answerNumbersPort(
  onConnect: PortListeners,
  extensionId: string,
  list: (ahead: (part: FrameNumbers) => void, closed: () => boolean) => FrameNumbers | Promise<FrameNumbers>,
): () => void {
  const listener = (port: PortLike) => {
    if (port.name !== NUMBERS_PORT || port.sender?.id !== extensionId) return;
    let closed = false;
    port.onDisconnect.addListener(() => {
      closed = true;
    });
    port.onMessage.addListener((msg) => {
      if ((msg as { type?: unknown } | null)?.type !== 'numbers:list') return;
      const post = (answer: FrameNumbers) => {
        try {
          port.postMessage(answer);
        } catch {
          // The popup closed meanwhile.
        }
      };
      let answer: FrameNumbers | Promise<FrameNumbers>;
      try {
        answer = list(post, () => closed);
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
