// ChipAndCard: the chip for a number, the card opened from it, the check the card runs, and what
// closes them. Only a person's click checks or opens a page; a synthetic one does nothing.
import { describe, expect, it, vi } from 'vitest';
import type { ChipModel } from '@/entrypoints/content/chip';
import { ChipAndCard } from '@/entrypoints/content/chip-and-card';
import type { Found } from '@/entrypoints/content/number-geometry';
import type { CheckRecord } from '@/utils/checks/check-record';
import type { CheckReply } from '@/utils/checks/check-reply';
import type { VerdictEntry } from '@/utils/messaging/protocol';
import { makeError } from '@/utils/service/errors';
import { event, FakeUi, geometry, number } from './owners-fakes';

const A = number('+14155550132', '(415) 555-0132', 0);
const B = number('+14155550199', '(415) 555-0199', 200);

const OK: CheckReply = {
  ok: true,
  cached: false,
  record: { e164: A.number, summary: { valid: true } } as unknown as CheckRecord,
};
const KNOWN: VerdictEntry = [A.number, 'valid', 1_000];

function setUp(answer: () => Promise<CheckReply & { known?: VerdictEntry }> = async () => ({ ...OK, known: KNOWN })) {
  const ui = new FakeUi();
  const geo = geometry([A, B]);
  let current: Found | undefined;
  const hover = { current: undefined as Found | undefined, showing: vi.fn(), reset: vi.fn() };
  Object.defineProperty(hover, 'current', { get: () => current });
  hover.showing.mockImplementation((f: Found) => (current = f));
  hover.reset.mockImplementation(() => (current = undefined));
  const check = vi.fn((_asked: string) => answer());
  const learn = vi.fn();
  const open = vi.fn();
  const dismiss = vi.fn();
  const clock = { now: 10_000 };
  const owner = new ChipAndCard({
    ui,
    geometry: geo,
    hover,
    known: (n) => (n === B.number ? { verdict: 'invalid', checkedAt: Date.now() - 60_000 } : undefined),
    check,
    learn,
    dismiss,
    open,
    now: () => clock.now,
  });
  return { owner, ui, geo, hover, check, learn, open, dismiss, clock };
}

const chipOf = (ui: FakeUi) => ui.chipShown as ChipModel;

