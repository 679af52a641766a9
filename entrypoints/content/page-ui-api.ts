// What the in-page UI module (the chip, the card, and the owner of their life: chip-and-card.ts)
// offers the content script. It is built as content-card.js and loaded on demand
// (ui-loader.ts), the first time the pointer rests on a number, a number is clicked, or the
// background shows a check's answer: what runs only after a hover or a click costs a page nothing
// until then. Types only here, so the content script carries none of the module's code.
import type { CheckReply } from '@/utils/checks/check-reply';
import type { Box } from '@/utils/in-page/position';
import type { ChipAndCardEnv } from './chip-and-card';
import type { Found } from './number-geometry';

/** What the module needs from the content script: the chip-and-card owner's environment, less the UI it builds itself. */
export interface PageUiEnv extends Omit<ChipAndCardEnv, 'ui'> {
  /** The pointer entered (true) or left (false) the chip: for the hover tracker. */
  onPointer(inside: boolean): void;
}

/** The in-page UI as the content script drives it (ChipAndCard and InPageUi, wired). */
export interface PageUi {
  /** click, pointerdown, keydown, scroll, resize (ChipAndCard.pageEvent). */
  pageEvent(e: Event): void;
  showChipFor(found: Found): void;
  hideChip(): void;
  openCard(card: { number: string; label: string; anchor: Box; reply?: CheckReply }, found?: Found): void;
  /** Whether an event happened inside our UI. */
  contains(event: Event): boolean;
  /** Hides the chip and the card (the content script stops). */
  hideAll(): void;
}

export interface PageUiModule {
  createPageUi(env: PageUiEnv): PageUi;
}

/** Where the module leaves itself (the isolated world's global, not the page's). */
export const PAGE_UI_GLOBAL = '__numberCheckUi';
