// The countries a number written without its +code most likely belongs to, when it cannot be one
// of the chosen country's: ranked by whether it is a number in use there, the browser's languages,
// the countries of recent checks, and how closely the way it was typed matches the country's own
// layout. For the lookup field's "Check as +44 20 7946 0018, United Kingdom".
import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { countryFromLocale } from './locale-country';

export interface CountryChoice {
  country: CountryCode;
  e164: string;
  international: string;
  valid: boolean;
  /** Typed with the spacing the country itself uses ("020 7946 0018"). */
  sameLayout: boolean;
}

export interface LikelyContext {
  /** The browser's languages, most preferred first (navigator.languages). */
  languages: readonly string[];
  /** Countries of recent checks, most recent first. */
  recent: readonly CountryCode[];
}

/** Countries where a language is spoken by most people, for a language without a region ("en"). */
const LANGUAGE_COUNTRIES: Readonly<Record<string, readonly CountryCode[]>> = {
  en: ['US', 'GB', 'CA', 'AU', 'IE', 'NZ', 'ZA', 'IN', 'SG'],
  de: ['DE', 'AT', 'CH'],
  fr: ['FR', 'BE', 'CH', 'CA', 'LU'],
  nl: ['NL', 'BE'],
  es: ['ES', 'MX', 'AR', 'CO', 'CL', 'PE'],
  pt: ['PT', 'BR'],
  it: ['IT', 'CH'],
  sv: ['SE'],
  da: ['DK'],
  nb: ['NO'],
  pl: ['PL'],
};

/**
 * Where the extension's users most often have numbers from, as a last tie-break between countries
 * a number fits equally well ("01 42 68 53 00" is French before it is Beninese).
 */
const COMMON: readonly CountryCode[] = [
  'US',
  'GB',
  'DE',
  'FR',
  'CA',
  'NL',
  'AU',
  'IT',
  'ES',
  'IE',
  'BE',
  'CH',
  'AT',
  'SE',
  'DK',
  'NO',
  'PL',
  'PT',
  'IN',
  'BR',
  'MX',
  'JP',
  'NZ',
  'ZA',
  'SG',
];

const spacing = (s: string): string => s.replace(/[0-9]/g, '0').replace(/[^0 ]/g, ' ').replace(/ +/g, ' ').trim();

export function likelyCountries(
  typed: string,
  current: CountryCode | undefined,
  ctx: LikelyContext,
  /** The number as read for the current country: another country reading the same is no choice. */
  currentE164?: string,
  limit = 3,
): CountryChoice[] {
  const text = typed.trim();
  if (text.startsWith('+') || !/\d/.test(text)) return [];
  const regions = new Set<CountryCode>();
  const spoken = new Set<CountryCode>();
  for (const l of ctx.languages) {
    const region = countryFromLocale(l);
    if (region) regions.add(region);
    for (const c of LANGUAGE_COUNTRIES[l.split(/[-_]/)[0]?.toLowerCase() ?? ''] ?? []) spoken.add(c);
  }
  const seen = new Map<string, { choice: CountryChoice; score: number }>();
  for (const country of getCountries()) {
    if (country === current) continue;
    const parsed = parsePhoneNumberFromString(text, country);
    if (!parsed?.isPossible()) continue;
    const owner = parsed.country ?? country;
    if (owner === current || parsed.number === currentE164 || seen.has(parsed.number)) continue;
    const valid = parsed.isValid();
    let score = valid ? 8 : 0;
    if (regions.has(owner)) score += 4;
    else if (spoken.has(owner)) score += 2;
    const recent = ctx.recent.indexOf(owner);
    if (recent >= 0) score += 3 - Math.min(2, recent / 3);
    const sameLayout = spacing(parsed.formatNational()) === spacing(text);
    if (sameLayout) score += 2;
    const common = COMMON.indexOf(owner);
    if (common >= 0) score += 1.5 * (1 - common / COMMON.length);
    seen.set(parsed.number, {
      choice: { country: owner, e164: parsed.number, international: parsed.formatInternational(), valid, sameLayout },
      score,
    });
  }
  return [...seen.values()]
    .filter((s) => s.choice.valid || s.score >= 4)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((s) => s.choice);
}
