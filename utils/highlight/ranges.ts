// Turns the numbers found in a segment's text into ranges over the page's text nodes. The range
// constructor and the visibility test are passed in: the logic runs in unit tests on any DOM, and
// the page's real `StaticRange` and `checkVisibility` in the browser.
import type { PhoneMatch } from '../phone/detect';
import type { FoundNumber, ListedNumber } from './store';
import { mappedSegment, nodesBetween, positionAt, type Segment, type TelSpan, type TextPosition } from './text-reading';

export interface RangeEnv<R> {
  makeRange(start: TextPosition, end: TextPosition): R;
  /** Whether the text node is rendered; hidden text is not highlighted. */
  isVisible(node: Text): boolean;
}

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
 * text says, e.g. "Call us"), then what the detector found in the text outside those links.
 * `telNumbers[k]` is the number of `seg.tels[k]`, if its href holds one.
 */
export function segmentMatches(
  seg: Segment,
  detected: PhoneMatch[],
  telNumbers: readonly (string | undefined)[] = [],
): PhoneMatch[] {
  if (seg.tels.length === 0) return detected;
  const tels: PhoneMatch[] = [];
  for (let k = 0; k < seg.tels.length; k++) {
    const t = seg.tels[k] as TelSpan;
    const number = telNumbers[k];
    const span = number ? trimmedSpan(seg.text, t.start, t.end) : undefined;
    if (number && span) tels.push({ ...span, number, tel: true });
  }
  if (tels.length === 0) return detected;
  const outside = detected.filter((m) => !tels.some((t) => m.start < t.end && t.start < m.end));
  return [...tels, ...outside].sort((a, b) => a.start - b.start);
}

/** Builds the found numbers (ranges and what they mean) of a segment's matches. */
export function buildFound<R>(seg: Segment, matches: PhoneMatch[], block: Element, env: RangeEnv<R>): FoundNumber<R>[] {
  const out: FoundNumber<R>[] = [];
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i] as PhoneMatch;
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
      ...(m.tel ? { tel: true as const } : {}),
    });
  }
  return out;
}

/** A block's ranges, from its segments and each one's matches. */
export function blockRanges<R>(block: Element, segs: Segment[], matches: PhoneMatch[][], env: RangeEnv<R>): FoundNumber<R>[] {
  let found: FoundNumber<R>[] | undefined;
  for (let s = 0; s < segs.length; s++) {
    const m = matches[s] as PhoneMatch[];
    // (Unmapped: the leaf changed since it was read; its re-read is queued.)
    const seg = m.length > 0 ? mappedSegment(segs[s] as Segment) : undefined;
    if (!seg) continue;
    const built = buildFound(seg, m, block, env);
    if (found) found.push(...built);
    else found = built;
  }
  return found ?? [];
}

/** What a block whose ranges wait lists meanwhile: only the numbers and their text (cheap to keep). */
export function listedNumbers(segs: Segment[], matches: PhoneMatch[][]): ListedNumber[] {
  const listed: ListedNumber[] = [];
  for (let s = 0; s < segs.length; s++) {
    const text = (segs[s] as Segment).text;
    for (const m of matches[s] as PhoneMatch[])
      listed.push(
        m.tel
          ? { number: m.number, text: text.slice(m.start, m.end), tel: true }
          : { number: m.number, text: text.slice(m.start, m.end) },
      );
  }
  return listed;
}
