// The in-page UI as the content script holds it before and after it is loaded (ui-loader.ts): the
// chip, the card and what runs their checks come on demand, the first time they may show. The load
// starts when the pointer comes to rest on a number (`warm`), so it is done by the time the hover
// delay has passed and the first chip shows as soon as any other; a number clicked, or an answer the
// background shows, loads it too. What was asked while it loads is done when it is there, unless
// it was called off (the pointer left, a scroll, a click elsewhere, Escape): a hover that ends
// before the load shows nothing. A load that fails shows nothing and breaks nothing (highlighting
// is not the UI's), and the next hover tries again.
//
// Until the UI is there nothing of it shows, so of the page's events only a person's click on a
// number matters (it shows the chip: touch screens have no hover); the rest only call off what waits.

import type { CheckReply } from '@/utils/checks/check-reply';
import type { Box } from '@/utils/in-page/position';
import type { Found } from './number-geometry';
import type { PageUi, PageUiEnv, PageUiModule } from './page-ui-api';

interface Waiting {
  /** A chip waits (a hover or a click may call it off); otherwise a card (a click or Escape does). */
  chip: boolean;
  show(ui: PageUi): void;
}

export class OnDemandUi implements PageUi {
  private ui: PageUi | undefined;
  private waiting: Waiting | undefined;
  private stopped = false;

  constructor(
    private readonly load: () => Promise<PageUiModule>,
    private readonly env: PageUiEnv,
  ) {}

  /** The pointer rests on a number: its chip may show soon, so the UI starts loading now. */
  warm(): void {
    if (!this.stopped) this.get().catch(() => undefined);
  }

  pageEvent(e: Event): void {
    if (this.ui) {
      this.ui.pageEvent(e);
      return;
    }
    if (!e.isTrusted && e.type !== 'scroll' && e.type !== 'resize') return;
    if (e.type === 'click') {
      const { clientX, clientY } = e as MouseEvent;
      const found = this.env.geometry.active() ? this.env.geometry.hit(clientX, clientY) : undefined;
      if (found) this.showChipFor(found);
    } else if (e.type === 'pointerdown') {
      const { clientX, clientY } = e as PointerEvent;
      if (this.waiting && (!this.waiting.chip || !this.env.geometry.hit(clientX, clientY))) this.callOff();
    } else if (e.type === 'keydown') {
      if ((e as KeyboardEvent).key === 'Escape' && this.waiting) this.callOff();
    } else if (this.waiting?.chip) this.callOff();
  }

  showChipFor(found: Found): void {
    if (this.stopped) return;
    if (this.ui) this.ui.showChipFor(found);
    else this.wait({ chip: true, show: (ui) => ui.showChipFor(found) });
  }

  hideChip(): void {
    if (this.ui) this.ui.hideChip();
    else if (!this.waiting || this.waiting.chip) this.callOff();
  }

  openCard(card: { number: string; label: string; anchor: Box; reply?: CheckReply }, found?: Found): void {
    if (this.stopped) return;
    if (this.ui) this.ui.openCard(card, found);
    else this.wait({ chip: false, show: (ui) => ui.openCard(card, found) });
  }

  contains(event: Event): boolean {
    return !!this.ui?.contains(event);
  }

  hideAll(): void {
    this.waiting = undefined;
    this.ui?.hideAll();
  }

  /** The content script stops: nothing shows from now on, whatever loads. */
  stop(): void {
    this.stopped = true;
    this.hideAll();
  }

  private wait(waiting: Waiting): void {
    this.waiting = waiting;
    this.get().then(
      (ui) => {
        const now = this.waiting;
        this.waiting = undefined;
        if (now && !this.stopped) now.show(ui);
      },
      () => {
        // Nothing shows. The hover tracker keeps the number until the pointer leaves it (then the
        // chip's hide resets it), so the next hover tries again, not every move over this one.
        if (this.waiting === waiting) this.waiting = undefined;
      },
    );
  }

  /** What waits is called off; the hover tracker forgets the number, as when a shown chip hides. */
  private callOff(): void {
    this.waiting = undefined;
    this.env.hover.reset();
  }

  private async get(): Promise<PageUi> {
    if (this.ui) return this.ui;
    const module = await this.load();
    this.ui ??= module.createPageUi(this.env);
    return this.ui;
  }
}
