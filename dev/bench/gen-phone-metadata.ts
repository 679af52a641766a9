// Builds utils/phone/data/metadata.json, the numbering-plan data the page detector ships with, and
// utils/phone/data/country-calling-codes.json, the country list the settings and pickers read.
//
// Why not `libphonenumber-js/min` as is: its metadata alone is ~83 KB of the content script's
// 120 KB budget, and half of it is formatting rules (how to print a number), which detection
// never uses — parsing, "possible" and "valid" only read prefixes, lengths and number patterns.
// So the formats are dropped, and the one thing the detector wants from them is kept as a short
// list: the countries whose numbers are written nationally with their trunk prefix (DE "030 …",
// GB "020 …"), where a bare "301234567" is more likely an id than a phone number.
//
// Run: npx tsx dev/bench/gen-phone-metadata.ts   (after upgrading libphonenumber-js)
// A unit test fails while the checked-in file is out of date with the installed library.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import minMetadata from 'libphonenumber-js/metadata.min.json';

// Index of each field in a country entry of libphonenumber-js's compact metadata (format v4).
const FORMATS = 4;
const NATIONAL_PREFIX = 5;
const NP_FORMATTING_RULE = 6;
const NP_OPTIONAL = 9;
// Inside one format entry.
const FORMAT_LEADING_DIGITS = 2;
const FORMAT_NP_RULE = 3;
const FORMAT_NP_OPTIONAL = 4;

type Entry = unknown[];
interface MinMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, Entry>;
  nonGeographic?: Record<string, Entry>;
}

export interface DetectorMetadataFile {
  /** Which library data this was cut from, so a stale copy is easy to spot. */
  source: string;
  /** libphonenumber-js metadata with the formats emptied: parse, isPossible and isValid still work. */
  metadata: MinMetadata;
  /**
   * Countries whose national numbers are written with the trunk prefix in most formats, each
   * with the leading digits (a regular expression source, '' for none) of those written without.
   */
  trunkPrefixWritten: Record<string, string>;
}

/**
 * For a country where most formats put the national prefix in front and call it mandatory:
 * the leading digits of the numbers written without it (AU "13 11 26", "1800 …"), as one
 * regular expression source ('' when there are none). Undefined for other countries.
 */
function trunkPrefixRule(entry: Entry): string | undefined {
  const prefix = entry[NATIONAL_PREFIX];
  if (typeof prefix !== 'string' || prefix === '') return undefined;
  const formats = Array.isArray(entry[FORMATS]) ? (entry[FORMATS] as Entry[]) : [];
  if (formats.length === 0) return undefined;
  let written = 0;
  const without: string[] = [];
  for (const f of formats) {
    const rule = f[FORMAT_NP_RULE] ?? entry[NP_FORMATTING_RULE];
    const optional = f[FORMAT_NP_OPTIONAL] ?? entry[NP_OPTIONAL];
    if (typeof rule === 'string' && rule.includes(prefix) && !optional) {
      written++;
    } else {
      const leading = Array.isArray(f[FORMAT_LEADING_DIGITS]) ? (f[FORMAT_LEADING_DIGITS] as string[])[0] : undefined;
      // A format for any leading digits would exempt everything: then the country does not count.
      if (!leading) return undefined;
      without.push(leading);
    }
  }
  if (written * 2 <= formats.length) return undefined;
  return without.map((l) => `(?:${l})`).join('|');
}

function withoutFormats(entry: Entry): Entry {
  const copy = entry.slice();
  if (copy.length > FORMATS) copy[FORMATS] = 0;
  return copy;
}

export function buildDetectorMetadata(source: MinMetadata): DetectorMetadataFile {
  const countries: Record<string, Entry> = {};
  const trunk: Record<string, string> = {};
  for (const [code, entry] of Object.entries(source.countries)) {
    countries[code] = withoutFormats(entry);
    const rule = trunkPrefixRule(entry);
    if (rule !== undefined) trunk[code] = rule;
  }
  const metadata: MinMetadata = { ...source, countries };
  if (source.nonGeographic) {
    metadata.nonGeographic = Object.fromEntries(
      Object.entries(source.nonGeographic).map(([cc, entry]) => [cc, withoutFormats(entry)]),
    );
  }
  return {
    source: `libphonenumber-js metadata.min.json, metadata version ${source.version}, formats removed`,
    metadata,
    trunkPrefixWritten: trunk,
  };
}

export function buildFromInstalledLibrary(): DetectorMetadataFile {
  return buildDetectorMetadata(minMetadata as unknown as MinMetadata);
}

/**
 * Every country the library knows, with its calling code: all that settings, messages and the
 * country pickers need. A table of ~2 KB, so the popup and options page do not load the numbering
 * plans (~45 KB) before their first paint just to check that "DE" is a country.
 */
export function buildCallingCodes(source: MinMetadata = minMetadata as unknown as MinMetadata): Record<string, string> {
  const table: Record<string, string> = {};
  for (const [callingCode, countries] of Object.entries(source.country_calling_codes)) {
    for (const country of countries) table[country] = callingCode;
  }
  return Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
}

function write(name: string, data: unknown): void {
  const out = fileURLToPath(new URL(`../../utils/phone/data/${name}`, import.meta.url));
  // Two-space JSON is also what the repository's formatter writes, so `biome check` stays clean.
  writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`wrote ${out}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  write('metadata.json', buildFromInstalledLibrary());
  write('country-calling-codes.json', buildCallingCodes());
}
