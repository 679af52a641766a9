// The popup's reading of a typed number: the background's reading (typed-number.ts) over the
// library's full data, which also holds how each country writes its numbers, so the hint can show
// "+44 20 7946 0018". The background reads the same number over its own, smaller data set
// (numbering-data.ts); the unit tests check that both readings agree.
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';
import { parseTyped, type TypedNumber } from './typed-number';

export interface NormalizedNumber extends TypedNumber {
  international: string;
  national: string;
}

const fullData = metadata as unknown as MetadataJson;

export function normalizeNumber(input: string, defaultCountry?: CountryCode): NormalizedNumber | undefined {
  const read = parseTyped(input, defaultCountry, fullData);
  return (
    read && {
      ...read.number,
      international: read.phone.formatInternational(),
      national: read.phone.formatNational(),
    }
  );
}
