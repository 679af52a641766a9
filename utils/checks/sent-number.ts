// What one check sends in the `number` parameter, and whether the number's extension or dial
// pause goes with it (the "send extensions" setting, off by default: most services check the line,
// and an unknown suffix may make them refuse the number). The answer cache is keyed by what was
// sent (cacheKey in check-record.ts), so "+1 415 555 0132 ext. 204" sent with its extension never
// reuses the main number's answer, and sent without it never spends a second credit.
import { isDialPause, type NumberFormat, numberForService, type TypedNumber } from '../phone/typed-number';

export interface SentNumber {
  /** The `number` parameter. */
  sent: string;
  /** The extension (or pause sequence) went with it; the cache key carries it then. */
  extensionSent: boolean;
}

/**
 * The extension travels in RFC 3966's form (`;ext=204`) after the number in E.164 or digits, as
 * typed after a number sent as typed, and pauses as written: a service that knows extensions knows
 * one of these; one that does not refuses the number rather than check a wrong one.
 */
export function sentNumber(n: TypedNumber, format: NumberFormat, sendExtensions: boolean): SentNumber {
  const base = numberForService(n, format);
  const ext = n.extension;
  if (!ext || !sendExtensions) return { sent: base, extensionSent: false };
  if (format === 'as-typed' && !n.vanity) return { sent: n.input, extensionSent: true };
  return { sent: isDialPause(ext) ? `${base}${ext}` : `${base};ext=${ext}`, extensionSent: true };
}
