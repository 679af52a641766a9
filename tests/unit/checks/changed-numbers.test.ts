// A change of the stored cache names the numbers whose answer came, changed or went: pages then ask
// again about those only. Too many (a cache cleared) means "ask again about all".
import { describe, expect, it } from 'vitest';
import { changedNumbers } from '@/utils/checks/verdict';

const rec = (e164: string, checkedAt: number, id = `${e164}-${checkedAt}`) => ({ e164, checkedAt, id });

describe('changedNumbers', () => {
  const a = rec('+16502530000', 1);
  const b = rec('+442079460018', 1);
  it.each<[string, unknown, unknown, string[] | undefined]>([
    [
      'one answer added',
      { 'staging|+16502530000': a },
      { 'staging|+16502530000': a, 'staging|+442079460018': b },
      ['+442079460018'],
    ],
    ['one answer replaced', { 'staging|+16502530000': a }, { 'staging|+16502530000': rec('+16502530000', 2) }, ['+16502530000']],
    [
      'one answer gone (expired)',
      { 'staging|+16502530000': a, 'staging|+442079460018': b },
      { 'staging|+16502530000': a },
      ['+442079460018'],
    ],
    ['nothing changed', { 'staging|+16502530000': a }, { 'staging|+16502530000': { ...a } }, []],
    ['the first answer ever', undefined, { 'staging|+16502530000': a }, ['+16502530000']],
    ['the cache cleared', { 'staging|+16502530000': a, 'staging|+442079460018': b }, {}, ['+16502530000', '+442079460018']],
  ])('%s', (_name, before, after, expected) => {
    expect(changedNumbers(before, after)?.sort()).toEqual(expected?.sort());
  });

  it('too many to name: undefined (ask again about every number)', () => {
    const many = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`staging|+1650253000${i}`, rec(`+1650253000${i}`, 1)]));
    expect(changedNumbers(many, {}, 4)).toBeUndefined();
    expect(changedNumbers(many, {}, 5)).toHaveLength(5);
  });
});
