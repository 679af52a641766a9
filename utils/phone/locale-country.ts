// The country a browser locale points at, for reading numbers written without a +code. Small and
// free of numbering plans (utils/phone/country's table), so the popup, the options page and the
// background can read it before anything else loads.
import type { CountryCode } from 'libphonenumber-js/core';
import { isCountry, readCountry } from './country';

/**
 * Languages spoken almost only in one country, used when a locale has no region ("ja"). Broad
 * languages ("en", "es", "de", "fr", "ar", "pt", "zh", "ru") give no country: guessing wrong
 * would misread every national number on the page.
 */
const LANGUAGE_COUNTRY: ReadonlyMap<string, string> = new Map(
  (
    'ja:JP ko:KR he:IL iw:IL th:TH vi:VN pl:PL cs:CZ sk:SK hu:HU ro:RO bg:BG uk:UA el:GR tr:TR da:DK fi:FI ' +
    'is:IS et:EE lv:LV lt:LT sl:SI hr:HR ka:GE hy:AM fa:IR id:ID ms:MY nb:NO nn:NO no:NO sv:SE it:IT nl:NL ' +
    'ga:IE mt:MT sq:AL mk:MK km:KH lo:LA my:MM mn:MN ne:NP si:LK bn:BD ur:PK tl:PH fil:PH sw:TZ am:ET'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** 'en-GB' → 'GB', 'zh-Hant-TW' → 'TW', 'ja' → 'JP'; a language spoken in many countries ('en', 'de') gives undefined. */
export function countryFromLocale(locale: string | undefined): CountryCode | undefined {
  if (!locale) return undefined;
  // Extensions ("-u-ca-gregory", "-x-…") come after a singleton subtag and are not regions.
  const parts = locale.trim().split(/[-_]/);
  const singleton = parts.findIndex((p, i) => i > 0 && p.length === 1);
  const subtags = singleton === -1 ? parts : parts.slice(0, singleton);
  const language = (subtags[0] ?? '').toLowerCase();
  // The region is the first 2-letter subtag after the language (scripts have 4 letters, and
  // UN M.49 regions like "419" are not countries).
  const region = subtags.slice(1).find((p) => /^[A-Za-z]{2}$/.test(p));
  const candidate = region ? region.toUpperCase() : LANGUAGE_COUNTRY.get(language);
  return isCountry(candidate) ? candidate : undefined;
}

/**
 * The country used to read numbers written without a country code: the settings' default country,
 * or where none is set ('') the one the browser's locale points at. The only place that decides it.
 */
export function effectiveCountry(
  settings: { defaultCountry: CountryCode | '' },
  locale: string | undefined = globalThis.navigator?.language,
): CountryCode | undefined {
  return settings.defaultCountry || countryFromLocale(locale);
}

/**
 * The country to read a number picked on a page with (a selection, a `tel:` link): the one the page
 * says it is from (`said`, from its content script: untrusted, so checked here), when the "page's
 * country" setting is on; else effectiveCountry.
 */
export function pageReadingCountry(
  settings: { defaultCountry: CountryCode | ''; usePageCountry: boolean },
  said: unknown,
  locale?: string,
): CountryCode | undefined {
  const page = settings.usePageCountry ? readCountry(said) : undefined;
  return page ?? effectiveCountry(settings, locale);
}
