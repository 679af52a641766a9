// Asks every frame of a tab for the numbers it highlighted: one port to all of them
// (tabs.connect without a frame id), one answer per frame, in any order. A frame says how many
// frames it holds, so once the top document has answered the popup knows when all have. Frames
// without our content script never answer: the wait ends QUIET_MS after the last answer, or at
// NONE_MS with none.
import { type FrameNumbers, parseFrameNumbers } from '@/utils/bulk/page-numbers';

export interface PortLike {
  onMessage: { addListener(fn: (msg: unknown) => void): void };
  onDisconnect: { addListener(fn: () => void): void };
  postMessage(msg: unknown): void;
  disconnect(): void;
}

export const QUIET_MS = 400;
export const NONE_MS = 1_500;

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
