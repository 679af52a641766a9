// A number already checked is painted in its verdict's style: four Highlights (not checked, valid,
// not valid, validity unknown), each range in exactly one of them, so two underlines never stack.
// This set stands where the page's one Highlight stood (the viewport window adds and removes ranges
// as before) and sends each range to the Highlight of its number's verdict; new verdicts move the
// ranges already painted. The Highlights and the lookup of a range's number are passed in.
import type { Verdict } from '../checks/verdict';
import type { RangeSet } from './store';

export type VerdictSets<R> = { plain: RangeSet<R> } & Record<Verdict, RangeSet<R>>;

export class VerdictRanges<R> implements RangeSet<R> {
  /** Where each painted range is. */
  private readonly where = new Map<R, RangeSet<R>>();
  private verdicts: ReadonlyMap<string, Verdict> = new Map();

  constructor(
    private readonly sets: VerdictSets<R>,
    private readonly numberOf: (range: R) => string | undefined,
  ) {}

  add(range: R): void {
    const target = this.targetOf(range);
    const was = this.where.get(range);
    if (was === target) return;
    was?.delete(range);
    this.where.set(range, target);
    target.add(range);
  }

  delete(range: R): void {
    const was = this.where.get(range);
    if (!was) return;
    was.delete(range);
    this.where.delete(range);
  }

  clear(): void {
    this.where.clear();
    this.sets.plain.clear();
    this.sets.valid.clear();
    this.sets.invalid.clear();
    this.sets.unknown.clear();
  }

  /** The verdicts now known; ranges painted already move to their new Highlight. Returns how many moved. */
  setVerdicts(verdicts: ReadonlyMap<string, Verdict>): number {
    this.verdicts = verdicts;
    let moved = 0;
    for (const [range, was] of this.where) {
      const target = this.targetOf(range);
      if (target === was) continue;
      was.delete(range);
      target.add(range);
      this.where.set(range, target);
      moved++;
    }
    return moved;
  }

  get size(): number {
    return this.where.size;
  }

  private targetOf(range: R): RangeSet<R> {
    const number = this.numberOf(range);
    const verdict = number !== undefined ? this.verdicts.get(number) : undefined;
    return verdict ? this.sets[verdict] : this.sets.plain;
  }
}
