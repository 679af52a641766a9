// The one numbering data set the background ships: libphonenumber-js's own data with the
// formatting rules taken out (utils/phone/data/metadata.json, made by dev/bench/gen-phone-metadata.ts).
// The detector reads page text over it (numbering.ts), and the background reads typed and picked
// numbers over it with the library's own parser (typed-number.ts, verdict-reason.ts): parsing,
// "possible" and "valid" never read a format, and a unit test reads typed numbers identically over
// it and over the library's full data. Only the popup, which prints numbers as their country writes
// them, loads the library's data with its formats (normalize.ts, as-you-type.ts).
import type { MetadataJson } from 'libphonenumber-js/core';
import detectorData from './data/metadata.json';

export const numberingData = detectorData.metadata as unknown as MetadataJson;

/**
 * Countries whose numbers are written with their trunk prefix ("030 …"), each with the leading
 * digits of the numbers written without it (a regular expression source, '' for none).
 */
export const trunkPrefixWritten: Readonly<Record<string, string>> = detectorData.trunkPrefixWritten;
