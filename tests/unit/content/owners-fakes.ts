// Stand-ins for what the content script's owners use of the page: numbers at known boxes, a
// selection, and the in-page UI as a record of what it shows.
import type { CardModel } from '@/entrypoints/content/card-api';
import type { ChipModel } from '@/entrypoints/content/chip';
import type { ChipAndCardUi } from '@/entrypoints/content/chip-and-card';
import type { ArmState } from '@/entrypoints/content/chip-arming';
import type { Found, NumberGeometry } from '@/entrypoints/content/number-geometry';
import type { Box } from '@/utils/in-page/position';

/** A highlighted number at a box: x from `left` to `left + 100`, on the row y 0–20. */
export function number(e164: string, text: string, left: number): Found & { box: Box } {
  return { number: e164, text, box: { left, top: 0, width: 100, height: 20 } } as unknown as Found & { box: Box };
}

export function geometry(numbers: (Found & { box: Box })[], active = true): NumberGeometry & { gone: Set<Found> } {
  const gone = new Set<Found>();
  return {
    gone,
    active: () => active,
    hit: (x, y) => numbers.find((n) => !gone.has(n) && x >= n.box.left && x < n.box.left + n.box.width && y >= 0 && y < 20),
    boxOf: (f) => (gone.has(f) ? undefined : (f as Found & { box: Box }).box),
    obstacles: (except) => () => numbers.filter((n) => n !== except).map((n) => n.box),
  };
}

export class FakeUi implements ChipAndCardUi {
  chipShown: ChipModel | undefined;
  cardShown: CardModel | undefined;
  /** Events that happened inside our UI. */
  readonly inside = new Set<Event>();
  /** What chipReady answers: set a test's chip early or covered. */
  ready: ArmState = 'armed';
  /** The words shown in the chip's line, in order. */
  readonly said: string[] = [];
  chipReady(): ArmState {
    return this.ready;
  }
  sayInChip(words: string): void {
    this.said.push(words);
  }
  contains(event: Event): boolean {
    return this.inside.has(event);
  }
  showChip(chip: ChipModel): void {
    this.chipShown = chip;
  }
  hideChip(): void {
    this.chipShown = undefined;
  }
  showCard(card: CardModel): void {
    this.cardShown = card;
    this.chipShown = undefined;
  }
  hideCard(): void {
    this.cardShown = undefined;
  }
}

/** A DOM-less event of `type` at a point; `isTrusted` as a person's, unless said otherwise. */
export function event<E extends Event>(type: string, init: Record<string, unknown> = {}): E {
  return { type, isTrusted: true, clientX: 0, clientY: 0, ...init } as unknown as E;
}
