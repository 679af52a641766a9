// The tasks of one page's main thread in a Chromium trace (Tracing.start with the devtools.timeline
// category): what dev/bench/page-list.bench.ts prints of the numbers page while the popup reads it
// (issue 29: no task of ours over 16 ms). The page is found by its address in the trace's
// `TracingStartedInBrowser` (each frame's process), its main thread by name. Pure: the events are
// passed in.
import type { TraceEvent } from './trace-phases';

/** The names a thread's task is traced under. */
export const TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * The durations (ms) of the tasks of the main thread of the page at `url`, in order; undefined when
 * it is not in the trace. The page's process is the one `TracingStartedInBrowser` gives for that
 * address, else the main thread that ran our content script (a call into `content-scripts/` or
 * `content-numbers.js`: in a page's trace the browser's list of frames may be missing).
 */
export function pageTaskMs(events: readonly TraceEvent[], url: string): number[] | undefined {
  const pids = new Set<number>();
  for (const e of events) {
    if (e.name !== 'TracingStartedInBrowser') continue;
    const frames = (e.args?.data?.frames ?? []) as { url?: string; processId?: number }[];
    for (const f of frames) if (f.url?.startsWith(url) && f.processId !== undefined) pids.add(f.processId);
  }
  const ours = events.find((e) => {
    const script = e.args?.data?.url;
    return typeof script === 'string' && /\/content-scripts\/|\/content-numbers\.js/.test(script);
  });
  const named = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      (e.args as { name?: string } | undefined)?.name === 'CrRendererMain' &&
      pids.has(e.pid),
  );
  const main = named ?? ours;
  if (!main) return undefined;
  const thread = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  return outermostTasks(thread).map((task) => (task.dur ?? 0) / 1000);
}

/** A thread's tasks, in time order, each once: a task is traced under two names, one inside the other. */
export function outermostTasks(thread: readonly TraceEvent[]): TraceEvent[] {
  const tasks: TraceEvent[] = [];
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const task of thread.filter((e) => TASKS.has(e.name)).sort((a, b) => a.ts - b.ts)) {
    if (task.ts < lastEnd) continue;
    lastEnd = task.ts + (task.dur ?? 0);
    tasks.push(task);
  }
  return tasks;
}
