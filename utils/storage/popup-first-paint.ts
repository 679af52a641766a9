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
