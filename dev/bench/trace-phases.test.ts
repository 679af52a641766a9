import { describe, expect, it } from 'vitest';
import { readOpening, type TraceEvent } from './trace-phases';

const PAGE = 'chrome-extension://abc/popup.html';
const MAIN = { pid: 1, tid: 1 };
/** An event on the page's main thread, `at` milliseconds after a navigation start at 1 s. */
const ev = (name: string, at: number, more: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ts: 1_000_000 + at * 1000,
  ...MAIN,
  ...more,
});
const req = (name: string, at: number, requestId: string, url?: string) =>
  ev(name, at, { ph: 'I', args: { data: { requestId, ...(url ? { url } : {}) } } });

const events: TraceEvent[] = [
  // The page before, on the same thread: not this opening.
  ev('domContentLoadedEventStart', -5, { ph: 'R' }),
  ev('navigationStart', 0, { ph: 'R', args: { data: { documentLoaderURL: `${PAGE}?fp=1` } } }),
  req('ResourceSendRequest', 10, 'r1', `${PAGE}?fp=1`),
  req('ResourceSendRequest', 15, 'r2', 'chrome-extension://abc/popup-first-paint.js'),
  req('ResourceReceiveResponse', 12, 'r1'),
  req('ResourceFinish', 30, 'r1'),
  ev('ParseHTML', 31, { dur: 4000 }),
  req('ResourceReceiveResponse', 33, 'r2'),
  // The script's code cache, read on a worker thread: its load finishes later, in a task back on the main thread.
  req('v8.deserializeOnBackground.start', 33, 'r2'),
  ev('domContentLoadedEventStart', 35, { ph: 'R' }),
  req('ResourceFinish', 40, 'r2'),
  ev('BeginMainThreadFrame', 41, { ph: 'I' }),
  ev('EvaluateScript', 45, { dur: 3000, args: { data: { url: 'chrome-extension://abc/popup-first-paint.js' } } }),
  // A layout the script forces: inside its time, counted once.
  ev('Layout', 46, { dur: 1000 }),
  ev('UpdateLayoutTree', 50, { dur: 2000 }),
  ev('BeginMainThreadFrame', 55, { ph: 'I' }),
  ev('Paint', 56, { dur: 1500 }),
  ev('firstContentfulPaint', 60, { ph: 'R' }),
  // After the first contentful paint: not counted.
  ev('Layout', 70, { dur: 5000 }),
  // Another process: not the page's.
  { name: 'ParseHTML', ph: 'X', ts: 1_020_000, dur: 9000, pid: 2, tid: 1 },
];

describe('readOpening', () => {
  it("reads the page's milestones and its main thread's time before the first contentful paint", () => {
    const opening = readOpening(events, PAGE);
    expect(opening).toMatchObject({
      htmlDone: 30,
      domContentLoaded: 35,
      frames: [41, 55],
      firstContentfulPaint: 60,
      scripts: [{ file: 'popup-first-paint.js', asked: 15, responded: 33, received: 40, codeCache: true, ran: 45, runMs: 3 }],
    });
    expect(opening?.busy).toEqual({ parse: 4, script: 3, style: 2, layout: 0, paint: 1.5 });
  });

  it('says a script was loaded without its code cache when the trace shows no reading of one', () => {
    const without = events.filter((e) => e.name !== 'v8.deserializeOnBackground.start');
    expect(readOpening(without, PAGE)?.scripts[0]).toMatchObject({ responded: 33, received: 40, codeCache: false });
  });

  it('is undefined for a page the trace did not open', () => {
    expect(readOpening(events, 'chrome-extension://abc/options.html')).toBeUndefined();
  });
});
