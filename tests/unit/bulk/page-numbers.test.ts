// A frame's list of numbers comes from a web page's process: read strictly. The frames of a tab are
// merged into one list, top document first.
import { describe, expect, it } from 'vitest';
import {
  FOUND_IN_FIELD,
  FOUND_IN_TEL,
  FOUND_IN_TEXT,
  type FrameNumber,
  MAX_FRAME_NUMBERS,
  MAX_NUMBER_TEXT,
  mergeFrames,
} from '@/utils/bulk/page-numbers';
import { freshVerdicts, knownVerdicts } from '@/utils/checks/verdict';
import {
  type FrameNumbers,
  type FrameNumbersAnswer,
  type PackedNumbers,
  packNumbers,
  parseFrameNumbers,
} from '@/utils/messaging/numbers-port';
import { record, T0 } from './harness';

function frame(over: Partial<FrameNumbers>): FrameNumbers {
  return {
    type: 'numbers:of-frame',
    top: true,
    host: 'example.test',
    highlighting: true,
    complete: true,
    numbers: [],
    truncated: false,
    children: 0,
    ...over,
  };
}

/** A frame's answer as the port carries it: its rows packed as the content script packs them. */
function sent(over: Partial<FrameNumbers>): FrameNumbersAnswer {
  const f = frame(over);
  return { ...f, numbers: packNumbers(f.numbers) };
}

/** An answer whose packed list is changed as a page could change it. */
function forged(numbers: Partial<PackedNumbers>, rows: FrameNumber[] = [['+16502530000', 't', FOUND_IN_TEXT, 1]]): unknown {
  const f = sent({ numbers: rows });
  return { ...f, numbers: { ...f.numbers, ...numbers } };
}

describe('parseFrameNumbers', () => {
  it('reads back the rows a frame sent, in order, as they were', () => {
    const rows: FrameNumber[] = [
      ['+16502530000', '(650) 253-0000', FOUND_IN_TEXT | FOUND_IN_TEL, 2],
      ['+442079460018', '', FOUND_IN_FIELD, 1],
      ['+4930123456', 'tel. 030 123456', FOUND_IN_TEL, 12_345],
    ];
    expect(parseFrameNumbers(sent({ numbers: rows }))?.numbers).toEqual(rows);
    expect(parseFrameNumbers(sent({ numbers: [] }))?.numbers).toEqual([]);
    // One row with an empty text is one row, not none.
    expect(parseFrameNumbers(sent({ numbers: [['+16502530000', '', FOUND_IN_TEXT, 1]] }))?.numbers).toHaveLength(1);
  });

  it('keeps a good list, cutting overlong texts', () => {
    const good = sent({ numbers: [['+16502530000', 'x'.repeat(300), FOUND_IN_TEXT | FOUND_IN_TEL, 2]] });
    const parsed = parseFrameNumbers(good);
    expect(parsed?.numbers[0]?.[1]).toHaveLength(MAX_NUMBER_TEXT);
    expect(parsed?.numbers[0]?.[2]).toBe(3);
  });

  it('packs a text with a line break (never listed so) as one line, the rows after it in their places', () => {
    const parsed = parseFrameNumbers(
      sent({
        numbers: [
          ['+16502530000', 'a\nb', FOUND_IN_TEXT, 1],
          ['+442079460018', 'c', FOUND_IN_TEXT, 1],
        ],
      }),
    );
    expect(parsed?.numbers.map((r) => r[1])).toEqual(['a b', 'c']);
  });

  it.each<[string, unknown]>([
    ['not an object', 'numbers'],
    ['another type', { ...sent({}), type: 'detect:batch' }],
    ['numbers not packed', { ...sent({}), numbers: [['+16502530000', 't', 1, 1]] }],
    ['a column missing', { ...sent({}), numbers: { numbers: '', texts: '', how: '' } }],
    ['counts not a list', forged({ counts: '1' as unknown as number[] })],
    ['a number not in E.164', forged({ numbers: '650 253 0000' })],
    ['a number with a script', forged({ numbers: '<img src=x>' })],
    ['a text that is not a string', forged({ texts: 5 as unknown as string })],
    ['an unknown way of finding', forged({ how: '8' })],
    ['no way of finding', forged({ how: '0' })],
    ['a way of finding that is not a digit', forged({ how: 'x' })],
    ['a count of zero', forged({ counts: [0] })],
    ['a fractional count', forged({ counts: [1.5] })],
    ['a count that is not a number', forged({ counts: ['1' as unknown as number] })],
    ['more numbers than counts', forged({ numbers: '+16502530000\n+442079460018' })],
    ['more texts than counts', forged({ texts: 't\nu' })],
    ['fewer numbers than counts', forged({ how: '11', texts: 't\nu', counts: [1, 1] })],
    ['more ways of finding than counts', forged({ how: '11' })],
    ['numbers for an empty list', forged({ numbers: '+16502530000', texts: '', how: '', counts: [] })],
    [
      'too many numbers',
      sent({ numbers: Array.from({ length: MAX_FRAME_NUMBERS + 1 }, (): FrameNumber => ['+16502530000', 't', 1, 1]) }),
    ],
  ])('refuses %s', (_name, msg) => {
    expect(parseFrameNumbers(msg)).toBeUndefined();
  });

  it('reads flags strictly: only `true` is true', () => {
    const parsed = parseFrameNumbers({ ...sent({}), top: 'yes', highlighting: 1, complete: 'true', truncated: 1 });
    expect(parsed).toMatchObject({ top: false, highlighting: false, complete: false, truncated: false });
  });
});

