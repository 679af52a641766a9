// The background ships one numbering data set (utils/phone/numbering-data.ts: the library's data
// without its formatting rules) and reads typed and picked numbers over it with the library's own
// parser; the popup reads the same text over the library's full data. Every typed number must read
// the same both ways, and so must the reason a number is not valid.
import { isDeepStrictEqual } from 'node:util';
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import fullMetadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { CORPUS } from '@/dev/bench/corpus';
import { normalizeNumber } from '@/utils/phone/normalize';
import { numberingData } from '@/utils/phone/numbering-data';
import { readTypedNumber } from '@/utils/phone/typed-number';
import { notValidReason } from '@/utils/phone/verdict-reason';

const fullData = fullMetadata as unknown as MetadataJson;

/** Text as a person types it into the lookup field or selects it on a page, with its country. */
function typedInputs(): Array<[string, CountryCode | undefined]> {
  const inputs = new Map<string, [string, CountryCode | undefined]>();
  const add = (text: string, country: CountryCode | undefined) => inputs.set(`${country}|${text}`, [text, country]);
  // The detection corpus: every number as written, and every short text (a selection), traps too.
  for (const c of CORPUS) {
    for (const e of c.expected) add(e.raw, c.country);
    if (c.text.length <= 64) add(c.text, c.country);
  }
  // The layouts people type, in countries with a trunk prefix, carrier codes, shared calling
  // codes, leading-digit rules and local numbers a rule completes.
  const typed: Array<[CountryCode, string[]]> = [
    ['US', ['(650) 253-0000', '650.253.0000', '1-650-253-0000', '011 44 20 7946 0018', '+1 (555) 010-0000', '1-800-FLOWERS']],
    ['CA', ['613-555-0199', '+1 613 555 0199 x12', '555-0199']],
    ['GB', ['020 7946 0018', '07700 900123', '+44 (0)20 7946 0018', '00 33 1 42 68 53 00', '0800 123 4567', '08456 000 000']],
    ['DE', ['030 1234567', '0151 2345 6789', '+49 (0)30 1234567', '4930123456', '0049 30 123456', '030 1234567-89']],
    ['FR', ['01 42 68 53 00', '06 12 34 56 78', '+33 6 12 34 56 78', '0033 1 42 68 53 00']],
    ['AU', ['(02) 9374 4000', '0412 345 678', '13 11 26', '1800 123 456', '0011 44 20 7946 0018']],
    ['BR', ['(11) 91234-5678', '0 21 11 91234 5678', '+55 11 3456-7890']],
    ['AR', ['011 15-2345-6789', '+54 9 11 2345 6789', '0351 15 123 4567']],
    ['MX', ['55 1234 5678', '044 55 1234 5678', '+52 1 55 1234 5678']],
    ['IT', ['06 1234 5678', '+39 06 1234 5678', '312 345 6789']],
    ['SM', ['0549 123456', '+378 123456']],
    ['RU', ['8 (495) 123-45-67', '+7 701 123 4567', '8 10 44 20 7946 0018']],
    ['JP', ['03-1234-5678', '090-1234-5678', '+81 3 1234 5678']],
    ['IN', ['098765 43210', '+91 98765 43210', '022 2345 6789']],
    ['GG', ['01481 123456', '+44 1481 123456']],
    ['PR', ['787 123 4567', '+1 787 123 4567']],
  ];
  for (const [country, texts] of typed) for (const t of texts) add(t, country);
  // Each of those in the other listed countries and with no country, where "+" and "00" decide.
  const countries: Array<CountryCode | undefined> = [...typed.map(([c]) => c), undefined];
  for (const [, texts] of typed) for (const t of texts) for (const c of countries) add(t, c);
  return [...inputs.values()];
}

/** Every field of the background's reading, from the popup's (which adds two formatted forms). */
function popupReading(text: string, country: CountryCode | undefined) {
  const n = normalizeNumber(text, country);
  if (!n) return undefined;
  const { international: _i, national: _n, ...reading } = n;
  return reading;
}

function differences(data: MetadataJson, inputs: Array<[string, CountryCode | undefined]>): string[] {
  const out: string[] = [];
  for (const [text, country] of inputs) {
    const ours = readTypedNumber(text, country, data);
    const theirs = popupReading(text, country);
    if (!isDeepStrictEqual(ours, theirs)) {
      out.push(`${country ?? '--'} ${JSON.stringify(text)}: ${JSON.stringify(ours)} vs ${JSON.stringify(theirs)}`);
    }
    if (ours && notValidReason(ours.e164, data) !== notValidReason(ours.e164, fullData)) {
      out.push(`reason for ${ours.e164}: ${notValidReason(ours.e164, data)} vs ${notValidReason(ours.e164, fullData)}`);
    }
  }
  return out;
}

describe('one numbering data set in the background', () => {
  const inputs = typedInputs();

  it(`reads ${inputs.length} typed numbers as the popup does over the library's full data`, () => {
    expect(inputs.length).toBeGreaterThan(900);
    expect(differences(numberingData, inputs)).toEqual([]);
  });

  it('the comparison sees a difference in the data: a plan without its national prefix reads apart', () => {
    const countries = { ...(numberingData.countries as Record<string, unknown[]>) };
    const de = [...(countries.DE as unknown[])];
    de[5] = null; // national prefix "0"
    countries.DE = de;
    const damaged = { ...numberingData, countries } as unknown as MetadataJson;
    expect(differences(damaged, inputs).length).toBeGreaterThan(0);
  });
});
