// "Not a phone number": the text a person dismissed, as it is kept and compared. Its digits and a
// leading "+" only, so "(555) 123-4567" and "555.123.4567" on the same site are the same text,
// and what is kept says nothing of the page around it. Pure: the content script, the background
// and the settings page all read it the same (docs/architecture.md#hover-chip-on-a-highlighted-number).

/** The longest text a page may hand in to dismiss, before it is read (a phone number is far shorter). */
export const MAX_DISMISS_INPUT = 100;

/** The normalised form of a highlight's text, or undefined when it cannot be a number's (too few or too many digits). */
export function dismissedTextOf(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.length > MAX_DISMISS_INPUT) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 5 || digits.length > 20) return undefined;
  return text.trim().startsWith('+') ? `+${digits}` : digits;
}
