// OnDemandUi: the chip and card load the first time they may show (the pointer resting on a number,
// a person's click on one, an answer to show); what was asked while loading is done once loaded,
// unless called off; a failed load shows nothing and the next hover tries again.
import { describe, expect, it, vi } from 'vitest';
import { OnDemandUi } from '@/entrypoints/content/on-demand-ui';
import type { PageUi, PageUiEnv, PageUiModule } from '@/entrypoints/content/page-ui-api';
import { loadOnce } from '@/utils/in-page/load-once';
import { event, geometry, number } from './owners-fakes';

const A = number('+14155550132', '(415) 555-0132', 0);
const B = number('+14155550199', '(415) 555-0199', 200);

/** A module whose UI records what it was asked, and a load the test ends when it wants. */
function setUp() {
  const shown: string[] = [];
  const ui: PageUi = {
    pageEvent: (e) => shown.push(`event ${e.type}`),
    showChipFor: (found) => shown.push(`chip ${found.number}`),
    hideChip: () => shown.push('hide chip'),
    openCard: (card) => shown.push(`card ${card.number}`),
    contains: () => true,
    hideAll: () => shown.push('hide all'),
  };
  const createPageUi = vi.fn((_env: PageUiEnv) => ui);
  const module: PageUiModule = { createPageUi };
  const pending: { resolve: (m: PageUiModule) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<PageUiModule>((resolve, reject) => pending.push({ resolve, reject })));
  const hover = { current: undefined, showing: vi.fn(), reset: vi.fn() };
  const env = {
    onPointer: vi.fn(),
    geometry: geometry([A, B]),
    hover,
    known: () => undefined,
    check: vi.fn(),
    learn: vi.fn(),
    dismiss: vi.fn(),
    open: vi.fn(),
    now: () => 0,
  } as unknown as PageUiEnv;
  // As wired (ui-loader.ts): one load shared by every caller, a failed one tried again.
  const onDemand = new OnDemandUi(loadOnce(load), env);
  /** Ends the oldest load still running, and lets its callers run. */
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const finish = async (ok = true) => {
    await settle();
    const next = pending.shift();
    if (ok) next?.resolve(module);
    else next?.reject(new Error('no script'));
    await settle();
  };
  return { onDemand, load, finish, shown, hover, createPageUi, env };
}

describe('OnDemandUi', () => {
  it('loads nothing until a number is hovered or clicked', () => {
    const { onDemand, load } = setUp();
    onDemand.pageEvent(event('pointerdown', { clientX: 10, clientY: 5 }));
    onDemand.pageEvent(event('keydown', { key: 'Escape' }));
    onDemand.pageEvent(event('scroll'));
    onDemand.pageEvent(event('click', { clientX: 500, clientY: 5 }));
    onDemand.hideChip();
    expect(load).not.toHaveBeenCalled();
    expect(onDemand.contains(event('click'))).toBe(false);
  });

  it('starts loading when the pointer rests on a number, and the chip shows from that one load', async () => {
    const { onDemand, load, finish, shown, createPageUi } = setUp();
    onDemand.warm();
    onDemand.warm();
    onDemand.showChipFor(A);
    expect(shown).toEqual([]);
    await finish();
    expect(load).toHaveBeenCalledTimes(1);
    expect(createPageUi).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([`chip ${A.number}`]);
    // Loaded: everything goes straight to the UI.
    onDemand.showChipFor(B);
    onDemand.pageEvent(event('scroll'));
    expect(shown).toEqual([`chip ${A.number}`, `chip ${B.number}`, 'event scroll']);
    expect(onDemand.contains(event('click'))).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a hover that ends before the load shows nothing', async () => {
    const { onDemand, finish, shown, hover } = setUp();
    onDemand.showChipFor(A);
    onDemand.hideChip();
    expect(hover.reset).toHaveBeenCalled();
    await finish();
    expect(shown).toEqual([]);
    // Loaded all the same (the fake UI says every event is inside it once there).
    expect(onDemand.contains(event('click'))).toBe(true);
  });

  it('the last number asked for is the one shown', async () => {
    const { onDemand, finish, shown } = setUp();
    onDemand.showChipFor(A);
    onDemand.showChipFor(B);
    await finish();
    expect(shown).toEqual([`chip ${B.number}`]);
  });

  it('a scroll, a click elsewhere or Escape calls off a chip still loading', async () => {
    for (const e of [
      event('scroll', { isTrusted: false }),
      event('pointerdown', { clientX: 500, clientY: 5 }),
      event('keydown', { key: 'Escape' }),
    ]) {
      const { onDemand, finish, shown } = setUp();
      onDemand.showChipFor(A);
      onDemand.pageEvent(e);
      await finish();
      expect(shown, e.type).toEqual([]);
    }
  });

  it('a press on the number itself keeps its chip coming', async () => {
    const { onDemand, finish, shown } = setUp();
    onDemand.showChipFor(A);
    onDemand.pageEvent(event('pointerdown', { clientX: 10, clientY: 5 }));
    await finish();
    expect(shown).toEqual([`chip ${A.number}`]);
  });

  it("a person's click on a number loads the UI and shows its chip; a page's click does nothing", async () => {
    const { onDemand, load, finish, shown } = setUp();
    onDemand.pageEvent(event('click', { clientX: 210, clientY: 5, isTrusted: false }));
    expect(load).not.toHaveBeenCalled();
    onDemand.pageEvent(event('click', { clientX: 210, clientY: 5 }));
    await finish();
    expect(shown).toEqual([`chip ${B.number}`]);
  });

  it("a page's Escape or click does not call off a chip still loading", async () => {
    const { onDemand, finish, shown } = setUp();
    onDemand.showChipFor(A);
    onDemand.pageEvent(event('keydown', { key: 'Escape', isTrusted: false }));
    onDemand.pageEvent(event('pointerdown', { clientX: 500, clientY: 5, isTrusted: false }));
    await finish();
    expect(shown).toEqual([`chip ${A.number}`]);
  });

  it('a card asked for while loading shows once loaded', async () => {
    const { onDemand, finish, shown } = setUp();
    onDemand.openCard({ number: A.number, label: A.text, anchor: A.box });
    onDemand.hideChip();
    await finish();
    expect(shown).toEqual([`card ${A.number}`]);
  });

  it('a failed load shows nothing, throws nothing, and the next hover loads again', async () => {
    const { onDemand, load, finish, shown } = setUp();
    onDemand.showChipFor(A);
    await finish(false);
    expect(shown).toEqual([]);
    expect(onDemand.contains(event('click'))).toBe(false);
    onDemand.showChipFor(A);
    await finish();
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown).toEqual([`chip ${A.number}`]);
  });

  it('nothing shows once the content script stopped', async () => {
    const { onDemand, finish, shown } = setUp();
    onDemand.showChipFor(A);
    onDemand.stop();
    await finish();
    onDemand.showChipFor(B);
    await finish();
    expect(shown.filter((s) => s.startsWith('chip'))).toEqual([]);
  });
});
