// The country that reads numbers written without a +code (utils/locale-country's effectiveCountry):
// the chosen default country, else the one the browser's language points at.
import type { CountryCode } from 'libphonenumber-js/core';
import { effectiveCountry } from '@/utils/locale-country';

/** `setting` is the stored default country, or undefined while the settings are not read yet. */
export function useEffectiveCountry(setting: CountryCode | '' | undefined): CountryCode | undefined {
  return setting === undefined ? undefined : effectiveCountry(setting, navigator.language);
}
