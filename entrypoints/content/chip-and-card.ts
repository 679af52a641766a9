// The in-page UI's life: the chip shown for a hovered or clicked number, the card opened from it (or
// for a check the background started), the check the card runs, and what closes them. Page events
// come in through one method, `pageEvent`; our own UI's buttons through `check` and `cardAction`.
// Only a person's input moves our UI: untrusted events (a page's script can dispatch any) are ignored
// at the one entry, `pageEvent`, and by our buttons. A check starts from a person's click only, and
// only once the chip has been on screen, unobscured, for a moment (chip-arming.ts), so a page cannot
// slip our chip under a click meant for something else (the background re-checks `trusted` and
// rate-limits too).
import type { CheckReply } from '@/utils/checks/check-reply';
import { verdictWords } from '@/utils/checks/verdict';
import type { KnownMark } from '@/utils/highlight/verdict-marks';
import { formatAgo } from '@/utils/i18n/format';
import { t } from '@/utils/i18n/t';
import type { Box } from '@/utils/in-page/position';
import type { OpenWhere, VerdictEntry } from '@/utils/messaging/protocol';
import { withWrittenExtension } from '@/utils/phone/typed-number';
import { type ErrorAction, makeError } from '@/utils/service/errors';
import type { CardModel } from './card-api';
import type { ChipModel } from './chip';
import { ARM_DELAY_MS, type ArmState } from './chip-arming';
import type { HoverTracker } from './hover-tracker';
import type { Found, NumberGeometry } from './number-geometry';
import { labelOf } from './page-target';

/** Where the card's action buttons lead (the background opens it: a page cannot open our pages). */
const OPEN_FOR: Partial<Record<ErrorAction, OpenWhere>> = {
  'fix-key': 'key',
  'top-up': 'account',
  'grant-permission': 'address',
  'open-options': 'settings',
};

/** What this owner uses of the in-page UI (ui.ts). */
export interface ChipAndCardUi {
  readonly chipShown: ChipModel | undefined;
  readonly cardShown: CardModel | undefined;
  contains(event: Event): boolean;
  showChip(chip: ChipModel): void;
  hideChip(): void;
  /** Whether the chip's "Check" may act now: on screen and unobscured for a moment. */
  chipReady(): ArmState;
  /** Words in the chip's line. */
  sayInChip(words: string): void;
  showCard(card: CardModel): void;
  hideCard(): void;
}

export interface ChipAndCardEnv {
  ui: ChipAndCardUi;
  geometry: NumberGeometry;
  hover: Pick<HoverTracker<Found>, 'current' | 'showing' | 'reset'>;
  known(number: string): KnownMark | undefined;
  /** Asks the background to check the number (as the page writes it, with its extension). */
  check(asked: string): Promise<CheckReply & { known?: VerdictEntry }>;
  /** The verdict a check brought back, for the marks. */
  learn(known: VerdictEntry | undefined): void;
  /** "Not a phone number": the text goes from this frame's highlights now, and the background keeps it for the site. */
  dismiss(label: string): void;
  /** Asks the background to open one of our pages. */
  open(where: OpenWhere): void;
  /** The clock (performance.now), for the card's Retry arming. */
  now(): number;
}

