// detectItems: one detector reads a batch of texts (as the background does for a page), with the
// real GB detector and tel: reader, so offsets and numbers are the ones a page gets back.
import { describe, expect, it } from 'vitest';
import type { DetectItem, DetectResult } from '@/utils/highlight/detect-batch';
import { detectItems } from '@/utils/highlight/detect-items';
import { phoneFromTelHref, sharedDetector } from '@/utils/phone/detect';

/** The page's country not asked for: every item read with the GB detector only. */
const GB_ONLY = { fallback: 'GB', byBlock: false } as const;
const run = (items: readonly DetectItem[]): DetectResult[] => detectItems(items, GB_ONLY, sharedDetector, phoneFromTelHref);

describe('detectItems: numbers with offsets into their own item', () => {
  it.each<[string, string, DetectResult['matches']]>([
    ['an international number', 'Call +44 20 7946 0018 now', [{ start: 5, end: 21, number: '+442079460018' }]],
    [
      'two national numbers in one text',
      'Tel 020 7946 0018 or 07700 900123',
      [
        { start: 4, end: 17, number: '+442079460018' },
        { start: 21, end: 33, number: '+447700900123' },
      ],
    ],
    [
      'a number after a date and a price',
      'Paid £1,234.56 on 2024-03-15, call 020 7946 0018',
      [{ start: 35, end: 48, number: '+442079460018' }],
    ],
    ['a date', 'On 2024-03-15 we met', []],
    ['a price', 'Total £12,345.67 incl. VAT', []],
    ['a date and a price', 'Invoice 2024-03-15, total £12,345.67', []],
    ['prose', 'no numbers here', []],
    ['an empty text', '', []],
  ])('%s', (_name, text, matches) => {
    expect(run([{ text }])).toEqual([{ matches }]);
  });

  it('offsets are into each item, not into the batch', () => {
    const items: DetectItem[] = [{ text: 'Call +44 20 7946 0018 now' }, { text: '+44 20 7946 0018' }, { text: 'x 07700 900123' }];
    const results = run(items);
    expect(results).toEqual([
      { matches: [{ start: 5, end: 21, number: '+442079460018' }] },
      { matches: [{ start: 0, end: 16, number: '+442079460018' }] },
      { matches: [{ start: 2, end: 14, number: '+447700900123' }] },
    ]);
    expect(results.map((r, i) => r.matches.map((m) => items[i]?.text.slice(m.start, m.end)))).toEqual([
      ['+44 20 7946 0018'],
      ['+44 20 7946 0018'],
      ['07700 900123'],
    ]);
  });
});

describe('detectItems: one result per item, in order', () => {
  it('keeps the order of items, traps and empty ones included', () => {
    const results = run([
      { text: 'On 2024-03-15 we met' },
      { text: 'Tel 07700 900123' },
      { text: '' },
      { text: 'Call +44 20 7946 0018 now' },
      { text: 'Total £12,345.67 incl. VAT' },
    ]);
    expect(results).toEqual([
      { matches: [] },
      { matches: [{ start: 4, end: 16, number: '+447700900123' }] },
      { matches: [] },
      { matches: [{ start: 5, end: 21, number: '+442079460018' }] },
      { matches: [] },
    ]);
  });

  it('an empty batch gives an empty list', () => {
    expect(run([])).toEqual([]);
  });
});

describe('detectItems: tel: links', () => {
  it('gives tels only for items with hrefs, one per href, in order', () => {
    const results = run([
      { text: 'Ring us', hrefs: ['tel:+442079460018', 'tel:07700 900123'] },
      { text: 'no links' },
      { text: 'empty list', hrefs: [] },
    ]);
    expect(results).toEqual([{ matches: [], tels: ['+442079460018', '+447700900123'] }, { matches: [] }, { matches: [] }]);
    expect(results[1]).not.toHaveProperty('tels');
    expect(results[2]).not.toHaveProperty('tels');
  });

  it('a link without a number is undefined at its index', () => {
    const [result] = run([
      {
        text: 'Call +44 20 7946 0018 now',
        hrefs: ['tel:abc', 'tel:020-7946-0018', 'tel:', 'tel:+44%2020%207946%200018'],
      },
    ]);
    expect(result).toEqual({
      matches: [{ start: 5, end: 21, number: '+442079460018' }],
      tels: [undefined, '+442079460018', undefined, '+442079460018'],
    });
    expect(result?.tels).toHaveLength(4);
  });

  it('reads hrefs with the telNumber it is given', () => {
    const seen: string[] = [];
    const results = detectItems([{ text: 'x', hrefs: ['tel:1', 'tel:2'] }], GB_ONLY, sharedDetector, (href, country) => {
      expect(country).toBe('GB');
      seen.push(href);
      return href === 'tel:2' ? '+442079460018' : undefined;
    });
    expect(seen).toEqual(['tel:1', 'tel:2']);
    expect(results).toEqual([{ matches: [], tels: [undefined, '+442079460018'] }]);
  });
});

describe('detectItems: a section’s own country', () => {
  const US_PAGE = { fallback: 'US', byBlock: true } as const;
  it.each<[string, DetectItem, string[]]>([
    ['a French section', { text: 'Appelez le 01 42 68 53 00', country: 'FR' }, ['+33142685300']],
    ['the same text outside it', { text: 'Appelez le 01 42 68 53 00' }, []],
    ['a French section’s national tel: link', { text: 'Appelez-nous', hrefs: ['tel:0142685300'], country: 'FR' }, []],
  ])('%s', (_, item, want) => {
    const [result] = detectItems([item], US_PAGE, sharedDetector, phoneFromTelHref);
    expect(result?.matches.map((m) => m.number)).toEqual(want);
    if (item.hrefs) expect(result?.tels).toEqual(['+33142685300']);
  });

  it('a national tel: link of a page whose words voted is read as the vote’s where valid', () => {
    const choice = { fallback: 'US', byBlock: true, voted: 'GB' } as const;
    const [result] = detectItems(
      [{ text: 'Call us', hrefs: ['tel:02079460018', 'tel:4155550132'] }],
      choice,
      sharedDetector,
      phoneFromTelHref,
    );
    expect(result?.tels).toEqual(['+442079460018', '+14155550132']);
  });
});
