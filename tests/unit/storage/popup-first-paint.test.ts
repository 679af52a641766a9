// The popup's kept first paint: its stamp follows every value it is rendered from and the language,
// and a kept paint is read strictly (utils/storage/popup-first-paint.ts).
import { describe, expect, it } from 'vitest';
import { creditsItem, lastResultItem, popupFirstPaintItem, userSettingsItem } from '@/utils/storage/items';
import {
  currentFirstPaint,
  FIRST_PAINT_KEY,
  firstPaintStamp,
  readFirstPaint,
  STAMPED_KEYS,
} from '@/utils/storage/popup-first-paint';

const raw = {
  settings: { activeEnvironment: 'staging' },
  lastResult: { record: { id: 'r1', e164: '+16502530000' }, cached: false },
  credits: { staging: { remaining: 99, readAt: 1 } },
};

describe('the popup first paint stamp', () => {
  it('names the stored items the popup is rendered from, and its own', () => {
    expect(STAMPED_KEYS.map((k) => `local:${k}`)).toEqual([userSettingsItem.key, lastResultItem.key, creditsItem.key]);
    expect(popupFirstPaintItem.key).toBe(`session:${FIRST_PAINT_KEY}`);
  });

  it('is the same for the same values, and changes with any of them or the language', () => {
    const stamp = firstPaintStamp(raw, 'en');
    expect(firstPaintStamp(structuredClone(raw), 'en')).toBe(stamp);
    expect(firstPaintStamp({ ...raw, other: 1 }, 'en')).toBe(stamp);
    expect(firstPaintStamp(raw, 'de')).not.toBe(stamp);
    expect(firstPaintStamp({ ...raw, lastResult: { ...raw.lastResult, cached: true } }, 'en')).not.toBe(stamp);
    expect(firstPaintStamp({ ...raw, credits: { staging: { remaining: 98, readAt: 1 } } }, 'en')).not.toBe(stamp);
    expect(firstPaintStamp({ ...raw, settings: { activeEnvironment: 'production' } }, 'en')).not.toBe(stamp);
    expect(firstPaintStamp({ ...raw, lastResult: undefined }, 'en')).not.toBe(stamp);
  });

  it('gives the kept paint only while its stamp is that of storage now', () => {
    const kept = { html: '<div>kept</div>', stamp: firstPaintStamp(raw, 'en') };
    expect(currentFirstPaint({ ...raw, [FIRST_PAINT_KEY]: kept }, 'en')).toBe('<div>kept</div>');
    expect(currentFirstPaint({ ...raw, [FIRST_PAINT_KEY]: kept }, 'fr')).toBeUndefined();
    expect(currentFirstPaint({ ...raw, credits: {}, [FIRST_PAINT_KEY]: kept }, 'en')).toBeUndefined();
    expect(currentFirstPaint(raw, 'en')).toBeUndefined();
  });

  it('reads a kept paint strictly', () => {
    expect(readFirstPaint({ html: '<p>a</p>', stamp: 's' })).toEqual({ html: '<p>a</p>', stamp: 's' });
    for (const bad of [
      null,
      undefined,
      'x',
      { html: '', stamp: 's' },
      { html: '<p>', stamp: 1 },
      { html: 'x'.repeat(100_001), stamp: 's' },
    ]) {
      expect(readFirstPaint(bad)).toBeNull();
    }
  });
});
