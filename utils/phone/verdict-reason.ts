// Why a number the service called "not valid" is not, in words, from the numbering plans we ship:
// too short, too long, no such country code, or digits in no range in use. Worked out when the
// answer arrives, over the background's one numbering data set (numbering-data.ts, passed in), and
// kept with the check in history.
import { type MetadataJson, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/core';
import { countryName } from '../i18n/format';
import { t } from '../i18n/t';

/** "+61 (Australia)"; "+44 (United Kingdom and others)" for a code several countries share. */
function codeWithCountry(callingCode: string, data: MetadataJson): string {
  // The numbering plans list the main country of a shared code first.
  const countries = (data.country_calling_codes as Readonly<Record<string, readonly string[]>>)[callingCode] ?? [];
  const main = countries[0];
  if (!main || main === '001') return `+${callingCode}`;
  const country = countryName(main) ?? main;
  return countries.length > 1
    ? t('reason_codeShared', { code: callingCode, country })
    : t('reason_code', { code: callingCode, country });
}

export function notValidReason(e164: string, data: MetadataJson): string {
  const parsed = parsePhoneNumberFromString(e164, data);
  const code = parsed?.countryCallingCode ?? /^\+(\d{1,3})/.exec(e164)?.[1] ?? '';
  const where = code ? codeWithCountry(code, data) : '';
  switch (validatePhoneNumberLength(e164, data)) {
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
