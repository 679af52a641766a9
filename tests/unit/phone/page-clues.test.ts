// @vitest-environment happy-dom
// What a page's own words say of its country: its international numbers, its e-mail and link
// domains, a country named at the end of an address line, its postcodes' shapes.
import { describe, expect, it } from 'vitest';
import {
  collectClues,
  documentClues,
  EARLY_NODES,
  eachInSlices,
  hasClues,
  MAX_CLUES,
  type PageClues,
  readClues,
} from '@/utils/phone/page-clues';

describe('collectClues', () => {
  it.each<[string, string[], string[], Partial<ReturnType<typeof collectClues>>]>([
    [
      'a UK footer',
      ['Acme Ltd, 10 Downing Street, London SW1A 2AA, United Kingdom', 'Call +44 20 7946 0018', 'sales@acme.co.uk'],
      [],
      { numbers: ['+442079460018'], domains: ['GB'], names: ['United Kingdom'], postcodes: ['GB'] },
    ],
    ['a number dialled from Europe', ['Tel. 0033 1 42 68 53 00'], [], { numbers: ['+33142685300'] }],
    ['a Dutch address', ['Damrak 1, 1012 LG Amsterdam', 'Nederland'], [], { postcodes: ['NL'], names: ['Nederland'] }],
    ['a Canadian address', ['24 Sussex Dr, Ottawa ON K1M 1M4'], [], { postcodes: ['CA'] }],
    [
      'link hosts and mailto',
      [],
      ['https://shop.example.de/impressum', 'mailto:info@example.com.au', 'https://www.example.com/'],
      { domains: ['DE', 'AU'] },
    ],
    ['the same domain twice counts once', ['a@x.fr b@x.fr'], ['https://x.fr/'], { domains: ['FR'] }],
    ['generic domains say nothing', ['hello@startup.io'], ['https://example.tv/'], { domains: [] }],
    // Traps: a year and era, a price, a date, an order number, lowercase words.
    [
      'traps',
      ['Order 1999 AD-4411, paid €1 234,00 on 12/03/2024', 'total 2024 BC'],
      [],
      { numbers: [], postcodes: [], names: [] },
    ],
    ['prose is not a name', ['we ship to many countries, and more'], [], { names: [] }],
    // What follows the last of `,` `\n` `·` `|`, trimmed; a text without them, whole.
    [
      'the last part of a line',
      ['Rue 1 · Paris | France ', 'Main St\n  Deutschland\n', 'Köln,Österreich', '  Schweiz  ', 'a, b, ', 'Italia,'],
      [],
      { names: ['France', 'Österreich', 'Schweiz'] },
    ],
  ])('%s', (_, texts, hrefs, want) => {
    const got = collectClues(texts, hrefs);
    for (const [k, v] of Object.entries(want)) expect(got[k as keyof typeof got]).toEqual(v);
  });

  it('keeps the last phrases read, where a footer is', () => {
    const texts = [...Array.from({ length: 200 }, (_, i) => `Menu item ${String.fromCharCode(65 + (i % 26))}${i}`), 'France'];
    expect(collectClues(texts, []).names.at(-1)).toBe('France');
  });

  it('bounds every list', () => {
    const texts = Array.from({ length: 100 }, (_, i) => `+44 20 7946 ${String(i).padStart(4, '0')}`);
    expect(collectClues(texts, []).numbers).toHaveLength(MAX_CLUES);
  });
});

/** `n` texts made by `f`. */
const many = (n: number, f: (i: number) => string): string[] => Array.from({ length: n }, (_, i) => f(i));
const none = { numbers: [], domains: [], names: [], postcodes: [] };

