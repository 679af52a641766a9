// PageTarget: what the background is told at a right-click and answered when it asks for the
// number under it or the selection, and where the card of such a check shows.
import { describe, expect, it } from 'vitest';
import { PageTarget, pointBox, type SelectionReader } from '@/entrypoints/content/page-target';
import type { Box } from '@/utils/in-page/position';
import { event, geometry, number } from './owners-fakes';

const A = number('+14155550132', '(415)\n555-0132 ext. 204', 0);

function setUp(selection: { text: string; box?: Box } = { text: '' }, active = true) {
  const told: boolean[] = [];
  const geo = geometry([A], active);
  const inside = new Set<Event>();
  const reader: SelectionReader = { text: () => selection.text, box: () => selection.box };
  const target = new PageTarget({
    geometry: geo,
    inOurUi: (e) => inside.has(e),
    selection: reader,
    page: () => ({ title: 'Contact us', url: 'https://example.com/contact' }),
    tellMenu: (has) => told.push(has),
  });
  return { target, told, geo, inside };
}

describe('PageTarget', () => {
  it('tells the background at every right-click whether it is on a number', () => {
    const { target, told } = setUp();
    target.contextMenu(event('contextmenu', { clientX: 10, clientY: 5 }));
    target.contextMenu(event('contextmenu', { clientX: 300, clientY: 5 }));
    expect(told).toEqual([true, false]);
  });

  it('answers the number under the right-click as read and as written, the title and the page’s country', () => {
    const { target } = setUp();
    target.country = 'US';
    target.contextMenu(event('contextmenu', { clientX: 10, clientY: 5 }));
    expect(target.numberHere()).toEqual({
      number: '+14155550132',
      text: A.text,
      title: 'Contact us',
      country: 'US',
    });
    target.contextMenu(event('contextmenu', { clientX: 300, clientY: 5 }));
    expect(target.numberHere()).toEqual({ title: 'Contact us', country: 'US' });
  });

  it('finds no number while highlighting is off, and ignores right-clicks in our own UI', () => {
    const off = setUp({ text: '' }, false);
    off.target.contextMenu(event('contextmenu', { clientX: 10, clientY: 5 }));
    expect(off.told).toEqual([false]);
    const { target, told, inside } = setUp();
    const ours = event<MouseEvent>('contextmenu', { clientX: 10, clientY: 5 });
    inside.add(ours);
    target.contextMenu(ours);
    expect(told).toEqual([]);
  });

  it('answers the selection only in a frame that has one', () => {
    expect(setUp().target.selection()).toBeUndefined();
    const { target } = setUp({ text: '+1 415 555 0132' });
    expect(target.selection()).toEqual({ text: '+1 415 555 0132', title: 'Contact us', url: 'https://example.com/contact' });
  });

  it('places the card of a right-click check at its number, or at the click when the number has gone', () => {
    const { target, geo } = setUp();
    expect(target.cardPlace('context', '+14155550132')).toBeUndefined();
    target.contextMenu(event('contextmenu', { clientX: 10, clientY: 5 }));
    expect(target.cardPlace('context', '+14155550132')).toEqual({ label: '(415) 555-0132 ext. 204', anchor: A.box, found: A });
    geo.gone.add(A);
    expect(target.cardPlace('context', '+14155550132')?.anchor).toEqual(pointBox(10, 5));
    target.contextMenu(event('contextmenu', { clientX: 300, clientY: 7 }));
    expect(target.cardPlace('context', '+14155550132')).toEqual({ label: '+14155550132', anchor: pointBox(300, 7) });
  });

  it('places the card of a selection check at the selection, else at the right-click; a frame with neither shows none', () => {
    const box = { left: 5, top: 6, width: 70, height: 12 };
    const withBox = setUp({ text: '+1 415\n555 0132', box });
    expect(withBox.target.cardPlace('selection', '+14155550132')).toEqual({ label: '+1 415 555 0132', anchor: box });
    const none = setUp({ text: '' });
    expect(none.target.cardPlace('selection', '+14155550132')).toBeUndefined();
    none.target.contextMenu(event('contextmenu', { clientX: 300, clientY: 7 }));
    expect(none.target.cardPlace('selection', '+14155550132')).toEqual({ label: '+14155550132', anchor: pointBox(300, 7) });
  });

  // A page's script can dispatch right-clicks: to learn nothing, flood the background with menu
  // updates, or change the number a real right-click's "Check this number" checks.
  describe.each([
    { what: 'on a number', x: 10 },
    { what: 'off any number', x: 300 },
  ])('a synthetic right-click $what', ({ x }) => {
    it('tells the background nothing and keeps no state', () => {
      const { target, told } = setUp();
      target.contextMenu(event('contextmenu', { clientX: x, clientY: 5, isTrusted: false }));
      expect(told).toEqual([]);
      expect(target.numberHere()).toEqual({ title: 'Contact us' });
      expect(target.cardPlace('context', '+14155550132')).toBeUndefined();
    });

    it('after a person’s right-click on a number, changes neither the number nor where its card shows', () => {
      const { target, told } = setUp();
      target.contextMenu(event('contextmenu', { clientX: 10, clientY: 5 }));
      const before = { here: target.numberHere(), place: target.cardPlace('context', '+14155550132') };
      for (let i = 0; i < 50; i++) target.contextMenu(event('contextmenu', { clientX: x, clientY: 5, isTrusted: false }));
      expect(told).toEqual([true]);
      expect(target.numberHere()).toEqual(before.here);
      expect(target.cardPlace('context', '+14155550132')).toEqual(before.place);
    });
  });
});

describe('PageTarget: a selection in a section with its own country', () => {
  /** An element inside `<section lang="…">` (sectionCountryOf reads only its nearest `lang`). */
  const inSection = (lang: string): Element => {
    const html = {};
    return { closest: () => ({ getAttribute: () => lang }), ownerDocument: { documentElement: html } } as unknown as Element;
  };
  it.each<[string, string, boolean, string | undefined]>([
    ['a French section of an English page', 'fr-FR', true, 'FR'],
    ['a section without a region: the page’s', 'fr', true, 'US'],
    ['the page’s country not used: nothing', 'fr-FR', false, undefined],
  ])('%s', (_, lang, sections, want) => {
    const el = inSection(lang);
    const target = new PageTarget({
      geometry: geometry([], true),
      inOurUi: () => false,
      selection: { text: () => '01 42 68 53 00', box: () => undefined, element: () => el },
      page: () => ({ title: 'Contact', url: 'https://example.com/' }),
      tellMenu: () => undefined,
    });
    target.sections = sections;
    if (sections) target.country = 'US';
    expect(target.selection()?.country).toBe(want);
    expect(target.numberHere().country).toBe(want);
  });
});
