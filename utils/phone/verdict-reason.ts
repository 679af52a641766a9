// Why a number the service called "not valid" is not, in words, from the numbering plans we ship:
// too short, too long, no such country code, or digits in no range in use. Worked out when the
// answer arrives, over the background's one numbering data set (numbering-data.ts, passed in), and
// kept with the check in history.
import { type MetadataJson, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/core';

let names: Intl.DisplayNames | undefined;

/** "+61 (Australia)"; "+44 (United Kingdom and others)" for a code several countries share. */
function codeWithCountry(callingCode: string, data: MetadataJson): string {
  // The numbering plans list the main country of a shared code first.
  const countries = (data.country_calling_codes as Readonly<Record<string, readonly string[]>>)[callingCode] ?? [];
  const main = countries[0];
  if (!main || main === '001') return `+${callingCode}`;
  names ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return `+${callingCode} (${names.of(main) ?? main}${countries.length > 1 ? ' and others' : ''})`;
}

export function notValidReason(e164: string, data: MetadataJson): string {
  const parsed = parsePhoneNumberFromString(e164, data);
  const code = parsed?.countryCallingCode ?? /^\+(\d{1,3})/.exec(e164)?.[1] ?? '';
  const where = code ? codeWithCountry(code, data) : '';
  switch (validatePhoneNumberLength(e164, data)) {
    case 'INVALID_COUNTRY':
      return 'No country uses this calling code.';
    case 'TOO_SHORT':
      return `Too short for a ${where} number.`;
    case 'TOO_LONG':
      return `Too long for a ${where} number.`;
    case 'INVALID_LENGTH':
      return `No ${where} number has this many digits.`;
    case 'NOT_A_NUMBER':
      return 'These digits cannot be a phone number.';
  }
  if (parsed && !parsed.isValid()) return `No ${where} number in use starts like this.`;
  return 'The service gave no reason; the number fits its country’s numbering plan, so it may be unassigned or disconnected.';
}
