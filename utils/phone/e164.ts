// The shape of an E.164 number as it travels between the parts: "+", a first digit that is not 0,
// at most 19 digits in all. A message that names a number in any other shape is malformed.
export const E164 = /^\+[1-9]\d{1,18}$/;

export function isE164(value: unknown): value is string {
  return typeof value === 'string' && E164.test(value);
}
