// What a person typed into the lookup field, split into the number and what follows it: an
// extension or dial pause ("ext. 204", "x12", ",,123#"), kept as written. Shared by the popup's
// hints and formatter and by the background's reading (normalize.ts), so both see the same parts.

/** An extension marker and its digits at the end of typed text, or dial pauses (",", ";"). */
const TAIL =
  /(?:\s*,?\s*(?:ext(?:ension|n)?|extensi[oó]n|e?xt|x|#|~|durchwahl|dw|poste|anexo|ramal|interno|int|toestel|доб)\.?\s*:?[\s-]*(\d{1,10})#?|;ext=(\d{1,20})|\s*([,;]+[\d*#,;]{1,30}))\s*$/i;

export interface TypedParts {
  /** The number itself, as typed (trimmed). */
  number: string;
  /** Everything after it, exactly as typed ('' when nothing follows). */
  tail: string;
  /** The extension's digits ("204"), or a dial pause sequence as written (",,123#"). */
  extension?: string;
}

export function splitTyped(text: string): TypedParts {
  const m = TAIL.exec(text);
  if (!m || m.index === 0) return { number: text.trim(), tail: '' };
  const number = text.slice(0, m.index);
  if (!/\d/.test(number)) return { number: text.trim(), tail: '' };
  const extension = m[1] ?? m[2] ?? (m[3] as string).trim();
  return { number: number.trim(), tail: text.slice(number.trimEnd().length), extension };
}

/** Dial pauses ("," and ";") with the digits dialled after them, as written: ",,123#". */
export function isDialPause(extension: string): boolean {
  return /^[,;]/.test(extension);
}

/** An extension as people read it after the number: " ext. 204", or the pauses as written. */
export function extensionLabel(extension: string): string {
  return isDialPause(extension) ? extension : ` ext. ${extension}`;
}

/**
 * What a check of a number found on a page asks for: the number the detector read (E.164, with
 * the page's country) and the extension or pause written after it on the page, if any.
 */
export function withWrittenExtension(e164: string, written: string): string {
  const { extension } = splitTyped(written.replace(/\s+/g, ' ').trim());
  return extension ? `${e164}${extensionLabel(extension)}` : e164;
}
