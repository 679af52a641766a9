// Why a number the service called "not valid" is not, in words, from the numbering plans we ship:
// too short, too long, no such country code, or digits in no range in use. Worked out when the
// answer arrives (the background has the plans loaded) and kept with the check in history.

import metadata from 'libphonenumber-js/metadata.min.json';
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';
import { countryName } from '../i18n/format';
import { t } from '../i18n/t';

const MAIN_COUNTRIES: Readonly<Record<string, readonly string[]>> = metadata.country_calling_codes;

/** "+61 (Australia)"; "+44 (United Kingdom and others)" for a code several countries share. */
function codeWithCountry(callingCode: string): string {
  // The numbering plans list the main country of a shared code first.
  const countries = MAIN_COUNTRIES[callingCode] ?? [];
  const main = countries[0];
  if (!main || main === '001') return `+${callingCode}`;
  const country = countryName(main) ?? main;
  return countries.length > 1
    ? t('reason_codeShared', { code: callingCode, country })
    : t('reason_code', { code: callingCode, country });
}

export function notValidReason(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const code = parsed?.countryCallingCode ?? /^\+(\d{1,3})/.exec(e164)?.[1] ?? '';
  const where = code ? codeWithCountry(code) : '';
  switch (validatePhoneNumberLength(e164)) {
    case 'INVALID_COUNTRY':
      return t('reason_noCountry');
    case 'TOO_SHORT':
      return t('reason_tooShort', { code: where });
    case 'TOO_LONG':
      return t('reason_tooLong', { code: where });
    case 'INVALID_LENGTH':
      return t('reason_badLength', { code: where });
    case 'NOT_A_NUMBER':
      return t('reason_notANumber');
  }
  if (parsed && !parsed.isValid()) return t('reason_notInUse', { code: where });
  return t('reason_unknown');
}
