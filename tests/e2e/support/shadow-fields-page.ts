// The web components and fields test page (pages/shadow-fields.html) as both suites read it: the page
// snapshots its document and shadow trees at load (`__before`) and on demand (`__snapshot()`).
import { expect } from '@playwright/test';

interface Snapshot {
  html: string;
  roots: string[];
  sheets: number[];
}

/** In the page: its snapshot at load and one now. Self-contained: it runs in the page's world. */
export function snapshotsInPage(): readonly [Snapshot, Snapshot] {
  const w = window as unknown as { __before: Snapshot; __snapshot(): Snapshot };
  return [w.__before, w.__snapshot()] as const;
}

/**
 * The document and every shadow tree exactly as the page built them (the late root is new, and the
 * page's own); what the page's own code could notice is one more constructed sheet in the
 * adoptedStyleSheets of each root with a number.
 */
export function expectUnchangedButOneSheetPerRoot([before, after]: readonly [Snapshot, Snapshot]): void {
  expect(after.html).toBe(before.html);
  expect(after.roots.filter((r) => !r.includes('Loaded later'))).toEqual(before.roots);
  expect(before.sheets.every((n) => n === 0)).toBe(true);
  expect(after.sheets).toEqual(after.roots.map(() => 1));
}
