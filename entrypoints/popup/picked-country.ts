// A country picked in the popup holds for the number it was picked for, not silently for the next:
// it is bound to that number's digits. Typing on (or picking before typing) extends the binding;
// once the field holds digits that are neither a continuation nor an edit of them, it is a new
// number, and the picker goes back to the default country — and says so.

export interface PickedCountry<C extends string = string> {
  country: C;
  /** The digits of the number it was picked for ('' when picked before any was typed). */
  digits: string;
}

const digitsOf = (text: string): string => text.replace(/\D/g, '');

export function pickFor<C extends string>(country: C, text: string): PickedCountry<C> {
  return { country, digits: digitsOf(text) };
}

/** The pick, still bound to the number now typed (with its digits updated), or undefined for a new number. */
export function keepPicked<C extends string>(picked: PickedCountry<C>, text: string): PickedCountry<C> | undefined {
  const digits = digitsOf(text);
  // Cleared, or the number being typed or corrected: still the same number.
  if (digits === '' || digits.startsWith(picked.digits) || picked.digits.startsWith(digits)) {
    return digits.length > picked.digits.length ? { country: picked.country, digits } : picked;
  }
  // A few digits changed in place (a typo fixed): the same number.
  if (digits.length === picked.digits.length && differences(digits, picked.digits) <= 2)
    return { country: picked.country, digits };
  return undefined;
}

function differences(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}