// The collector was made cheaper (a postcode look only where a digit meets a capital letter, no
// split of every text, no look for a list already full) without changing an answer: these are the
// answers the collector gave before (its version of 477de77), text for text.
describe('collectClues gives the answers it gave before it was made cheaper', () => {
  it.each<[string, string[], string[], ReturnType<typeof collectClues>]>([
    [
      'GB addresses',
      [
        'Acme Ltd, 10 Downing Street, London SW1A 2AA, United Kingdom',
        'Flat 2, 5 High St\nManchester M1 1AE',
        'GIR 0AA',
        'EC1A1BB',
        'W1A 0AX · London',
        'sw1a 2aa lowercase',
        'Bath BA1 1AA',
      ],
      [],
      { ...none, names: ['United Kingdom', 'London'], postcodes: ['GB', 'GB', 'GB', 'GB', 'GB', 'GB'] },
    ],
    [
      'CA addresses',
      ['Ottawa ON K1A 0B1, Canada', 'H3Z2Y7', 'D1A 0B1 (no D first)', 'Montréal (Québec) H2X 1Y4'],
      [],
      { ...none, names: ['Canada'], postcodes: ['CA', 'CA', 'CA'] },
    ],
    [
      'NL addresses, with a space and without',
      ['Damrak 1, 1012 AB Amsterdam', '1999 AD', '1012 SA', '1234 AB5', '0123 AB', '3011AB Rotterdam', 'Postbus 123, 2500 BC'],
      [],
      { ...none, postcodes: ['NL', 'NL'] },
    ],
    ['a postcode seen twice counts once', ['SW1A 2AA', 'SW1A2AA', 'London SW1A 2AA'], [], { ...none, postcodes: ['GB'] }],
    [
      'e-mail addresses and links',
      ['mail: info@firma.de, sales@firma.de', 'x@example.co.uk', 'a@b.io', 'not an address: @home', 'Kontakt@Firma.AT'],
      ['https://www.example.nl/', 'mailto:hi@example.fr?subject=x', 'ftp://x.de/'],
      { ...none, domains: ['DE', 'GB', 'AT', 'NL', 'FR'] },
    ],
    [
      'international numbers',
      [
        '+44 20 7946 0018',
        'Tel. 0033 1 42 68 53 00',
        'Tel:+49 (30) 9018-1234',
        'a+1 650 253 0000',
        '0049301234567',
        '00 44 20 7946 0018',
        '+1 (650) 253-0000 or +1 650 253 0000',
        'Fax +33-1-42-68-53-01',
        '+123',
      ],
      [],
      {
        ...none,
        numbers: ['+442079460018', '+33142685300', '+493090181234', '+49301234567', '+16502530000', '+33142685301'],
      },
    ],
    [
      'names at the end of lines',
      [
        'Deutschland',
        '  Schweiz  ',
        'Rue 1 · Paris | France ',
        'Main St\n  Österreich\n',
        'United States of America',
        'A very long heading that goes on and on for more than forty characters',
        'ABC',
        'Room 12',
        'Contact us @ home',
        'Éire',
        'Sales, Marketing, Support',
        'Berlin,\tDeutschland  ',
        'x, España',
      ],
      [],
      { ...none, names: ['Deutschland', 'Schweiz', 'France', 'United States of America', 'Éire', 'Support', 'España'] },
    ],
    [
      'names after a digit, and texts that end with a digit or "@" (their last part holds it)',
      [
        '020 7946 0018\nUnited Kingdom',
        'Schweiz, 8001',
        'Schweiz 8001 ',
        'France, info@',
        'Norge 0',
        'Danmark, 2100 København Ø',
        'Tel 1, Sverige',
        'Suomi\n00100',
      ],
      [],
      { ...none, names: ['United Kingdom', 'Sverige'] },
    ],
    [
      'junk',
      [
        '',
        '   ',
        '\n',
        '1234',
        '€1 234,00',
        '2024-03-15',
        '|||',
        ',,,, ',
        '😀😀😀😀',
        '·',
        '00',
        '+',
        '@',
        '\u00a0Nederland\u00a0',
        'Ελλάδα',
      ],
      [],
      { ...none, names: ['Nederland', 'Ελλάδα'] },
    ],
    [
      'every list past its bound: what comes after stays out',
      [
        ...many(
          30,
          (i) =>
            `Call +44 20 7946 ${String(i).padStart(4, '0')}, London W${(i % 9) + 1}${String.fromCharCode(65 + (i % 26))} ${i % 9}BB`,
        ),
        ...many(120, (i) => `x${i}@site${i}.de`),
        ...many(70, (i) => `Menu ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}xy`),
        '+33 1 42 68 53 00, 1012 AB, K1A 0B1, hello@late.fr',
        'Nederland',
      ],
      many(10, (i) => `https://shop${i}.example.es/`),
      {
        numbers: many(24, (i) => `+4420794600${String(i).padStart(2, '0')}`),
        domains: many(24, () => 'DE'),
        names: [
          ...many(
            63,
            (i) => `Menu ${String.fromCharCode(65 + ((i + 7) % 26))}${String.fromCharCode(97 + Math.floor((i + 7) / 26))}xy`,
          ),
          'Nederland',
        ],
        postcodes: many(24, () => 'GB'),
      },
    ],
  ])('%s', (_, texts, hrefs, want) => {
    expect(collectClues(texts, hrefs)).toEqual(want);
  });
});

