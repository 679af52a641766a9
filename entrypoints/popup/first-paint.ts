// The popup's start, run by `popup-first-paint.js` (entrypoints/popup-first-paint.ts), the only
// script popup.html loads. It paints the top of the popup as the popup itself last rendered it
// (utils/storage/popup-first-paint.ts: kept by keep-first-paint.ts, painted only while what it
// was rendered from is still what storage holds), then loads the popup's own script, which renders
// over the same markup without a change on screen. Without a kept paint that is still true the
// popup's script is loaded at once and paints as before (main.tsx).
// It is kept small on purpose: no Preact, no polyfill, one storage read over the browser's own API.
import { formatAgo } from '@/utils/i18n/format';
import { uiLanguage } from '@/utils/i18n/locale';
import { localisePage } from '@/utils/i18n/page';
import { t } from '@/utils/i18n/t';
import {
  currentFirstPaint,
  FIRST_PAINT_KEY,
  PAINT_COPY_KEY,
  paintIdInAddress,
  paintInCopy,
  STAMPED_KEYS,
} from '@/utils/storage/popup-first-paint';
import { paintMarkup } from './paint-markup';

/** Reads raw values from an area of extension storage (`storage.local.get`, `storage.session.get`). */
export type ReadStorage = (area: 'local' | 'session', keys: string[]) => Promise<Record<string, unknown>>;

/** The popup's own script, loaded once the first paint is on screen. */
export const APP_SCRIPT = '/popup-app.js';

/** Moments are kept without their words ("3 min ago" ages): they are said again for now. */
export function sayTimes(root: ParentNode, now: number): void {
  for (const el of root.querySelectorAll('time.nc-time')) {
    const at = Date.parse(el.getAttribute('datetime') ?? '');
    if (!Number.isNaN(at)) el.textContent = formatAgo(at, now);
  }
}

/**
 * The kept first paint's markup when it is still true (its stamp that of what storage holds now),
 * else undefined. Asked as soon as the first-paint script runs (once the body is parsed: popup.html
 * defers it).
 */
export async function readKeptFirstPaint(read: ReadStorage, language: string = uiLanguage()): Promise<string | undefined> {
  try {
    // What the top is rendered from is in storage.local; the kept paint, in session storage, which
    // only the extension's own pages and worker can write (popupFirstPaintItem in items.ts).
    const [stored, session] = await Promise.all([read('local', [...STAMPED_KEYS]), read('session', [FIRST_PAINT_KEY])]);
    return currentFirstPaint({ ...stored, [FIRST_PAINT_KEY]: session[FIRST_PAINT_KEY] }, language);
  } catch {
    return undefined;
  }
}

/** Paints the kept top (markup, from storage or from the popup's copy) into an empty root; true when painted. */
export function paintFirstPaint(root: Element, kept: string | undefined, now: number = Date.now()): boolean {
  if (kept === undefined || root.hasChildNodes()) return false;
  if (!paintMarkup(root, kept)) return false;
  sayTimes(root, now);
  return true;
}

/** Paints the kept first paint into an empty root when it is still true; true when painted. */
export async function paintKeptFirstPaint(
  root: Element,
  read: ReadStorage,
  language: string = uiLanguage(),
  now: number = Date.now(),
): Promise<boolean> {
  return paintFirstPaint(root, await readKeptFirstPaint(read, language), now);
}

/** A page the browser does not draw (hidden) runs no frame: the popup's script loads after this anyway. */
const NO_FRAME_MS = 100;

/**
 * Resolves after the next frame's work: what was painted before it is on its way to the screen.
 * Not after-frame.ts's wait, which the popup's own effects use and which waits for the frame however
 * long it takes: here the popup's script is loaded 100 ms after the paint at the latest, frame or
 * not. Waiting for the frame painted the last result no sooner (popup − blank 44 and 48 ms against
 * 44 and 44 at CPU 4× slower) and "On this page" and the history later (184 and 168 ms after the
 * last result against 160 and 152: two runs of 20 openings each, interleaved,
 * `NC_EXT_DIR=… NC_BASELINE_EXT_DIR=… NC_BENCH_CPU=4 npx tsx dev/bench/popup-open.bench.ts`).
 */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, NO_FRAME_MS);
  });
}

function loadScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.src = src;
  doc.head.append(script);
}

/** Resolves once the page's body is parsed (popup.html defers the script, so it is; kept for a page that does not). */
function parsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** The popup's own copy of its kept top (`localStorage`, synchronous); null when there is none or it cannot be read. */
function readPaintCopy(doc: Document): string | null {
  try {
    return doc.defaultView?.localStorage.getItem(PAINT_COPY_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Starts the popup. When the popup's address names its kept top (`popup.html?fp=<id>`: the worker
 * names it only while it is true of storage, entrypoints/background/popup-address.ts) and the
 * popup's localStorage holds the copy with that id, that copy is painted with no storage round
 * trip. Else (the page opened by its plain address: a tab, the first opening after a browser
 * restart; no copy) storage is asked, as soon as this script runs.
 */
export async function startPopup(
  doc: Document,
  read: ReadStorage,
  search: string = doc.location.search,
  copy: () => string | null = () => readPaintCopy(doc),
): Promise<void> {
  const id = paintIdInAddress(search);
  const inCopy = id === undefined ? undefined : paintInCopy(copy(), id);
  // Asked first: the answer comes while the rest of this script runs and the page is styled.
  const kept = inCopy ? undefined : readKeptFirstPaint(read);
  // The root is there once the body is parsed (at once when this script runs after it).
  let root = doc.getElementById('app');
  if (!root) {
    await parsed(doc);
    root = doc.getElementById('app');
  }
  const top = inCopy ?? (await kept);
  if (root && paintFirstPaint(root, top)) {
    // Enter in the painted form before the popup's script runs would reload the page (the form has
    // no handler yet) and lose what was typed: it does nothing, and the popup takes the text over.
    root.addEventListener('submit', (event) => event.preventDefault());
    await afterNextFrame();
  }
  // The page's language and title (the painted words are in that language already): after the
  // frame, since setting them costs the first paint a few milliseconds on a slow machine.
  localisePage(doc, t('ext_name'));
  loadScript(doc, APP_SCRIPT);
}
