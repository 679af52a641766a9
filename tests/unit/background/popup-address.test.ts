// The worker keeps the popup's address naming the kept top of the popup while it is true of what
// storage holds (entrypoints/background/popup-address.ts).
import { describe, expect, it, vi } from 'vitest';
import { changesPopupAddress, popupAddressKeeper, workOutPopupAddress } from '@/entrypoints/background/popup-address';
import { FIRST_PAINT_KEY, firstPaintStamp, paintId } from '@/utils/storage/popup-first-paint';

const values = { settings: { activeEnvironment: 'staging' }, lastResult: { record: { id: 'r1' } }, credits: {} };
const html = '<div class="nc-popup">r1</div>';

function storage(local: Record<string, unknown>, session: Record<string, unknown>) {
  return {
    local,
    session,
    read: async (area: 'local' | 'session', keys: string[]) => {
      const from = area === 'local' ? local : session;
      return Object.fromEntries(keys.filter((k) => k in from).map((k) => [k, from[k]]));
    },
    language: () => 'en',
  };
}

describe('workOutPopupAddress', () => {
  it('names the kept top while its stamp is that of storage, else gives the plain page', async () => {
    const kept = { html, stamp: firstPaintStamp(values, 'en') };
    expect(await workOutPopupAddress(storage(values, { [FIRST_PAINT_KEY]: kept }))).toBe(`popup.html?fp=${paintId(html)}`);
    const changed = { ...values, lastResult: { record: { id: 'r2' } } };
    expect(await workOutPopupAddress(storage(changed, { [FIRST_PAINT_KEY]: kept }))).toBe('popup.html');
    expect(await workOutPopupAddress(storage(values, {}))).toBe('popup.html');
    // Markup planted in storage.local is never named.
    expect(await workOutPopupAddress(storage({ ...values, [FIRST_PAINT_KEY]: kept }, {}))).toBe('popup.html');
    expect(await workOutPopupAddress({ read: () => Promise.reject(new Error('closed')), language: () => 'en' })).toBe(
      'popup.html',
    );
  });
});

describe('popupAddressKeeper', () => {
  it('sets the address when it changed, from what storage holds at each update', async () => {
    const kept = { html, stamp: firstPaintStamp(values, 'en') };
    const s = storage({ ...values }, { [FIRST_PAINT_KEY]: kept });
    const setPopup = vi.fn(async (_address: string) => undefined);
    const update = popupAddressKeeper({ ...s, setPopup });
    await update();
    await update();
    expect(setPopup.mock.calls).toEqual([[`popup.html?fp=${paintId(html)}`]]);
    // A check made while the popup is closed: the next opening is the plain page.
    s.local.lastResult = { record: { id: 'r2' } };
    await update();
    expect(setPopup).toHaveBeenLastCalledWith('popup.html');
  });

  it('tries again after a refused set', async () => {
    const setPopup = vi.fn(async (_address: string) => undefined).mockRejectedValueOnce(new Error('busy'));
    const update = popupAddressKeeper({ ...storage(values, {}), setPopup });
    await update();
    await update();
    expect(setPopup).toHaveBeenCalledTimes(2);
  });
});

describe('changesPopupAddress', () => {
  it('follows what the top is rendered from and the kept top, nothing else', () => {
    expect(changesPopupAddress('local', ['lastResult'])).toBe(true);
    expect(changesPopupAddress('local', ['history', 'credits'])).toBe(true);
    expect(changesPopupAddress('local', ['settings'])).toBe(true);
    expect(changesPopupAddress('session', [FIRST_PAINT_KEY])).toBe(true);
    expect(changesPopupAddress('local', ['history', 'cache'])).toBe(false);
    expect(changesPopupAddress('local', [FIRST_PAINT_KEY])).toBe(false);
    expect(changesPopupAddress('sync', ['settings'])).toBe(false);
  });
});
