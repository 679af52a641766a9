// Work the first paint does not need waits until the browser has shown it. Preact runs effects just
// after a frame's main-thread work, while the frame is still being rasterised and presented: heavy
// work started there (compiling the typing helpers' numbering data, say) competes with it for the
// CPU and delays the moment the last result appears. The first contentful paint is the frame that
// shows it (the popup reads storage before its first render, see initial-data.ts).

/** A browser that reports no paint timing still starts the work, this long after it was asked for. */
const FALLBACK_MS = 300;

let shown: Promise<void> | undefined;

/** Resolves once the page's first contentful paint has been presented (or after FALLBACK_MS). */
export function afterFirstPaint(): Promise<void> {
  shown ??= new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, FALLBACK_MS);
    const done = () => {
      clearTimeout(fallback);
      resolve();
    };
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return shown;
}
