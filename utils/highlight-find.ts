// Turns the numbers found in a segment's text into ranges over the page's text nodes. The detector,
// the range constructor and the visibility test are passed in: the logic runs in unit tests on any
// DOM, and the page's real `StaticRange` and `checkVisibility` in the browser.
import type { FoundNumber } from './highlight-store';
import { nodesBetween, positionAt, type Segment, type TextPosition } from './text-scan';

export interface Match {
  start: number;
  end: number;
  /** E.164. */
  number: string;
}

export interface FindEnv<R> {
  /** The phone detector, offsets into `text` (utils/phone-detect `findPhoneNumbers`). */
  detect(text: string): Match[];
  /** The number of a `tel:` link (utils/phone-detect `phoneFromTelHref`), if it holds one. */
  telNumber(href: string): string | undefined;
  makeRange(start: TextPosition, end: TextPosition): R;
  /** Whether the text node is rendered; hidden text is not highlighted. */
  isVisible(node: Text): boolean;
}

/** Longest text handed to the detector at once, so one detector call stays a short step. */
export const DETECT_WINDOW = 8_000;

/** A tel link's text without surrounding blanks; undefined when it is all blank. */
function trimmedSpan(text: string, start: number, end: number): { start: number; end: number } | undefined {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s] ?? '')) s++;
  while (e > s && /\s/.test(text[e - 1] ?? '')) e--;
  return e > s ? { start: s, end: e } : undefined;
}

/**
 * Matches of a segment: tel links first (the link's number is the one the page means, whatever its
 * text says, e.g. "Call us"), then what the detector finds in the text outside those links.
 */
export function segmentMatches(seg: Segment, env: Pick<FindEnv<unknown>, 'detect' | 'telNumber'>, detected?: Match[]): Match[] {
  const found = detected ?? (/\d/.test(seg.text) ? env.detect(seg.text) : []);
  if (seg.tels.length === 0) return found;
  const tels: Match[] = [];
  for (const t of seg.tels) {
    const number = env.telNumber(t.href);
    const span = number ? trimmedSpan(seg.text, t.start, t.end) : undefined;
    if (number && span) tels.push({ ...span, number });
  }
  if (tels.length === 0) return found;
  const outside = found.filter((m) => !tels.some((t) => m.start < t.end && t.start < m.end));
  return [...tels, ...outside].sort((a, b) => a.start - b.start);
}

/** Builds the found numbers (ranges and what they mean) of a segment's matches. */
export function buildFound<R>(seg: Segment, matches: Match[], block: Element, env: FindEnv<R>): FoundNumber<R>[] {
  const out: FoundNumber<R>[] = [];
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i] as Match;
    if (m.end <= m.start || m.start < 0 || m.end > seg.text.length) continue;
    const start = positionAt(seg, m.start, 'start');
    const end = positionAt(seg, m.end, 'end');
    if (!start || !end || !env.isVisible(start.node)) continue;
    out.push({
      range: env.makeRange(start, end),
      number: m.number,
      text: seg.text.slice(m.start, m.end),
      nodes: start.node === end.node ? [start.node] : nodesBetween(seg, m.start, m.end),
      block,
    });
  }
  return out;
}
