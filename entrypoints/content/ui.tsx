// The in-page UI: a chip over a hovered number (the number, "Check", "Copy") and the card that shows
// a check's answer with the shared ResultView. Rendered from data only, inside our closed shadow
// root, which is in the page only while something shows.
import { type ComponentChildren, render } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { CopyButton } from '@/components/CopyButton';
import { ResultView } from '@/components/ResultView';
import resultViewCss from '@/components/result-view.css?inline';
import { type Box, placeBeside } from '@/utils/dom-position';
import { createShadowHost, type ShadowHost } from '@/utils/dom-shadow-host';
import type { CheckReply } from '@/utils/messages';
import uiCss from './ui.css?inline';

export const UI_HOST_NAME = 'number-check-ui';

export interface ChipModel {
  /** E.164, what "Check" sends and "Copy" copies. */
  number: string;
  /** The number as shown to the user. */
  label: string;
  anchor: Box;
}

export interface CardModel {
  number: string;
  label: string;
  anchor: Box;
  /** Undefined while the check runs. */
  reply?: CheckReply;
}

export interface UiHandlers {
  /** The chip's "Check" was clicked; the event says whether a person did it. */
  onCheck(chip: ChipModel, event: MouseEvent): void;
  onCloseCard(): void;
  onChipPointer(inside: boolean): void;
}

function viewport(): { width: number; height: number } {
  const el = document.documentElement;
  return { width: el.clientWidth || window.innerWidth, height: el.clientHeight || window.innerHeight };
}

/** Measures itself after render and moves beside its anchor; hidden until placed, so it never jumps. */
function Placed(props: {
  anchor: Box;
  class: string;
  testId: string;
  label: string;
  children: ComponentChildren;
  onPointer?: (inside: boolean) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { anchor } = props;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    const p = placeBeside(anchor, { width: r.width, height: r.height }, viewport());
    el.style.left = `${p.left}px`;
    el.style.top = `${p.top}px`;
    el.style.visibility = 'visible';
  });
  return (
    <div
      ref={ref}
      class={props.class}
      role="dialog"
      aria-label={props.label}
      data-testid={props.testId}
      style={{ left: '0px', top: '0px', visibility: 'hidden' }}
      onMouseEnter={props.onPointer && (() => props.onPointer?.(true))}
      onMouseLeave={props.onPointer && (() => props.onPointer?.(false))}
    >
      {props.children}
    </div>
  );
}

function Chip({ chip, handlers }: { chip: ChipModel; handlers: UiHandlers }) {
  return (
    <Placed
      anchor={chip.anchor}
      class="nc-chip"
      testId="nc-chip"
      label={`Phone number ${chip.label}`}
      onPointer={handlers.onChipPointer}
    >
      <span class="nc-chip-number" data-testid="nc-chip-number">
        {chip.label}
      </span>
      <button
        type="button"
        class="nc-button nc-button-primary nc-button-small"
        data-testid="nc-chip-check"
        onClick={(e) => handlers.onCheck(chip, e)}
      >
        Check
      </button>
      <CopyButton text={() => chip.number} class="nc-button-small" />
    </Placed>
  );
}

function Card({ card, handlers }: { card: CardModel; handlers: UiHandlers }) {
  return (
    <Placed anchor={card.anchor} class="nc-card" testId="nc-card" label={`Number Check: ${card.label}`}>
      <div class="nc-card-head">
        <p class="nc-card-title">Number Check</p>
        <button type="button" class="nc-close" aria-label="Close" data-testid="nc-card-close" onClick={handlers.onCloseCard}>
          ×
        </button>
      </div>
      {card.reply ? (
        <ResultView reply={card.reply} compact />
      ) : (
        <p class="nc-pending" role="status" data-testid="nc-pending">
          Checking {card.label}…
        </p>
      )}
    </Placed>
  );
}

export class InPageUi {
  private host: ShadowHost | undefined;
  private chip: ChipModel | undefined;
  private card: CardModel | undefined;

  constructor(private readonly handlers: UiHandlers) {}

  get chipShown(): ChipModel | undefined {
    return this.chip;
  }

  get cardShown(): CardModel | undefined {
    return this.card;
  }

  /** Whether an event happened inside our UI. */
  contains(event: Event): boolean {
    return !!this.host?.mounted && this.host.contains(event);
  }

  showChip(chip: ChipModel): void {
    this.chip = chip;
    this.update();
  }

  hideChip(): void {
    if (!this.chip) return;
    this.chip = undefined;
    this.update();
  }

  showCard(card: CardModel): void {
    this.card = card;
    this.chip = undefined;
    this.update();
  }

  hideCard(): void {
    if (!this.card) return;
    this.card = undefined;
    this.update();
  }

  hideAll(): void {
    this.chip = undefined;
    this.card = undefined;
    this.update();
  }

  private update(): void {
    if (!this.chip && !this.card) {
      if (this.host) {
        render(null, this.host.container);
        this.host.unmount();
      }
      return;
    }
    this.host ??= createShadowHost(document, UI_HOST_NAME, [resultViewCss, uiCss]);
    this.host.mount();
    render(
      <>
        {this.card && <Card card={this.card} handlers={this.handlers} />}
        {this.chip && <Chip chip={this.chip} handlers={this.handlers} />}
      </>,
      this.host.container,
    );
  }
}
