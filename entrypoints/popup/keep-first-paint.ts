// Keeps the top of the popup, as rendered, for the next opening's first paint
// (entrypoints/popup/first-paint.ts, utils/storage/popup-first-paint.ts). Taken once the popup is
// at rest (the stored last result shown, nothing typed or pending), in an idle moment after its own
// first paint, so it costs the opening nothing; written only when it changed.
import { browser } from 'wxt/browser';
import { uiLanguage } from '@/utils/i18n/locale';
import { popupFirstPaintItem } from '@/utils/storage/items';
import { firstPaintStamp, OLD_PAINT_COPY_KEYS, PAINT_COPY_KEY, paintCopy, STAMPED_KEYS } from '@/utils/storage/popup-first-paint';
import { afterFirstPaint } from './after-first-paint';

/** The longest the copy waits for an idle moment. */
const IDLE_TIMEOUT_MS = 1_000;

/** What is below the fold, painted after the first frame: never part of the first paint. */
export const BELOW_THE_FOLD = '.nc-otp, .nc-history, .nc-popup-footer';

/**
 * A copy of the root as the first paint shows it (its `innerHTML` is the kept markup): below the
 * fold left out, moments without words, all folded, fields as filled, attributes in one order.
 */
export function firstPaintTop(root: Element): Element {
  const copy = root.cloneNode(true) as Element;
  // A field's value is a property, not markup (the country picker's "US +1"): written into the copy.
  const fields = root.querySelectorAll('input');
  copy.querySelectorAll('input').forEach((input, i) => {
    const value = fields[i]?.value;
    if (value) input.setAttribute('value', value);
  });
  for (const el of copy.querySelectorAll(BELOW_THE_FOLD)) el.remove();
  for (const el of copy.querySelectorAll('time.nc-time')) el.textContent = '';
  for (const el of copy.querySelectorAll('details[open]')) el.removeAttribute('open');
  for (const el of copy.querySelectorAll('*')) sortAttributes(el);
  return copy;
}

/**
 * Puts an element's attributes in the order of their names. The same top must make the same markup,
 * and so the same id, however it was rendered: Preact rendering over the painted top sets some
 * attributes again at the end (a `dateTime` or `maxLength` prop read back as `datetime`, `maxlength`),
 * so a top kept after a painted opening differed from one kept after a fresh render. The id in the
 * popup's address then named one while the popup's copy held the other, and the next openings read
 * storage instead of the copy whenever the popup was closed before it had written both.
 */
function sortAttributes(el: Element): void {
  const attrs = [...el.attributes];
  if (attrs.every((a, i) => i === 0 || (attrs[i - 1] as Attr).name <= a.name)) return;
  attrs.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const a of attrs) el.removeAttributeNode(a);
  for (const a of attrs) el.setAttributeNode(a);
}

/**
 * Keeps the copy the next opening paints without a storage round trip (first-paint.ts), before the
 * kept top itself: the worker names it in the popup's address once the kept top is written
 * (entrypoints/background/popup-address.ts), by then the copy is there.
 */
export function keepPaintCopy(
  html: string,
  localStorage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
): void {
  try {
    const copy = paintCopy(html);
    const local = localStorage();
    if (!local || local.getItem(PAINT_COPY_KEY) === copy) return;
    local.setItem(PAINT_COPY_KEY, copy);
    // A copy in an older format is never painted again: it goes once the new one is written.
    for (const key of OLD_PAINT_COPY_KEYS) local.removeItem(key);
  } catch {
    // No copy (storage refused): the next opening reads storage.
  }
}

/** Reads what the popup is rendered from now and keeps the root's markup with its stamp. */
export async function keepFirstPaint(root: Element): Promise<void> {
  const top = firstPaintTop(root);
  const html = top.innerHTML;
  keepPaintCopy(html, () => root.ownerDocument.defaultView?.localStorage);
  const raw = await browser.storage.local.get([...STAMPED_KEYS]);
  const stamp = firstPaintStamp(raw, uiLanguage());
  const kept = await popupFirstPaintItem.get();
  if (kept?.html === html && kept.stamp === stamp) return;
  await popupFirstPaintItem.update(() => ({ html, stamp }));
}

/**
 * Once the popup is painted and its main thread has a moment with nothing to do, keeps the root's
 * markup if `stillAtRest()` says so. Not at once after the first paint: that is when "On this page"
 * asks the tab's frames and their first rows come in, and at CPU 4× slower copying the top and
 * reading storage there held those rows back (the popup's side of them 81 ms at the median, 58 in
 * idle time; their answer read 172 ms after the ask, 148 in idle time: 12 openings each,
 * interleaved, dev/bench/page-list.bench.ts). An idle moment comes within a second even in a busy
 * popup (`timeout`); a popup closed before it keeps nothing, and its next opening paints from
 * storage, as after any popup closed before it was at rest.
 */
export function keepFirstPaintSoon(root: Element, stillAtRest: () => boolean): void {
  void afterFirstPaint()
    .then(whenIdle)
    .then(() => (stillAtRest() ? keepFirstPaint(root) : undefined))
    .catch(() => {
      // The next opening paints the usual way.
    });
}

/** A moment the popup's main thread has free (within IDLE_TIMEOUT_MS); a task soon where there is no idle callback. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}
