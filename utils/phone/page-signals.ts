// The country a page says it is from, read from what the page declares about itself: a region in
// `<html lang>` ("fr-FR"), the Content-Language it declares (`<meta http-equiv>`), and its host's
// country-code domain (".fr", ".co.uk"). Pure and free of numbering data: it runs in every frame's
// content script, and the background checks the code against its own data before using it.

/** Country-code domains sold and used worldwide for their letters (".io", ".tv", ".co"), which say nothing of a country. */
const GENERIC_CCTLDS = new Set(
  'ac ad ag ai am as bz cc cd cf co cx dj fm ga gg gl gq gs im io je la ld ly md me ml ms mu nu pw sc sh so st su tk tl to tv vc vg ws eu'.split(
    ' ',
  ),
);

/** The region of a language tag: 'fr-FR' → 'FR', 'zh-Hant-TW' → 'TW'; 'fr', 'es-419' and 'x-klingon' → undefined. */
export function regionOfLanguageTag(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  const subtags = tag.trim().split(/[-_]/);
  for (let i = 1; i < subtags.length; i++) {
    const s = subtags[i] as string;
    if (s.length === 1) return undefined; // an extension or private use follows
    if (/^[A-Za-z]{2}$/.test(s)) return s.toUpperCase();
  }
  return undefined;
}

/** The first region of a Content-Language list ("de-DE, en" → 'DE'). */
export function regionOfContentLanguage(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  for (const tag of value.split(',')) {
    const region = regionOfLanguageTag(tag);
    if (region) return region;
  }
  return undefined;
}

/** The country of a host's country-code domain: 'shop.example.fr' → 'FR', 'bbc.co.uk' → 'GB'; '.com', '.io' and addresses → undefined. */
export function countryOfHost(host: string | null | undefined): string | undefined {
  if (!host || /^[\d.]+$|:/.test(host)) return undefined;
  const tld = host.toLowerCase().replace(/\.$/, '').split('.').pop() ?? '';
  if (!/^[a-z]{2}$/.test(tld) || GENERIC_CCTLDS.has(tld)) return undefined;
  return tld === 'uk' ? 'GB' : tld.toUpperCase();
}

export interface PageSignals {
  lang?: string | null;
  contentLanguage?: string | null;
  host?: string | null;
}

/** The country the page says it is from, the most explicit statement first; undefined when it says none. */
export function pageCountryOf(page: PageSignals): string | undefined {
  return regionOfLanguageTag(page.lang) ?? regionOfContentLanguage(page.contentLanguage) ?? countryOfHost(page.host);
}

/**
 * The country of the section an element is in, from the nearest `lang` above it other than the
 * page's own (`<section lang="fr-FR">` in an English page → 'FR'); undefined when that `lang` has
 * no region, or there is none.
 */
export function sectionCountryOf(el: Element): string | undefined {
  const section = el.closest('[lang]');
  if (!section || section === el.ownerDocument.documentElement) return undefined;
  return regionOfLanguageTag(section.getAttribute('lang'));
}

/** The signals of a document, read once when highlighting starts. */
export function documentSignals(doc: Document): PageSignals {
  let contentLanguage: string | null = null;
  for (const meta of doc.head?.querySelectorAll('meta[http-equiv]') ?? []) {
    if (meta.getAttribute('http-equiv')?.toLowerCase() === 'content-language') {
      contentLanguage = meta.getAttribute('content');
      break;
    }
  }
  return { lang: doc.documentElement?.lang, contentLanguage, host: doc.location?.hostname };
}
