// Verdicts where numbers appear, kept out of the page's reach.
//
// Why not a Highlight per verdict: `CSS.highlights` is one registry per document, shared with the
// page's own script, which can list every Highlight and the ranges in it. Ranges sorted into
// "valid", "not valid"… would tell any page which of its numbers this user has checked, and how they
// came out; a hostile page could write numbers in one at a time and read the answers off. So:
//  - the registry keeps the one Highlight it always had, every number found in it, checked or not
//    (it says only which texts are phone numbers, which the page can work out itself);
//  - a verdict is drawn as a mark under the number, inside our closed shadow root, whose contents
//    no page script can reach;
//  - the root's host goes into the page only when this frame has numbers AND the cache holds some
//    fresh verdict at all (`anyKnown`), whichever numbers those are: its presence says "this user
//    has checked numbers lately", never which. With an empty cache the page's DOM stays untouched.
// The content script learns verdicts from the background (message `verdicts:for-page`), for the
// numbers it highlighted, with no call to the service.
import type { Verdict } from '../checks/verdict';

export interface KnownMark {
  verdict: Verdict;
  checkedAt: number;
}

/** The verdicts this frame knows, by E.164. */
export class VerdictBook {
  private known = new Map<string, KnownMark>();
  /** Whether the cache has any fresh verdict (for any number): the marks' host may be in the page. */
  anyKnown = false;

  get(number: string): KnownMark | undefined {
    return this.known.get(number);
  }

  get size(): number {
    return this.known.size;
  }

  /** The background's answer for `asked`: their verdicts replace what was known of them. Returns whether anything changed. */
  update(asked: readonly string[], entries: readonly [string, Verdict, number][], anyKnown: boolean): boolean {
    const next = new Map(this.known);
    for (const n of asked) next.delete(n);
    for (const [number, verdict, checkedAt] of entries) next.set(number, { verdict, checkedAt });
    let changed = next.size !== this.known.size || anyKnown !== this.anyKnown;
    if (!changed)
      for (const [n, m] of next) {
        const was = this.known.get(n);
        if (!was || was.verdict !== m.verdict || was.checkedAt !== m.checkedAt) {
          changed = true;
          break;
        }
      }
    this.known = next;
    this.anyKnown = anyKnown;
    return changed;
  }
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface MarkBox {
  left: number;
  top: number;
  width: number;
  verdict: Verdict;
}

/** Marks drawn at most per frame: a screenful of checked numbers is far fewer. */
export const MAX_MARKS = 400;

/**
 * Where a number's marks go: under each line box of it (a number may wrap) that is on screen, at
 * the bottom of the line box, so the mark sits below the page's own underline and the Highlight's.
 */
export function markBoxes(rects: readonly Rect[], verdict: Verdict, viewport: { width: number; height: number }): MarkBox[] {
  const out: MarkBox[] = [];
  for (const r of rects) {
    if (r.width < 1 || r.height < 1) continue;
    const bottom = r.top + r.height;
    if (bottom < 0 || r.top > viewport.height || r.left + r.width < 0 || r.left > viewport.width) continue;
    out.push({ left: Math.round(r.left), top: Math.round(bottom - 1), width: Math.round(r.width), verdict });
  }
  return out;
}
