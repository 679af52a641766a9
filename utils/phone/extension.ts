// An extension written after a phone number ("ext. 204", "x12", ";ext=12"), read by the detector
// (utils/phone/detect.ts). A module of its own, apart from the prefilter the content script
// imports: its pattern is built when the module loads, and the content script never reads one.
import { DIGIT, digitValue } from './prefilter';

/**
 * Extension written after a number: "ext. 123", "x123", "#123", "~123", ", ext 7246433",
 * ";ext=12", "доб. 12", "anexo 12". Sticky, so it is tried exactly at the end of a run. The
 * digit limits follow libphonenumber: fewer digits after a one-character label, since "x"
 * or "#" followed by a long number is more likely something else.
 */
const EXTENSION = new RegExp(
  '(?:;ext=([0-9]{1,20})' +
    `|[ \\u00A0\\t]*,?[ \\u00A0\\t]*(?:e?xt(?:ensi(?:o\\u0301?|\\u00F3)n)?|\\u0434\\u043E\\u0431|anexo|ramal|poste|durchwahl)[:.\\uFF0E]?[ \\u00A0\\t,-]*([${DIGIT}]{1,10})` +
    `|[ \\u00A0\\t]*,?[ \\u00A0\\t]*(?:[x\\uFF58#\\uFF03~\\uFF5E]|int)[:.\\uFF0E]?[ \\u00A0\\t-]*([${DIGIT}]{1,7}))` +
    '#?',
  'iy',
);

export interface Extension {
  /** One past the extension's last digit (or its closing "#"). */
  end: number;
  /** Written with a word ("ext", "extension"), which is good evidence of a phone number. */
  labelled: boolean;
}

/** The extension right after `at`, if any (not followed by more digits, which would be a number). */
export function extensionAt(text: string, at: number): Extension | undefined {
  EXTENSION.lastIndex = at;
  const m = EXTENSION.exec(text);
  if (!m) return undefined;
  const end = at + m[0].length;
  const next = text.charCodeAt(end);
  if (digitValue(next) >= 0) return undefined;
  // A letter right after "x12" means a word or code ("x86abc"), not an extension.
  if (/[A-Za-z]/.test(text.charAt(end))) return undefined;
  return { end, labelled: m[3] === undefined };
}
