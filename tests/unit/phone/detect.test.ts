import { readFileSync } from 'node:fs';
import type { CountryCode } from 'libphonenumber-js';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { buildFromInstalledLibrary } from '@/dev/bench/gen-phone-metadata';
import { createPhoneDetector, findPhoneNumbers, type PhoneMatch, phoneFromTelHref } from '@/utils/phone/detect';
import { countryFromLocale } from '@/utils/phone/locale-country';
import { readPhoneDigits } from '@/utils/phone/read-digits';
import { type DetectCase, PHONE_CASES, resolveExpected, TRAP_CASES } from './detect.cases';

/** What a match reads as, for failure messages that show the text rather than offsets. */
function shown(text: string, matches: readonly PhoneMatch[]): Array<[string, string]> {
  return matches.map((m) => [text.slice(m.start, m.end), m.number]);
}

function expectCase(c: DetectCase): void {
  const found = findPhoneNumbers(c.text, c.country);
  expect(shown(c.text, found)).toEqual(c.expected.map(([raw, e164]) => [raw, e164]));
  expect(found).toEqual(resolveExpected(c));
}

describe('findPhoneNumbers: phone numbers as pages write them', () => {
  it.each(PHONE_CASES.map((c) => [c.country ?? '--', c.text, c] as const))('[%s] %s', (_country, _text, c) => {
    expectCase(c);
  });
});

describe('findPhoneNumbers: traps stay unmarked', () => {
  it.each(TRAP_CASES.map((c) => [c.country ?? '--', c.text, c] as const))('[%s] %s', (_country, _text, c) => {
    expectCase(c);
  });
});

describe('findPhoneNumbers: libphonenumber contexts around a number', () => {
  // PhoneNumberMatcherTest inserts each number into these sentences and expects exactly it back.
  const contexts: Array<[string, string]> = [
    ['', ''],
    ['   ', '\t'],
    ['Hello ', ''],
    ['', ' to call me!'],
    ['Hi there, call ', ' to reach me!'],
    ['Hi there, call ', ", or don't"],
    ["It's cheap! Call ", ' before 6:30'],
    ['Call me on June 21 at', ''],
    ['As quoted by Alfonso et al. 12-15 (2009), you may call me at ', ''],
    ['As I said on 03/10/2011, you may call me at ', ''],
    ['', ', 45 days a year'],
    ['Call ', '/x12 more'],
    ["It's only 9.99! Call ", ' to buy'],
    ['Call me on 21.6.1984 at ', ''],
    ['Call me on 06/21/84 at ', ''],
    ['我的电话号码是', ''],
    ['', '是我的电话号码'],
    ['Tel: ', ' on Saturdays.'],
  ];
  const numbers: Array<[string, CountryCode | undefined, string]> = [
    ['03-331 6005', 'NZ', '+6433316005'],
    ['+64 3 331 6005', 'US', '+6433316005'],
    ['0064 3 331 6005', 'NZ', '+6433316005'],
    ['1-650-333-6000', 'US', '+16503336000'],
    ['+1 (650) 333-6000', 'NZ', '+16503336000'],
    ['02-36618 300', 'IT', '+390236618300'],
    ['011 3797 0000', 'AR', '+541137970000'],
    ['415-666-7777 ext. 503', 'US', '+14156667777'],
    ['+64 3 331 6005', undefined, '+6433316005'],
  ];
  const rows = numbers.flatMap(([number, country, e164]) =>
    contexts.map(([before, after]) => [JSON.stringify(before + number + after), before, after, number, country, e164] as const),
  );
  it.each(rows)('%s', (_name, before, after, number, country, e164) => {
    const text = before + number + after;
    const found = findPhoneNumbers(text, country);
    expect(found[0]).toEqual({ start: before.length, end: before.length + number.length, number: e164 });
  });
});

