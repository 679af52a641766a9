// Where the number belongs: its country (an ISO code in two or three letters, or a name) and a
// location inside it (city, region…). A roaming network's country is where the phone is now, not
// where the number belongs, so it is never read as the number's country.

import alpha3To2 from 'countries-list/minimal/countries.3to2.min.json';
import { isCountry } from '../phone/country';
import { best, type Leaf, last, parent, text, under } from './answer-walk';

export interface Place {
  countryCode?: string;
  countryName?: string;
  location?: string;
}

const ALPHA3: Readonly<Record<string, string>> = alpha3To2;

const NOT_HOME = /roaming|serving|visited|forward/;
/** The carrier's own country, usually the number's too, but second best. */
const CARRIER = /carrier|network|operator|provider/;

const CODE_KEYS = new Set([
  'countrycode',
  'countryiso',
  'countryiso2',
  'countryisocode',
  'isocountrycode',
  'countrycodeiso',
  'countrycodeiso2',
  'iso',
  'iso2',
  'isocode',
  'alpha2',
  'countryalpha2',
  'regioncode',
  'country',
  'countryid',
  'countryshort',
]);
const ALPHA3_KEYS = new Set(['countrycodeiso3', 'countryiso3', 'iso3', 'alpha3', 'countryalpha3', 'countrycode3']);
const NAME_KEYS = new Set(['countryname', 'country', 'countryfullname', 'countrylongname', 'countrynameen']);

/** An ISO 3166-1 alpha-2 code from two or three letters ("gb", "GBR"; "UK" is said for GB). */
export function countryCodeOf(value: unknown, alpha3Allowed: boolean): string | undefined {
  const t = text(value)?.toUpperCase();
  if (!t) return undefined;
  if (t === 'UK') return 'GB';
  if (/^[A-Z]{2}$/.test(t)) return isCountry(t) ? t : undefined;
  if (alpha3Allowed && /^[A-Z]{3}$/.test(t)) return ALPHA3[t];
  return undefined;
}

function countryCode(list: readonly Leaf[]): string | undefined {
  return best(list, (leaf) => {
    if (under(leaf, NOT_HOME, true)) return undefined;
    const key = last(leaf);
    const inCountry = parent(leaf)?.startsWith('country') === true;
    const named = CODE_KEYS.has(key) || (inCountry && ['code', 'iso', 'iso2', 'alpha2', 'id'].includes(key));
    const named3 = ALPHA3_KEYS.has(key) || (inCountry && ['iso3', 'alpha3'].includes(key));
    // A three-letter value under a plain `country_code` is alpha-3 too (Syniverse-like "GBR").
    // `network_country`, `carrier_country`: the network's country, usually the number's too.
    const other = !named && !named3 && /country$/.test(key);
    const code = named || named3 || other ? countryCodeOf(leaf.value, true) : undefined;
    if (!code) return undefined;
    return { rank: other || under(leaf, CARRIER) ? 1 : 0, value: code };
  });
}

function countryName(list: readonly Leaf[]): string | undefined {
  return best(list, (leaf) => {
    if (under(leaf, NOT_HOME, true)) return undefined;
    const key = last(leaf);
    const inCountry = parent(leaf)?.startsWith('country') === true;
    if (!NAME_KEYS.has(key) && !(inCountry && key === 'name')) return undefined;
    const t = text(leaf.value);
    // A name has letters and is longer than a code.
    if (!t || t.length <= 3 || !/\p{L}{2}/u.test(t) || /\d/.test(t)) return undefined;
    return { rank: under(leaf, CARRIER) ? 1 : 0, value: t };
  });
}

const CITY_KEYS = new Set(['city', 'town', 'locality', 'place', 'ratecenter', 'cityname']);
const REGION_KEYS = new Set(['state', 'region', 'province', 'county', 'district', 'statecode', 'regionname', 'statename']);
const LOCATION_KEYS = new Set([
  'location',
  'geo',
  'geolocation',
  'registeredlocation',
  'phoneregion',
  'area',
  'areaname',
  'geographicarea',
  'numberlocation',
  'description',
]);

function placeText(value: unknown): string | undefined {
  const t = text(value);
  if (!t || /^unknown$/i.test(t) || !/\p{L}/u.test(t)) return undefined;
  return t;
}

function location(list: readonly Leaf[], country: { code?: string; name?: string }): string | undefined {
  const sameAsCountry = (t: string) => t.toLowerCase() === country.name?.toLowerCase() || t.toUpperCase() === country.code;
  return best(list, (leaf) => {
    if (under(leaf, NOT_HOME, true) || under(leaf, /^country/)) return undefined;
    const key = last(leaf);
    const inLocation = leaf.keys.slice(0, -1).some((k) => LOCATION_KEYS.has(k));
    // `description` names a location only inside one (`location.description`).
    if (key === 'description' && !inLocation) return undefined;
    const city = CITY_KEYS.has(key);
    const region = REGION_KEYS.has(key);
    if (!city && !region && !LOCATION_KEYS.has(key)) return undefined;
    const t = placeText(leaf.value);
    if (!t || sameAsCountry(t)) return undefined;
    if (city) {
      // "Mountain View, CA": the region beside the city, when there is one.
      const regionKey = Object.keys(leaf.holder).find((k) => REGION_KEYS.has(k.toLowerCase().replace(/[\s_-]/g, '')));
      const r = regionKey ? placeText(leaf.holder[regionKey]) : undefined;
      return { rank: 0, value: r && r !== t && !sameAsCountry(r) ? `${titleCase(t)}, ${r}` : titleCase(t) };
    }
    return { rank: region ? 1 : 0, value: region ? titleCase(t) : t };
  });
}

/** "WAUKEGAN" → "Waukegan"; a name already in mixed case is left alone. */
function titleCase(t: string): string {
  if (t !== t.toUpperCase() || t.length <= 3) return t;
  return t.toLowerCase().replace(/(^|[\s\-'])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

export function readPlace(list: readonly Leaf[]): Place {
  const out: Place = {};
  const code = countryCode(list);
  const name = countryName(list);
  if (code) out.countryCode = code;
  if (name) out.countryName = name;
  const where = location(list, { ...(code ? { code } : {}), ...(name ? { name } : {}) });
  if (where) out.location = where;
  return out;
}