/** A read without pauses. */
const AT_ONCE = { now: () => 0, pause: async () => {}, sliceMs: 8 };

describe('documentClues', () => {
  it('reads the text of the page but not its scripts, and its links', async () => {
    document.body.innerHTML =
      '<p>Call +44 20 7946 0018</p><script>var x = "+33 1 42 68 53 00"</script>' +
      '<footer><address>1 High St, Bath BA1 1AA<br>United Kingdom</address><a href="https://shop.example.co.uk/">Shop</a></footer>';
    const clues = await documentClues(document, AT_ONCE);
    expect(clues).toEqual({
      numbers: ['+442079460018'],
      domains: ['GB'],
      names: expect.arrayContaining(['United Kingdom']),
      postcodes: ['GB'],
    });
    expect(hasClues(clues)).toBe(true);
    document.body.innerHTML = '<p>nothing here</p>';
    expect(hasClues(await documentClues(document, AT_ONCE))).toBe(false);
  });
});

describe('readClues: what a page sends is bounded and shaped', () => {
  it.each<[unknown, ReturnType<typeof readClues>]>([
    [
      { numbers: ['+442079460018', 'abc'], domains: ['GB'] },
      { numbers: ['+442079460018'], domains: ['GB'], names: [], postcodes: [] },
    ],
    [{ numbers: Array(MAX_CLUES + 1).fill('+442079460018') }, undefined],
    [{ names: ['x'.repeat(200)] }, undefined],
    [{ domains: ['GBR'] }, undefined],
    ['GB', undefined],
  ])('%j', (raw, want) => {
    expect(readClues(raw)).toEqual(want);
  });
});

/** Slices of 8 ms on a clock that is 5 ms later at each look: a slice runs out every other text. */
function tickingSlices() {
  let clock = 0;
  const env = {
    pauses: 0,
    now: () => (clock += 5),
    pause: async () => {
      env.pauses++;
    },
    sliceMs: 8,
  };
  return env;
}

describe('documentClues in slices', () => {
  it('answers what a read at once does, pausing when a slice has run its time', async () => {
    document.body.innerHTML = `${Array.from({ length: 300 }, (_, i) => `<p>Row ${i}: 020 7946 ${String(i).padStart(4, '0')}</p>`).join('')}<footer>Call +44 20 7946 0018, 1 High St, Bath BA1 1AA, United Kingdom</footer>`;
    const env = tickingSlices();
    expect(await documentClues(document, env)).toEqual(await documentClues(document, AT_ONCE));
    expect(env.pauses).toBeGreaterThan(1);
  });
});

