// The popup's work after its first paint that no one waits for (compiling the typing helpers, keeping
// the popup's top for the next opening) waits too until "On this page" is on screen: at CPU 4× a
// 10,000-number page's first rows came while that work ran, and their paint waited behind it
// (dev/bench/page-list.bench.ts). It goes once the list is painted, or the user types, or this long
// at most.
import { afterFirstPaint } from './after-first-paint';

const LATEST_MS = 1000;
let goNow: () => void = () => undefined;
const listPainted = new Promise<void>((resolve) => {
  goNow = resolve;
});

/** Lets the work go: called once "On this page" is painted, and when the user types. */
export function pageListPainted(): void {
  goNow();
}

/** Settles after the first paint, once "On this page" is painted (pageListPainted), or LATEST_MS after that paint. */
export function afterPageList(): Promise<void> {
  return afterFirstPaint().then(() =>
    Promise.race([listPainted, new Promise<void>((resolve) => setTimeout(resolve, LATEST_MS))]),
  );
}