describe('findPhoneNumbers: the contract', () => {
  it('returns nothing for empty, blank and digit-free text', () => {
    expect(findPhoneNumbers('', 'US')).toEqual([]);
    expect(findPhoneNumbers('   \n\t ', 'US')).toEqual([]);
    expect(findPhoneNumbers('Random text body - number is foobar, see you there', 'US')).toEqual([]);
  });

  it('counts offsets in UTF-16 code units (emoji before the number)', () => {
    const text = '📞📞 Call +44 20 7946 0958 😀';
    const [m] = findPhoneNumbers(text, 'GB');
    expect(m).toBeDefined();
    expect(text.slice(m?.start, m?.end)).toBe('+44 20 7946 0958');
    expect(m?.start).toBe(text.indexOf('+44'));
  });

  it('orders matches by start and never overlaps them', () => {
    const text = Array.from(
      { length: 30 },
      (_, i) => `Tel: (415) 555-01${String(i).padStart(2, '0')}, Fax 020 7946 09${i % 10}0`,
    ).join('; ');
    const found = findPhoneNumbers(text, 'US');
    expect(found.length).toBeGreaterThanOrEqual(30);
    for (let i = 1; i < found.length; i++) expect(found[i]?.start).toBeGreaterThanOrEqual(found[i - 1]?.end ?? 0);
  });

  it('keeps a leading "+" or "(" inside the range and sentence brackets outside it', () => {
    expect(shown('(call +1 650-253-0000)', findPhoneNumbers('(call +1 650-253-0000)', 'US'))).toEqual([
      ['+1 650-253-0000', '+16502530000'],
    ]);
    expect(shown('(650-253-0000)', findPhoneNumbers('(650-253-0000)', 'US'))).toEqual([['650-253-0000', '+16502530000']]);
    expect(shown('[+44 20 7946 0958]', findPhoneNumbers('[+44 20 7946 0958]', 'GB'))).toEqual([
      ['+44 20 7946 0958', '+442079460958'],
    ]);
    expect(shown('(+44) 20 7946 0958', findPhoneNumbers('(+44) 20 7946 0958', 'GB'))).toEqual([
      ['(+44) 20 7946 0958', '+442079460958'],
    ]);
  });

  it('finds only international numbers without a default country, and ignores an unknown one', () => {
    const text = 'Call 020 7946 0958 or +44 20 7946 0959';
    expect(shown(text, findPhoneNumbers(text))).toEqual([['+44 20 7946 0959', '+442079460959']]);
    expect(shown(text, findPhoneNumbers(text, 'XX' as CountryCode))).toEqual([['+44 20 7946 0959', '+442079460959']]);
  });

  it('finds every copy of a number repeated across a long page', () => {
    const text = 'My info: 415-666-7777 123 fake street. '.repeat(200);
    expect(findPhoneNumbers(text, 'US')).toHaveLength(200);
  });

  it('gives up on long digit tables instead of guessing', () => {
    const table = Array.from({ length: 200 }, (_, i) => String(i % 10)).join(' ');
    expect(findPhoneNumbers(table, 'DE')).toEqual([]);
    expect(findPhoneNumbers('9'.repeat(5000), 'US')).toEqual([]);
  });
});

describe('createPhoneDetector', () => {
  it('reports its country and gives the same answers on every call (its cache is invisible)', () => {
    const detector = createPhoneDetector('GB');
    expect(detector.country).toBe('GB');
    const text = 'Office 020 7946 0958 or mobile 07700 900123; Order #123456789';
    const first = detector.find(text);
    expect(shown(text, first)).toEqual([
      ['020 7946 0958', '+442079460958'],
      ['07700 900123', '+447700900123'],
    ]);
    expect(detector.find(text)).toEqual(first);
    expect(detector.find(text.toUpperCase())).toEqual(first);
  });

  it('treats an unsupported country as none', () => {
    expect(createPhoneDetector('ZZ' as CountryCode).country).toBeUndefined();
    expect(createPhoneDetector().country).toBeUndefined();
  });
});