export class ChipAndCard {
  private cardAnchor: { found?: Found; box: Box } | undefined;
  private checking = false;
  /** When the card last showed an answer: its Retry, which spends a credit, acts only a moment later. */
  private answerShownAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly env: ChipAndCardEnv) {}

  /**
   * Every page event this owner follows comes in here: click, pointerdown, keydown, scroll, resize.
   * Input a page's script made (untrusted) is ignored: it could otherwise show, hide or close our UI.
   */
  pageEvent(e: Event): void {
    if (!e.isTrusted && e.type !== 'scroll' && e.type !== 'resize') return;
    if (e.type === 'click') this.onClick(e as MouseEvent);
    else if (e.type === 'pointerdown') this.onPointerDown(e as PointerEvent);
    else if (e.type === 'keydown') this.onKeyDown(e as KeyboardEvent);
    else if (e.type === 'scroll' || e.type === 'resize') this.follow();
  }

  showChipFor(found: Found): void {
    const { ui, geometry } = this.env;
    const anchor = geometry.boxOf(found);
    if (!anchor || ui.cardShown) return;
    this.env.hover.showing(found);
    const known = this.env.known(found.number);
    ui.showChip({
      number: found.number,
      label: labelOf(found),
      anchor,
      obstacles: geometry.obstacles(found),
      ...(known
        ? {
            known: {
              verdict: known.verdict,
              words: t('chip_knownWords', { verdict: verdictWords(known.verdict), ago: formatAgo(known.checkedAt) }),
            },
          }
        : {}),
    });
  }

  hideChip(): void {
    this.env.hover.reset();
    this.env.ui.hideChip();
  }

  openCard(card: { number: string; label: string; anchor: Box; reply?: CheckReply }, found?: Found): void {
    this.hideChip();
    this.cardAnchor = { found, box: card.anchor };
    if (card.reply) this.answerShownAt = this.env.now();
    this.env.ui.showCard({ ...card, obstacles: this.env.geometry.obstacles(found) });
  }

  closeCard(): void {
    this.cardAnchor = undefined;
    this.env.ui.hideCard();
  }

  closeAll(): void {
    this.closeCard();
    this.hideChip();
  }

  /** The chip's "Check": opens the card and runs the check, from a person's click only. */
  async check(chip: ChipModel, event: MouseEvent): Promise<void> {
    if (!event.isTrusted || this.checking) return;
    // Too soon after the chip showed or moved, or covered: nothing is spent, and the chip says why,
    // so a person who did mean it knows to click again.
    const ready = this.env.ui.chipReady();
    if (ready !== 'armed') {
      this.env.ui.sayInChip(t(ready === 'early' ? 'chip_notArmedEarly' : 'chip_notArmedCovered'));
      return;
    }
    const found = this.env.hover.current;
    this.openCard({ number: chip.number, label: chip.label, anchor: chip.anchor }, found);
    await this.checkInCard(chip.number);
  }

  /**
   * The chip's "Not a phone number", from a person's click only, and through the same gate as Check
   * (chip-arming.ts): a page that slides our chip under a click must not make a number disappear.
   */
  dismiss(chip: ChipModel, event: MouseEvent): void {
    if (!event.isTrusted) return;
    const ready = this.env.ui.chipReady();
    if (ready !== 'armed') {
      this.env.ui.sayInChip(t(ready === 'early' ? 'chip_dismissEarly' : 'chip_dismissCovered'));
      return;
    }
    this.hideChip();
    this.env.dismiss(chip.label);
  }

  /** The card's error button: the same way forward the popup offers, from a person's click only. */
  cardAction(action: ErrorAction, event: Event): void {
    const card = this.env.ui.cardShown;
    if (!event.isTrusted || !card) return;
    if (action === 'retry') {
      // The answer replaces "Checking… Cancel" where the pointer may rest: a click meant for Cancel, or
      // one a page timed for the moment the answer lands, must not spend a credit. Retry arms as the
      // chip's Check does (chip-arming.ts).
      if (this.checking || !card.number || this.env.now() - this.answerShownAt < ARM_DELAY_MS) return;
      const { reply: _old, ...pending } = card;
      this.env.ui.showCard(pending);
      void this.checkInCard(card.number);
      return;
    }
    const where = OPEN_FOR[action];
    if (where) this.env.open(where);
  }

  /** Runs the check of the card's number and shows its reply there, if the card still shows it. */
  private async checkInCard(number: string): Promise<void> {
    this.checking = true;
    let reply: CheckReply;
    try {
      // The extension written on the page ("… ext. 204") goes with the number; the background decides
      // whether it is sent.
      const { known, ...answer } = await this.env.check(withWrittenExtension(number, this.env.ui.cardShown?.label ?? number));
      reply = answer as CheckReply;
      this.env.learn(known);
    } catch {
      reply = { ok: false, error: makeError('internal', { environment: 'production', baseUrl: '' }) };
    } finally {
      this.checking = false;
    }
    const card = this.env.ui.cardShown;
    if (card && card.number === number) {
      this.answerShownAt = this.env.now();
      this.env.ui.showCard({ ...card, reply });
    }
  }

  /** A person's click on a number shows the chip at once (touch screens have no hover). */
  private onClick(e: MouseEvent): void {
    if (this.env.ui.contains(e) || !this.env.geometry.active()) return;
    const found = this.env.geometry.hit(e.clientX, e.clientY);
    if (found) this.showChipFor(found);
  }

  private onPointerDown(e: PointerEvent): void {
    const { ui, geometry } = this.env;
    if (ui.contains(e)) return;
    // A click outside closes the card; the chip goes too unless the click is on its number.
    if (ui.cardShown) this.closeCard();
    if (ui.chipShown && !geometry.hit(e.clientX, e.clientY)) this.hideChip();
  }

  private onKeyDown(e: KeyboardEvent): void {
    const { ui } = this.env;
    if (e.key !== 'Escape' || (!ui.cardShown && !ui.chipShown)) return;
    this.closeAll();
  }

  /** The page scrolled or resized: the chip goes, the card follows its number. */
  private follow(): void {
    const { ui, geometry } = this.env;
    if (ui.chipShown) this.hideChip();
    const card = ui.cardShown;
    const anchor = this.cardAnchor;
    if (!card || !anchor?.found) return;
    const box = geometry.boxOf(anchor.found);
    if (box) ui.showCard({ ...card, anchor: box });
  }
}
