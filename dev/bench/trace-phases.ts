// Reads a Chromium trace (Tracing.start with the devtools.timeline and loading categories) of one
// opening of an extension page, and says where the page's main thread spent its time before the
// page's first contentful paint: what dev/bench/popup-trace.ts prints for the popup and for a blank
// extension page, side by side. Pure: the trace's events are passed in.

/** A trace event as Chromium writes it (only the fields read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown>; name?: string };
}

/** The main thread's own work, in the groups the printout names. */
export const PHASES = {
  parse: ['ParseHTML'],
  script: ['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'Commit'],
} as const;
export type Phase = keyof typeof PHASES;

export interface Opening {
  /** Milliseconds from the page's navigation start. */
  htmlDone: number | undefined;
  domContentLoaded: number | undefined;
  /**
   * The page's scripts, by file name: asked for, its response handed to the page (`responded`), received
   * (the load finished: it may run), and run (start and length). `codeCache`: the browser used its code
   * cache for it, which it reads on another thread; the load finishes only when a task back on the main
   * thread says so, and that task can wait behind the parse and a frame (from `responded` to `received`).
   */
  scripts: {
    file: string;
    asked: number | undefined;
    responded: number | undefined;
    received: number | undefined;
    codeCache: boolean;
    ran: number | undefined;
    runMs: number;
  }[];
  /** Frames the main thread began before the first contentful paint. */
  frames: number[];
  firstContentfulPaint: number | undefined;
  /** Main-thread time before the first contentful paint, by phase (nested events counted once). */
  busy: Record<Phase, number>;
}

const PHASE_OF = new Map<string, Phase>(
  Object.entries(PHASES).flatMap(([phase, names]) => names.map((name) => [name, phase as Phase])),
);

const data = (e: TraceEvent): Record<string, unknown> => e.args?.data ?? e.args?.beginData ?? {};
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const fileOf = (url: string): string => url.split(/[?#]/)[0]?.split('/').pop() ?? url;

/** The opening of the page at `pageUrl` (its address, without the query) in the trace; undefined when it is not in it. */
export function readOpening(events: readonly TraceEvent[], pageUrl: string): Opening | undefined {
  const page = pageUrl.split(/[?#]/)[0] ?? pageUrl;
  const starts = events.filter((e) => e.name === 'navigationStart' && text(data(e).documentLoaderURL).split(/[?#]/)[0] === page);
  const start = starts[starts.length - 1];
  if (!start) return undefined;
  const onMain = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts).sort((a, b) => a.ts - b.ts);
  const at = (e: TraceEvent | undefined): number | undefined => (e ? (e.ts - start.ts) / 1000 : undefined);
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === start.pid && e.ts >= start.ts);
  const fcp = fcpEvent?.ts ?? Number.POSITIVE_INFINITY;

  // Requests, by id: the page's own document and its scripts.
  const requests = new Map<string, { url: string; asked: number; responded?: number; done?: number; codeCache: boolean }>();
  for (const e of onMain) {
    const d = data(e);
    const id = text(d.requestId);
    const r = requests.get(id);
    if (e.name === 'ResourceSendRequest' && id) requests.set(id, { url: text(d.url), asked: e.ts, codeCache: false });
    else if (!r) continue;
    else if (e.name === 'ResourceReceiveResponse') r.responded ??= e.ts;
    else if (e.name === 'ResourceFinish') r.done ??= e.ts;
    // Chromium's event when it starts reading the script's code cache on a worker thread.
    else if (e.name === 'v8.deserializeOnBackground.start') r.codeCache = true;
  }
  const byUrl = [...requests.values()];
  const html = byUrl.find((r) => r.url.split(/[?#]/)[0] === page);
  const runs = onMain.filter((e) => e.name === 'EvaluateScript' && text(data(e).url).startsWith(page.replace(/[^/]*$/, '')));
  const scripts = runs.map((run) => {
    const url = text(data(run).url);
    const request = byUrl.find((r) => r.url === url);
    return {
      file: fileOf(url),
      asked: request ? (request.asked - start.ts) / 1000 : undefined,
      responded: request?.responded !== undefined ? (request.responded - start.ts) / 1000 : undefined,
      received: request?.done !== undefined ? (request.done - start.ts) / 1000 : undefined,
      codeCache: request?.codeCache ?? false,
      ran: at(run),
      runMs: (run.dur ?? 0) / 1000,
    };
  });

  const busy: Record<Phase, number> = { parse: 0, script: 0, style: 0, layout: 0, paint: 0 };
  // Complete events nest (a forced layout inside a script): time inside one already counted is not counted again.
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const e of onMain) {
    const phase = PHASE_OF.get(e.name);
    if (!phase || e.ph !== 'X' || e.ts >= fcp) continue;
    const end = e.ts + (e.dur ?? 0);
    if (end <= coveredUntil) continue;
    busy[phase] += (end - Math.max(e.ts, coveredUntil)) / 1000;
    coveredUntil = end;
  }

  return {
    htmlDone: html?.done !== undefined ? (html.done - start.ts) / 1000 : undefined,
    domContentLoaded: at(onMain.find((e) => e.name === 'domContentLoadedEventStart' && e.ts > (html?.asked ?? start.ts))),
    scripts,
    frames: onMain.filter((e) => e.name === 'BeginMainThreadFrame' && e.ts < fcp).map((e) => (e.ts - start.ts) / 1000),
    firstContentfulPaint: fcpEvent ? (fcpEvent.ts - start.ts) / 1000 : undefined,
    busy,
  };
}
