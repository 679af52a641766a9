// The page's tasks, read from a trace: its process found by address, its main thread by name, a task
// traced under two names counted once.
import { describe, expect, it } from 'vitest';
import { pageTaskMs } from './page-tasks';
import type { TraceEvent } from './trace-phases';

const started: TraceEvent = {
  name: 'TracingStartedInBrowser',
  ph: 'I',
  ts: 0,
  pid: 1,
  tid: 1,
  args: {
    data: {
      frames: [
        { url: 'http://127.0.0.1:5000/numbers.html', processId: 7 },
        { url: 'chrome-extension://x/popup.html', processId: 8 },
      ],
    },
  },
};
const thread = (pid: number, tid: number, name: string) =>
  ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } }) as unknown as TraceEvent;
const task = (pid: number, tid: number, ts: number, dur: number, name = 'ThreadControllerImpl::RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid,
  tid,
});

describe('pageTaskMs', () => {
  it("gives the page's main thread's tasks, in order, a nested one counted once", () => {
    const events = [
      started,
      thread(7, 70, 'Compositor'),
      thread(7, 71, 'CrRendererMain'),
      thread(8, 81, 'CrRendererMain'),
      task(7, 71, 5_000, 12_000),
      task(7, 71, 5_100, 11_000, 'RunTask'),
      task(7, 71, 1_000, 2_000),
      task(7, 70, 1_000, 90_000),
      task(8, 81, 1_000, 90_000),
    ];
    expect(pageTaskMs(events, 'http://127.0.0.1:5000/')).toEqual([2, 12]);
  });

  it('without the list of frames, the main thread that ran our content script', () => {
    const call = {
      name: 'FunctionCall',
      ph: 'X',
      ts: 1_000,
      dur: 500,
      pid: 9,
      tid: 91,
      args: { data: { url: 'chrome-extension://abc/content-numbers.js' } },
    } as TraceEvent;
    const events = [
      thread(9, 91, 'CrRendererMain'),
      thread(8, 81, 'CrRendererMain'),
      call,
      task(9, 91, 900, 3_000),
      task(8, 81, 0, 9_000),
    ];
    expect(pageTaskMs(events, 'http://127.0.0.1:5000/')).toEqual([3]);
  });

  it('undefined when the page is not in the trace', () => {
    expect(pageTaskMs([started, thread(8, 81, 'CrRendererMain')], 'http://127.0.0.1:5000/')).toBeUndefined();
  });
});