describe("documentClues tells a long page's first clues early", () => {
  /** Rows of plain text, then the page's one clue of each kind, past EARLY_NODES: its footer's address. */
  const longPage = (rows: number) =>
    `${Array.from({ length: rows }, (_, i) => `<p>Row ${i}</p>`).join('')}` +
    '<div>Call +44 20 7946 0018, 1 High St, Bath BA1 1AA, United Kingdom</div><a href="https://shop.example.co.uk/">Shop</a>';

  it('once, after its first EARLY_NODES texts, with its links; all the clues at the end, as without', async () => {
    document.body.innerHTML = longPage(EARLY_NODES + 50);
    const early: PageClues[] = [];
    const clues = await documentClues(document, { ...tickingSlices(), early: (c) => early.push(c) });
    expect(early).toHaveLength(1);
    // The first texts say nothing; the links are read all the same.
    expect(early[0]).toEqual({ numbers: [], domains: ['GB'], names: [], postcodes: [] });
    expect(clues).toEqual(await documentClues(document, AT_ONCE));
    expect(clues).toMatchObject({ numbers: ['+442079460018'], postcodes: ['GB'], names: ['United Kingdom', 'Shop'] });
    // What was told early is a copy: the read going on did not add to it.
    expect(early[0]?.numbers).toEqual([]);
  });

  it('ends the slice they are told in: the next pause comes right after them, with time left in the slice', async () => {
    document.body.innerHTML = longPage(EARLY_NODES + 50);
    let told = -1;
    const pausedAfter: number[] = [];
    // The clock never moves: without the early clues the whole page is one slice.
    await documentClues(document, {
      ...AT_ONCE,
      pause: async () => {
        pausedAfter.push(told);
      },
      early: () => {
        told = pausedAfter.length;
      },
    });
    // One pause, at once after the early clues were told (none before them).
    expect(pausedAfter).toEqual([0]);
  });

  it('not on a page of fewer texts: all its clues come at once', async () => {
    document.body.innerHTML = longPage(EARLY_NODES - 10);
    const early: PageClues[] = [];
    const clues = await documentClues(document, { ...AT_ONCE, early: (c) => early.push(c) });
    expect(early).toEqual([]);
    expect(clues.numbers).toEqual(['+442079460018']);
  });
});

describe('documentClues dropped', () => {
  it('reads no further once dropped between two slices (the settings said no page country)', async () => {
    document.body.innerHTML = Array.from(
      { length: 300 },
      (_, i) => `<p>Row ${i}: +44 20 7946 ${String(i).padStart(4, '0')}</p>`,
    ).join('');
    const env = tickingSlices();
    // The settings' answer comes during the second pause.
    const clues = await documentClues(document, { ...env, dropped: () => env.pauses >= 2 });
    expect(env.pauses).toBe(2);
    // Four texts read (two a slice), not 300.
    expect(clues.numbers).toEqual(['+442079460000', '+442079460001', '+442079460002', '+442079460003']);
  });
});

describe('eachInSlices', () => {
  it('stops at the first pause after which it is dropped', async () => {
    const seen: number[] = [];
    await eachInSlices([1, 2, 3, 4, 5, 6], (i) => seen.push(i), {
      now: () => seen.length * 10,
      pause: async () => undefined,
      sliceMs: 15,
      dropped: () => seen.length >= 2,
    });
    expect(seen).toEqual([1, 2]);
  });

  /**
   * Steps items 0…n-1, each taking 1 ms of a clock that moves only with them; what was stepped, and
   * how many items had been stepped at each pause. `answer`: what a step returns.
   */
  async function stepTimed(n: number, sliceMs: number, answer: (i: number) => unknown = () => undefined) {
    let clock = 0;
    const seen: number[] = [];
    const pausedAt: number[] = [];
    await eachInSlices(
      Array.from({ length: n }, (_, i) => i),
      (i) => {
        seen.push(i);
        clock += 1;
        return answer(i);
      },
      { now: () => clock, pause: async () => pausedAt.push(seen.length), sliceMs },
    );
    expect(seen).toEqual(Array.from({ length: n }, (_, i) => i));
    return pausedAt;
  }

  it('pauses at once after a step that says so (returns true), and times the next slice from there', async () => {
    // Only true ends a slice: any other answer (a push's count, a flag) does not.
    const pausedAt = await stepTimed(10, 4, (i) => (i === 2 ? true : i));
    // After the third item (asked), then 4 ms later (the 7th), not after the 4th.
    expect(pausedAt).toEqual([3, 7]);
  });

  it('steps every item in order and pauses only after a slice has used its time', async () => {
    const pausedAt = await stepTimed(100, 40);
    // A pause each time 40 ms have gone by since the last one.
    expect(pausedAt).toEqual([40, 80]);
  });
});
