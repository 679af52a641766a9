// "After the next frame", as the popup means it: its effects (Preact's `useEffect`) and the parts of
// "On this page" held until the first rows are painted wait for a frame that is really drawn.
// Preact's own wait also ends after 35 ms without a frame, and at CPU 4× slower the popup's main thread
// is often that busy: the first rows' effects then ran before their frame (the next 43 rows drawn,
// the typing helpers' 218 KB script loaded for the rows' countries), and the list held until that
// paint was read and merged too, so the first rows came to the screen 100–300 ms late
// (dev/bench/page-list.bench.ts). A page that is shown always gets its frame; one that is hidden
// gets none, so there the wait ends in a task (and at once if it is hidden while waiting).

/** Calls `callback` in a task after the next frame is drawn, or soon where the page is not shown. */
export function afterNextFrame(callback: () => void, doc: Document = document): void {
  const win = doc.defaultView;
  if (!win || doc.visibilityState !== 'visible') {
    (win ?? globalThis).setTimeout(callback);
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    doc.removeEventListener('visibilitychange', run);
    // A task after the frame's own work (its style, layout and paint), as Preact's wait does.
    win.setTimeout(callback);
  };
  doc.addEventListener('visibilitychange', run);
  win.requestAnimationFrame(run);
}

/** The same, as a promise. */
export function nextFrame(doc: Document = document): Promise<void> {
  return new Promise((resolve) => afterNextFrame(resolve, doc));
}
