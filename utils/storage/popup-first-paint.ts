// The popup's first paint (entrypoints/popup-first-paint.ts): the top of the popup as the popup
// itself last rendered it (its own markup, below-the-fold sections left out), kept with a stamp of
// what it was rendered from. The first-paint script paints it only when the stamp of what storage
// holds now is the same, so it never shows a result, a figure or a language that is no longer true.
// Pure: the raw values are passed in; the first-paint script reads them with the browser's own API.

/** The storage keys (without the area) whose values the top of the popup is rendered from. */
export const STAMPED_KEYS = ['settings', 'lastResult', 'credits'] as const;
/** Where the kept first paint is (`popupFirstPaintItem` in items.ts). */
export const FIRST_PAINT_KEY = 'popupFirstPaint';

export interface FirstPaint {
  /** The inner HTML of the popup's root, rendered by the popup itself. */
  html: string;
  stamp: string;
}

/**
 * The stamp of the stored values (as read raw from storage) and the UI's language: their JSON text
 * itself. Compared whole (a native string comparison), it costs the first paint less than a hash
 * worked out in script over the same text (a last result's raw answer is kilobytes long), and it
 * cannot collide. It is kept in session storage, beside values storage.local holds already.
 */
export function firstPaintStamp(raw: Readonly<Record<string, unknown>>, language: string): string {
  const values = STAMPED_KEYS.map((key) => raw[key] ?? null);
  return JSON.stringify([language, ...values]);
}

/** A kept first paint read strictly: anything else is none. */
export function readFirstPaint(raw: unknown): FirstPaint | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { html, stamp } = raw as Record<string, unknown>;
  if (typeof html !== 'string' || typeof stamp !== 'string' || html === '' || html.length > 100_000) return null;
  return { html, stamp };
}

/** The kept first paint's HTML when it was rendered from what storage holds now, else undefined. */
export function currentFirstPaint(raw: Readonly<Record<string, unknown>>, language: string): string | undefined {
  const kept = readFirstPaint(raw[FIRST_PAINT_KEY]);
  return kept && kept.stamp === firstPaintStamp(raw, language) ? kept.html : undefined;
}

/** The popup's page, as the manifest names it (`action.default_popup`). */
export const POPUP_PAGE = 'popup.html';
/**
 * Where the popup keeps a copy of its kept top in its own `localStorage` (read synchronously by the
 * first-paint script, which storage.local and storage.session are not): `<id>\n<markup>`. Only the
 * extension's own pages read or write it; the options page removes it with the history.
 * The `.v2` is its format: a new format takes a new key, and an old copy is then never painted.
 */
export const PAINT_COPY_KEY = 'nc.popupFirstPaint.v2';
/** Keys of the copy's earlier formats (v1: the top as a tree of plain values in JSON), removed when a copy is kept. */
export const OLD_PAINT_COPY_KEYS = ['nc.popupFirstPaint.v1'] as const;
/** Longer than any top of the popup; what is longer is not painted. */
const MAX_HTML = 100_000;
const ID_IN_ADDRESS = /^\?fp=([0-9a-z]{1,16})$/;

/**
 * A short name for a kept top, from its markup (53-bit hash, base 36): the same markup, the same id.
 * Worked out by the popup when it keeps its top and by the worker, never by the first paint.
 */
export function paintId(html: string): string {
  let h1 = 0xdeadbeef ^ html.length;
  let h2 = 0x41c6ce57 ^ html.length;
  for (let i = 0; i < html.length; i++) {
    const c = html.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The popup's address (for `action.setPopup`, kept by the worker: entrypoints/background/
 * popup-address.ts): `popup.html?fp=<id>` while the kept top with that id is still true of what
 * storage holds, else the plain page. Only the short id: a long address costs the opening more than
 * the storage read it would save.
 */
export function popupAddress(id: string | undefined): string {
  return id === undefined ? POPUP_PAGE : `${POPUP_PAGE}?fp=${id}`;
}

/** The kept top's id the popup was opened with (`location.search`), else undefined. */
export function paintIdInAddress(search: string): string | undefined {
  return ID_IN_ADDRESS.exec(search)?.[1];
}

/** The copy the popup keeps in its `localStorage`: the id of the kept markup, then the markup. */
export function paintCopy(html: string): string {
  return `${paintId(html)}\n${html}`;
}

/** The markup of the copy when it is the one with this id (no hash worked out: the id is compared), else undefined. */
export function paintInCopy(copy: string | null | undefined, id: string | undefined): string | undefined {
  if (id === undefined || typeof copy !== 'string' || !copy.startsWith(`${id}\n`)) return undefined;
  const html = copy.slice(id.length + 1);
  return html !== '' && html.length <= MAX_HTML ? html : undefined;
}

/**
 * Removes the popup's copy of its top (with the history: it shows the last result). The worker
 * stops naming it at once (the kept top goes with the history); this takes it off the disk.
 */
export function forgetPaintCopy(localStorage: () => Pick<Storage, 'removeItem'> | undefined): void {
  try {
    for (const key of [PAINT_COPY_KEY, ...OLD_PAINT_COPY_KEYS]) localStorage()?.removeItem(key);
  } catch {
    // Not readable, so nothing to paint from either.
  }
}