describe('mergeFrames', () => {
  it('lists each number once, top document first, with how and where it was found', () => {
    const child = frame({
      top: false,
      host: 'widget.test',
      numbers: [
        ['+442079460018', '020 7946 0018', FOUND_IN_TEL, 1],
        ['+16502530000', '(650) 253-0000', FOUND_IN_TEXT, 1],
      ],
    });
    const top = frame({ numbers: [['+16502530000', '+1 650 253 0000', FOUND_IN_TEXT, 3]] });
    expect(mergeFrames([child, top])).toEqual([
      { number: '+16502530000', text: '+1 650 253 0000', inText: true, inTel: false, count: 4, frames: ['widget.test'] },
      { number: '+442079460018', text: '020 7946 0018', inText: false, inTel: true, count: 1, frames: ['widget.test'] },
    ]);
  });
});

describe('knownVerdicts', () => {
  const cache = {
    'staging|+16502530000': record('+16502530000', T0 - 60_000, true),
    'staging|+16502530001': record('+16502530001', T0 - 60_000, false),
    'staging|+16502530002': { ...record('+16502530002', T0 - 60_000), summary: {} },
    'staging|+16502530003': record('+16502530003', T0 - 2 * 24 * 3_600_000, true),
  };
  it('gives the verdict and its time of each fresh cached number, once, and nothing else', () => {
    const numbers = ['+16502530000', '+16502530001', '+16502530002', '+16502530003', '+19999999999', '+16502530000'];
    expect(knownVerdicts(cache, 'staging', numbers, T0, 24 * 60)).toEqual([
      { number: '+16502530000', verdict: 'valid', checkedAt: T0 - 60_000 },
      { number: '+16502530001', verdict: 'invalid', checkedAt: T0 - 60_000 },
      { number: '+16502530002', verdict: 'unknown', checkedAt: T0 - 60_000 },
    ]);
    expect(knownVerdicts(cache, 'production', numbers, T0, 24 * 60)).toEqual([]);
    expect(knownVerdicts(cache, 'staging', numbers, T0, 0)).toEqual([]);
  });
});

describe('freshVerdicts', () => {
  const cache = {
    'staging|+16502530000': record('+16502530000', T0 - 60_000, true),
    'staging|+16502530001': record('+16502530001', T0 - 60_000, false),
    'staging|+16502530003': record('+16502530003', T0 - 2 * 24 * 3_600_000, true),
    // An extension's answer is not the number's.
    'staging|+16502530004|12': { ...record('+16502530004', T0 - 60_000, true), extension: '12', extensionSent: true },
    'production|+16502530005': { ...record('+16502530005', T0 - 60_000, true), environment: 'production' as const },
  };
  it("finds, walking the cache, what knownVerdicts finds for every one of a page's numbers", () => {
    const page = ['+16502530000', '+16502530001', '+16502530003', '+16502530004', '+16502530005', '+19999999999'];
    for (const env of ['staging', 'production'] as const) {
      for (const lifetime of [24 * 60, 0]) {
        const fresh = freshVerdicts(cache, env, T0, lifetime);
        expect(page.flatMap((n) => fresh.get(n) ?? [])).toEqual(knownVerdicts(cache, env, page, T0, lifetime));
      }
    }
    expect([...freshVerdicts(cache, 'staging', T0, 24 * 60).keys()]).toEqual(['+16502530000', '+16502530001']);
  });
});

describe('mergeFrames, a long page of one frame', () => {
  it('gives the rows a merge with another, empty, frame gives, its host named when it is not the top', () => {
    const numbers: FrameNumber[] = [
      ['+16502530000', '(650) 253-0000', FOUND_IN_TEXT | FOUND_IN_TEL, 2],
      ['+442079460018', '020 7946 0018', FOUND_IN_FIELD, 1],
    ];
    for (const top of [true, false]) {
      const one = frame({ top, host: 'widget.test', numbers });
      const empty = frame({ top: !top, host: 'other.test', numbers: [] });
      expect(mergeFrames([one])).toEqual(mergeFrames([one, empty]));
    }
    expect(mergeFrames([frame({ top: false, host: 'widget.test', numbers })])[0]?.frames).toEqual(['widget.test']);
  });

  it('lists its 10,000 numbers in page order, each its own row, a repeated one merged', () => {
    const numbers: [string, string, number, number][] = Array.from({ length: 10_000 }, (_, i) => [
      `+1650253${String(i).padStart(4, '0')}`,
      `(650) 253-${String(i).padStart(4, '0')}`,
      FOUND_IN_TEXT,
      1,
    ]);
    const merged = mergeFrames([frame({ numbers: [...numbers, ['+16502530000', '+1 650 253 0000', FOUND_IN_TEL, 2]] })]);
    expect(merged).toHaveLength(10_000);
    expect(merged[9_999]?.number).toBe('+16502539999');
    expect(merged[0]).toEqual({
      number: '+16502530000',
      text: '(650) 253-0000',
      inText: true,
      inTel: true,
      count: 3,
      frames: [],
    });
  });
});