describe('ChipAndCard', () => {
  it('shows the chip for a number at its box, with the verdict the cache knows in words', () => {
    const { owner, ui, hover } = setUp();
    owner.showChipFor(A);
    expect(ui.chipShown).toMatchObject({ number: A.number, label: '(415) 555-0132', anchor: A.box });
    expect(ui.chipShown?.known).toBeUndefined();
    expect(chipOf(ui).obstacles?.()).toEqual([B.box]);
    expect(hover.showing).toHaveBeenCalledWith(A);
    owner.showChipFor(B);
    expect(ui.chipShown?.known?.verdict).toBe('invalid');
    expect(ui.chipShown?.known?.words).toMatch(/1 min/);
  });

  it('shows no chip while a card shows, nor for a number whose text has gone', () => {
    const { owner, ui, geo } = setUp();
    geo.gone.add(A);
    owner.showChipFor(A);
    expect(ui.chipShown).toBeUndefined();
    owner.openCard({ number: B.number, label: B.text, anchor: B.box }, B);
    owner.showChipFor(B);
    expect(ui.chipShown).toBeUndefined();
  });

  it('a person’s click on a number shows its chip at once; a synthetic one, or one in our UI, does not', () => {
    const { owner, ui } = setUp();
    owner.pageEvent(event('click', { clientX: 10, clientY: 5, isTrusted: false }));
    expect(ui.chipShown).toBeUndefined();
    const ours = event('click', { clientX: 10, clientY: 5 });
    ui.inside.add(ours);
    owner.pageEvent(ours);
    expect(ui.chipShown).toBeUndefined();
    owner.pageEvent(event('click', { clientX: 10, clientY: 5 }));
    expect(ui.chipShown?.number).toBe(A.number);
  });

  it('“Check” opens the card, sends the number as written, shows the reply and hands its verdict to the marks', async () => {
    const { owner, ui, check, learn } = setUp();
    owner.showChipFor(A);
    const done = owner.check(chipOf(ui), event('click'));
    expect(ui.chipShown).toBeUndefined();
    expect(ui.cardShown).toMatchObject({ number: A.number, label: A.text, anchor: A.box });
    expect(ui.cardShown?.reply).toBeUndefined();
    await done;
    expect(check).toHaveBeenCalledWith('+14155550132');
    expect(ui.cardShown?.reply).toEqual(OK);
    expect(learn).toHaveBeenCalledWith(KNOWN);
  });

  it('a synthetic “Check” spends nothing', async () => {
    const { owner, ui, check } = setUp();
    owner.showChipFor(A);
    await owner.check(chipOf(ui), event('click', { isTrusted: false }));
    expect(check).not.toHaveBeenCalled();
    expect(ui.cardShown).toBeUndefined();
  });

  it('a second “Check” while one runs sends nothing more', async () => {
    let answer: (r: CheckReply) => void = () => undefined;
    const { owner, ui, check } = setUp(() => new Promise((resolve) => (answer = resolve)));
    owner.showChipFor(A);
    const chip = chipOf(ui);
    const first = owner.check(chip, event('click'));
    await owner.check(chip, event('click'));
    expect(check).toHaveBeenCalledTimes(1);
    answer(OK);
    await first;
  });

  it('the background out of reach shows an error in the card, never a silent nothing', async () => {
    const { owner, ui } = setUp(() => Promise.reject(new Error('Extension context invalidated')));
    owner.showChipFor(A);
    await owner.check(chipOf(ui), event('click'));
    expect(ui.cardShown?.reply).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });

  it('the card’s buttons: retry checks again, the others ask the background to open a page, all from a person’s click only', async () => {
    const failed: CheckReply = { ok: false, error: makeError('no-credits', { environment: 'staging', baseUrl: '' }) };
    const { owner, ui, check, open, clock } = setUp(async () => failed);
    owner.openCard({ number: A.number, label: A.text, anchor: A.box, reply: failed }, A);
    clock.now += 1_000;
    owner.cardAction('top-up', event('click', { isTrusted: false }));
    owner.cardAction('retry', event('click', { isTrusted: false }));
    expect(open).not.toHaveBeenCalled();
    expect(check).not.toHaveBeenCalled();
    owner.cardAction('top-up', event('click'));
    expect(open).toHaveBeenCalledWith('account');
    owner.cardAction('fix-key', event('click'));
    expect(open).toHaveBeenLastCalledWith('key');
    owner.cardAction('retry', event('click'));
    expect(ui.cardShown?.reply).toBeUndefined();
    await vi.waitFor(() => expect(ui.cardShown?.reply).toEqual(failed));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('the card’s Retry does nothing in the moment its answer lands (a click meant for Cancel, or timed by the page), then acts', async () => {
    const failed: CheckReply = { ok: false, error: makeError('server-error', { environment: 'staging', baseUrl: '' }) };
    const { owner, ui, check, clock } = setUp(async () => failed);
    owner.showChipFor(A);
    clock.now += 1_000;
    ui.ready = 'armed';
    await owner.check(chipOf(ui), event('click'));
    expect(ui.cardShown?.reply).toEqual(failed);
    expect(check).toHaveBeenCalledTimes(1);
    clock.now += 100;
    owner.cardAction('retry', event('click'));
    expect(check).toHaveBeenCalledTimes(1);
    expect(ui.cardShown?.reply).toEqual(failed);
    clock.now += 500;
    owner.cardAction('retry', event('click'));
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(2));
  });

  it('a pointer down outside closes the card, and the chip unless it is on the chip’s number', () => {
    const { owner, ui } = setUp();
    owner.showChipFor(A);
    owner.pageEvent(event('pointerdown', { clientX: 10, clientY: 5 }));
    expect(ui.chipShown?.number).toBe(A.number);
    owner.pageEvent(event('pointerdown', { clientX: 500, clientY: 5 }));
    expect(ui.chipShown).toBeUndefined();
    owner.openCard({ number: A.number, label: A.text, anchor: A.box }, A);
    const inCard = event('pointerdown', { clientX: 500, clientY: 5 });
    ui.inside.add(inCard);
    owner.pageEvent(inCard);
    expect(ui.cardShown).toBeDefined();
    owner.pageEvent(event('pointerdown', { clientX: 500, clientY: 5 }));
    expect(ui.cardShown).toBeUndefined();
  });

  it('Escape closes both; other keys close nothing', () => {
    const { owner, ui, hover } = setUp();
    owner.openCard({ number: A.number, label: A.text, anchor: A.box }, A);
    owner.pageEvent(event('keydown', { key: 'a' }));
    expect(ui.cardShown).toBeDefined();
    owner.pageEvent(event('keydown', { key: 'Escape' }));
    expect(ui.cardShown).toBeUndefined();
    expect(hover.reset).toHaveBeenCalled();
  });

  it('a scroll hides the chip and moves the card with its number', () => {
    const { owner, ui } = setUp();
    owner.openCard({ number: A.number, label: A.text, anchor: { left: 1, top: 1, width: 1, height: 1 } }, A);
    owner.pageEvent(event('scroll'));
    expect(ui.cardShown?.anchor).toEqual(A.box);
    owner.closeCard();
    owner.showChipFor(B);
    owner.pageEvent(event('resize'));
    expect(ui.chipShown).toBeUndefined();
  });

  // A page's script can dispatch clicks, pointer and key events anywhere: none of them moves our UI.
  describe.each([
    { type: 'click', init: { clientX: 10, clientY: 5 }, before: 'nothing', after: 'chip' },
    { type: 'pointerdown', init: { clientX: 500, clientY: 5 }, before: 'chip', after: 'nothing' },
    { type: 'pointerdown', init: { clientX: 500, clientY: 5 }, before: 'card', after: 'nothing' },
    { type: 'keydown', init: { key: 'Escape' }, before: 'chip', after: 'nothing' },
    { type: 'keydown', init: { key: 'Escape' }, before: 'card', after: 'nothing' },
  ] as const)('a $type with the $before showing', ({ type, init, before, after }) => {
    const shown = (ui: FakeUi) => (ui.cardShown ? 'card' : ui.chipShown ? 'chip' : 'nothing');
    const prepare = () => {
      const all = setUp();
      if (before === 'chip') all.owner.showChipFor(A);
      if (before === 'card') all.owner.openCard({ number: A.number, label: A.text, anchor: A.box }, A);
      return all;
    };
    it('from a page’s script changes nothing', () => {
      const { owner, ui } = prepare();
      owner.pageEvent(event(type, { ...init, isTrusted: false }));
      expect(shown(ui)).toBe(before);
    });
    it(`from a person leaves the ${after} showing`, () => {
      const { owner, ui } = prepare();
      owner.pageEvent(event(type, init));
      expect(shown(ui)).toBe(after);
    });
  });

  // A person's "Check" acts only once the chip has been on screen, unobscured, for a moment.
  describe.each([
    { ready: 'armed', checks: true, says: [] },
    { ready: 'early', checks: false, says: ['Not checked yet: click Check again'] },
    { ready: 'covered', checks: false, says: ['Covered by the page: not checked'] },
  ] as const)('“Check” when the chip is $ready', ({ ready, checks, says }) => {
    it(checks ? 'checks' : 'spends nothing and says why in the chip', async () => {
      const { owner, ui, check } = setUp();
      owner.showChipFor(A);
      ui.ready = ready;
      await owner.check(chipOf(ui), event('click'));
      expect(check).toHaveBeenCalledTimes(checks ? 1 : 0);
      expect(ui.said).toEqual(says);
      if (!checks) expect(ui.chipShown?.number).toBe(A.number);
    });
  });

  // "Not a phone number": a person's click, through the same gate as Check, takes the text away.
  describe.each([
    { ready: 'armed', trusted: true, dismisses: true, says: [] },
    { ready: 'armed', trusted: false, dismisses: false, says: [] },
    { ready: 'early', trusted: true, dismisses: false, says: ['Not removed yet: click “Not a phone number” again'] },
    { ready: 'covered', trusted: true, dismisses: false, says: ['Covered by the page: not removed'] },
  ] as const)('“Not a phone number” when the chip is $ready, trusted $trusted', ({ ready, trusted, dismisses, says }) => {
    it(dismisses ? 'dismisses the text as written and hides the chip' : 'changes nothing', () => {
      const { owner, ui, dismiss } = setUp();
      owner.showChipFor(A);
      ui.ready = ready;
      owner.dismiss(chipOf(ui), event('click', { isTrusted: trusted }));
      expect(dismiss.mock.calls).toEqual(dismisses ? [['(415) 555-0132']] : []);
      expect(ui.said).toEqual(says);
      expect(ui.chipShown?.number).toBe(dismisses ? undefined : A.number);
    });
  });
});