describe('readPhoneDigits agrees with libphonenumber-js', () => {
  // The detector decides validity (and North American numbers) over pre-compiled patterns
  // instead of asking the library each time; it must give the library's answer exactly.
  const countries: CountryCode[] = [
    'US',
    'CA',
    'JM',
    'GB',
    'DE',
    'FR',
    'IT',
    'ES',
    'NL',
    'CH',
    'AT',
    'SE',
    'PL',
    'RU',
    'TR',
    'JP',
    'CN',
  ];
  const more: CountryCode[] = [
    'KR',
    'IN',
    'AU',
    'NZ',
    'BR',
    'MX',
    'AR',
    'ZA',
    'SG',
    'HK',
    'IL',
    'AE',
    'NG',
    'ID',
    'IE',
    'PT',
    'BE',
  ];
  const all = [...countries, ...more];
  const areaCodes = ['212', '415', '650', '555', '800', '876', '787', '268', '441', '416', '604', '345', '684', '900'];
  let seed = 20240115;
  const random = (): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const digits = (n: number): string => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const samples: Array<[string, CountryCode]> = [];
  for (let i = 0; i < 4000; i++) {
    const country = all[i % all.length] as CountryCode;
    const kind = Math.floor(random() * 4);
    let input: string;
    if (kind === 0) input = `+1${areaCodes[Math.floor(random() * areaCodes.length)]}${digits(7)}`;
    else if (kind === 1) input = `+${digits(8 + Math.floor(random() * 6))}`;
    else if (kind === 2) input = `0${digits(6 + Math.floor(random() * 8))}`;
    else input = `${1 + Math.floor(random() * 9)}${digits(6 + Math.floor(random() * 8))}`;
    samples.push([input, country]);
  }

  it('on 4000 generated numbers in 34 countries', () => {
    const differences: string[] = [];
    for (const [input, country] of samples) {
      const phone = parsePhoneNumberFromString(input, country);
      const library = phone?.isPossible() ? { e164: phone.number, valid: phone.isValid() } : null;
      const ours = readPhoneDigits(input, country);
      if (JSON.stringify(ours) !== JSON.stringify(library)) {
        differences.push(`${country} ${input}: ${JSON.stringify(ours)} vs ${JSON.stringify(library)}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('countryFromLocale', () => {
  it.each([
    ['en-GB', 'GB'],
    ['en-US', 'US'],
    ['de-AT', 'AT'],
    ['pt_BR', 'BR'],
    ['zh-Hant-TW', 'TW'],
    ['sr-Latn-RS', 'RS'],
    ['en-US-u-ca-gregory', 'US'],
    ['fr-ca', 'CA'],
    ['ja', 'JP'],
    ['sv', 'SE'],
    ['de', undefined],
    ['en', undefined],
    ['es-419', undefined],
    ['', undefined],
    ['xx-ZZ', undefined],
  ])('%s → %s', (locale, country) => {
    expect(countryFromLocale(locale)).toBe(country);
  });
});

describe('phoneFromTelHref', () => {
  it.each([
    ['tel:+1-650-253-0000', undefined, '+16502530000'],
    ['tel:+16502530000', 'GB', '+16502530000'],
    ['TEL:+44%2020%207946%200958', undefined, '+442079460958'],
    ['tel:%2B49-30-1234567', undefined, '+49301234567'],
    ['tel:(650) 253-0000', 'US', '+16502530000'],
    ['tel:030-1234567;phone-context=+49', undefined, '+49301234567'],
    ['tel:+1-650-253-0000;ext=123', undefined, '+16502530000'],
    ['tel:0301234567', 'DE', '+49301234567'],
    ['tel:0301234567', undefined, undefined],
    ['tel:+1-800-FLOWERS', undefined, undefined],
    ['tel:%E0%A4%A', undefined, undefined],
    ['tel:123', 'US', undefined],
    ['mailto:someone@example.com', 'US', undefined],
    ['https://example.com/tel:+16502530000', 'US', undefined],
  ] as const)('%s (%s) → %s', (href, country, e164) => {
    expect(phoneFromTelHref(href, country)).toBe(e164);
  });
});

describe('reading digits agrees with libphonenumber-js parse + isPossible in every country', () => {
  // The detector reads digits without the library's parser (utils/phone/numbering.ts,
  // possibleNumber); phoneFromTelHref goes straight to that reader, so it is compared here on
  // the shapes where the library's steps differ: "+" and a calling code, an international
  // prefix, a national (trunk) prefix and carrier codes, the home calling code without "+", bare
  // digits, and local numbers that a transform rule completes.
  let seed = 20240601;
  const random = (): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const int = (n: number): number => Math.floor(random() * n);
  const digits = (n: number): string => Array.from({ length: n }, () => int(10)).join('');
  const callingCodes = [
    ...getCountries().map((c) => getCountryCallingCode(c)),
    '800',
    '808',
    '870',
    '878',
    '881',
    '882',
    '883',
    '888',
    '979',
  ];
  const idd = ['00', '011', '0011', '810', '001', '002', '009', '010', '119', '0', '000', '1', '99'];
  const countries = buildFromInstalledLibrary().metadata.countries;
  const samples: Array<[string, CountryCode]> = [];
  for (const country of getCountries()) {
    const cc = getCountryCallingCode(country);
    const national = countries[country]?.[5];
    const trunk = (): string =>
      typeof national === 'string' && random() < 0.7 ? national : (['0', '1', '8', '06', '90'][int(5)] as string);
    const shapes: Array<() => string> = [
      () => `+${digits(3 + int(16))}`,
      () => `+${callingCodes[int(callingCodes.length)]}${digits(4 + int(12))}`,
      () => `+${cc}${random() < 0.3 ? trunk() : ''}${digits(4 + int(12))}`,
      () => `${idd[int(idd.length)]}${random() < 0.5 ? cc : callingCodes[int(callingCodes.length)]}${digits(3 + int(12))}`,
      () => `${trunk()}${digits(3 + int(13))}`,
      () => `${cc}${random() < 0.3 ? trunk() : ''}${digits(3 + int(13))}`,
      () => digits(3 + int(15)),
      () => `1${digits(7)}`,
    ];
    for (const shape of shapes) for (let i = 0; i < 6; i++) samples.push([shape(), country]);
  }

  it(`on ${samples.length} generated inputs in ${getCountries().length} countries`, () => {
    const differences: string[] = [];
    for (const [input, country] of samples) {
      for (const c of [country, undefined]) {
        const phone = c ? parsePhoneNumberFromString(input, c) : parsePhoneNumberFromString(input);
        const library = phone?.isPossible() ? phone.number : undefined;
        const ours = phoneFromTelHref(`tel:${input}`, c);
        if (ours !== library) differences.push(`${c ?? '--'} ${input}: ${ours} vs ${library}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('the detector metadata', () => {
  it('is in sync with the installed libphonenumber-js (else run dev/bench/gen-phone-metadata.ts)', () => {
    const checkedIn = JSON.parse(
      readFileSync(new URL('../../../utils/phone/data/metadata.json', import.meta.url), 'utf8'),
    ) as unknown;
    expect(checkedIn).toEqual(buildFromInstalledLibrary());
  });
});
