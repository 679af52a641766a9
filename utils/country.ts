// Reading an ISO country code from untrusted input. Kept apart from settings so the content
// script, which validates messages, does not pull in storage code or the full metadata.
import type { CountryCode } from 'libphonenumber-js/core';
import { isSupported } from './phone-numbering';

export function readCountry(value: unknown): CountryCode | undefined {
  return typeof value === 'string' && isSupported(value) ? value : undefined;
}
