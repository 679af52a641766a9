// The country that reads numbers written without a +code (utils/locale-country's effectiveCountry).
// A chosen default country is known at once. Only without one is the browser's language consulted,
// and that table lives with the page detector (utils/phone-detect), too much to parse before the
// first paint, so it is imported after it; the picker says "Intl." for that moment.
import type { CountryCode } from 'libphonenumber-js/core';
import { useEffect, useState } from 'preact/hooks';

type LocaleCountry = typeof import('@/utils/locale-country');

/** `setting` is the stored default country, or undefined while the settings are not read yet. */
export function useEffectiveCountry(setting: CountryCode | '' | undefined): CountryCode | undefined {
  const [locale, setLocale] = useState<LocaleCountry | undefined>(undefined);
  const needed = setting === '' && locale === undefined;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    import('@/utils/locale-country').then(
      (m) => {
        if (live) setLocale(m);
      },
      () => {
        // No country from the language then: numbers need their +code, as with an unknown locale.
      },
    );
    return () => {
      live = false;
    };
  }, [needed]);
  if (setting === undefined) return undefined;
  return locale ? locale.effectiveCountry(setting, navigator.language) : setting || undefined;
}
