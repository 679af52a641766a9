// The popup's kept first paint: its stamp follows every value it is rendered from and the language,
// and a kept paint is read strictly (utils/storage/popup-first-paint.ts).
import { describe, expect, it } from 'vitest';
import { creditsItem, lastResultItem, popupFirstPaintItem, userSettingsItem } from '@/utils/storage/items';
import {
  currentFirstPaint,
  FIRST_PAINT_KEY,
  firstPaintStamp,
  forgetPaintCopy,
  OLD_PAINT_COPY_KEYS,
  PAINT_COPY_KEY,
  POPUP_PAGE,
  paintCopy,
  paintId,
  paintIdInAddress,
  paintInCopy,
  popupAddress,
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

describe("the popup's address and its copy of the kept top", () => {
  const html = '<div class="nc-popup"><span class="nc-number">+1 650 253 0000</span></div>';

  it('names a kept top by a short id that follows its markup', () => {
    expect(paintId(html)).toBe(paintId(`${html}`));
    expect(paintId(html)).toMatch(/^[0-9a-z]{1,11}$/);
    expect(paintId(html.replace('0000', '0001'))).not.toBe(paintId(html));
    expect(paintId('')).not.toBe(paintId(' '));
  });

  it('puts only the id in the address, and reads back only an id', () => {
    const id = paintId(html);
    expect(popupAddress(undefined)).toBe(POPUP_PAGE);
    expect(popupAddress(id)).toBe(`popup.html?fp=${id}`);
    expect(paintIdInAddress(`?fp=${id}`)).toBe(id);
    for (const search of ['', '?', '?fp=', `?fp=${id}&x=1`, '?fp=<b>', `?x=${id}`, '?fp=abcdefghijklmnopq']) {
      expect(paintIdInAddress(search)).toBeUndefined();
    }
  });

  it('gives the copy only for its own id', () => {
    const copy = paintCopy(html);
    expect(copy).toBe(`${paintId(html)}\n${html}`);
    expect(paintInCopy(copy, paintId(html))).toBe(html);
    expect(paintInCopy(copy, 'other')).toBeUndefined();
    expect(paintInCopy(copy, undefined)).toBeUndefined();
    expect(paintInCopy(null, paintId(html))).toBeUndefined();
    expect(paintInCopy(`${paintId(html)}\n`, paintId(html))).toBeUndefined();
  });

  it('forgets the copy, and a storage that refuses is no error', () => {
    const local = new Map([
      [PAINT_COPY_KEY, 'x'],
      ...OLD_PAINT_COPY_KEYS.map((k) => [k, 'x'] as [string, string]),
      ['other', 'y'],
    ]);
    forgetPaintCopy(() => ({ removeItem: (k: string) => void local.delete(k) }));
    expect([...local.keys()]).toEqual(['other']);
    expect(() =>
      forgetPaintCopy(() => {
        throw new Error('SecurityError');
      }),
    ).not.toThrow();
  });
});
