// The dismissed texts ("Not a phone number"): normalised, read field by field, capped.
import { describe, expect, it } from 'vitest';
import { dismissedTextOf } from '@/utils/highlight/dismissed-text';
import { addDismissed, DISMISSED_CAPS, readDismissed, removeDismissed } from '@/utils/storage/dismissed';

describe('dismissedTextOf', () => {
  it.each([
    ['(555) 123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    [' +44 20 7946 0018 ', '+442079460018'],
    ['+1 (650) 253-0000 ext. 204', '+16502530000204'],
    ['1234', undefined],
    ['1'.repeat(21), undefined],
    ['5'.repeat(101), undefined],
    [12345678, undefined],
    [null, undefined],
    [{ toString: () => '5551234567' }, undefined],
  ])('%j → %j', (input, expected) => {
    expect(dismissedTextOf(input)).toBe(expected);
  });
});

describe('readDismissed', () => {
  it.each([
    ['not an object', 'x', {}],
    ['an array', ['5551234567'], {}],
    [
      'a bad host is dropped, the rest kept',
      { 'bad host': ['5551234567'], 'a.test': ['5551234567'] },
      { 'a.test': ['5551234567'] },
    ],
    [
      'texts not normalised or not strings are dropped',
      { 'a.test': ['555 123 4567', 5551234567, '5551234567', '5551234567'] },
      { 'a.test': ['5551234567'] },
    ],
    ['a site with nothing left goes', { 'a.test': [1, 2] }, {}],
    ['a list that is not an array goes', { 'a.test': '5551234567' }, {}],
  ])('%s', (_name, raw, expected) => {
    expect(readDismissed(raw)).toEqual(expected);
  });

  it('caps texts per site and sites, keeping the newest', () => {
    const many = Array.from({ length: DISMISSED_CAPS.perSite + 5 }, (_, i) => String(1_000_000 + i));
    expect(readDismissed({ 'a.test': many })['a.test']).toEqual(many.slice(5));
    const sites = Object.fromEntries(Array.from({ length: DISMISSED_CAPS.sites + 3 }, (_, i) => [`s${i}.test`, ['5551234567']]));
    const read = readDismissed(sites);
    expect(Object.keys(read)).toHaveLength(DISMISSED_CAPS.sites);
    expect(read['s0.test']).toBeUndefined();
  });
});

describe('addDismissed and removeDismissed', () => {
  it('adds normalised, once, per site', () => {
    let all = addDismissed({}, 'a.test', '(555) 123-4567');
    all = addDismissed(all, 'a.test', '555.123.4567');
    all = addDismissed(all, 'b.test', '555 123 4567');
    expect(all).toEqual({ 'a.test': ['5551234567'], 'b.test': ['5551234567'] });
  });

  it.each([
    ['a text too short', 'a.test', '1234'],
    ['a huge text', 'a.test', '5'.repeat(10_000)],
    ['a host that is not one', 'a test', '5551234567'],
    ['an empty host', '', '5551234567'],
  ])('changes nothing for %s', (_name, host, text) => {
    const all = { 'a.test': ['5551234567'] };
    expect(addDismissed(all, host, text)).toBe(all);
  });

  it('a full site drops its oldest; a new site past the cap drops the one changed longest ago', () => {
    let all = {};
    for (let i = 0; i < DISMISSED_CAPS.perSite + 1; i++) all = addDismissed(all, 'a.test', String(1_000_000 + i));
    expect(all).toEqual({ 'a.test': expect.not.arrayContaining(['1000000']) });
    expect((all as Record<string, string[]>)['a.test']).toHaveLength(DISMISSED_CAPS.perSite);
    for (let i = 0; i < DISMISSED_CAPS.sites; i++) all = addDismissed(all, `s${i}.test`, '5551234567');
    expect(Object.keys(all)).toHaveLength(DISMISSED_CAPS.sites);
    expect((all as Record<string, string[]>)['a.test']).toBeUndefined();
  });

  it('removes one text; the last one takes the site away; an unknown one changes nothing', () => {
    const all = { 'a.test': ['5551234567', '5559876543'] };
    expect(removeDismissed(all, 'a.test', '5551234567')).toEqual({ 'a.test': ['5559876543'] });
    expect(removeDismissed({ 'a.test': ['5551234567'] }, 'a.test', '5551234567')).toEqual({});
    expect(removeDismissed(all, 'b.test', '5551234567')).toBe(all);
  });
});
