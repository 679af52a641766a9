// The chip over a hovered number: the number, "Check", "Copy" and "Not a phone number". Plain DOM built from data (no
// page HTML, no framework), so the content script that every page loads stays small; the card, which
// needs Preact and the shared ResultView, is loaded only when a check is shown (card-loader.ts).

import { t } from '@/utils/i18n/t';
import { copyText } from '@/utils/in-page/copy-text';
import type { Box } from '@/utils/in-page/position';

export interface ChipModel {
  /** E.164: what "Check" sends. */
  number: string;
  /** The number as the page writes it: what "Copy" copies (a person pastes what they saw). */
  label: string;
  anchor: Box;
  /** Where the other numbers on screen are, so the chip can keep clear of them. */
  obstacles?: () => Box[];
  /** The verdict the cache knows, in words with its age ("Valid, checked 5 min ago"). */
  known?: { verdict: 'valid' | 'invalid' | 'unknown'; words: string };
}

export interface ChipHandlers {
  /** "Check" was clicked; the event says whether a person did it. */
  onCheck(chip: ChipModel, event: MouseEvent): void;
  /** "Not a phone number" was clicked; the event says whether a person did it. */
  onDismiss(chip: ChipModel, event: MouseEvent): void;
  onPointer(inside: boolean): void;
}

/** The chip as built: its element, and what changes in it while it shows. */
export interface ChipView {
  readonly el: HTMLElement;
  /** Whether "Check" acts now (chip-arming.ts): marks the button as unavailable until then. */
  armed(on: boolean): void;
  /** Words in the chip's line (instead of the known verdict), said to assistive technology too. */
  say(words: string): void;
}

function button(doc: Document, label: string, testId: string, cls: string): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = cls;
  b.textContent = label;
  b.dataset.testid = testId;
  return b;
}

/**
 * Builds the chip. What a page can measure of it (its box, by hit testing over it) must not say what
 * the extension knows: the line for the known verdict is always there, of a fixed height and as wide
 * as the row above it whatever its words (chip.css), so a number checked before and one never
 * checked give the same box. Only a person's input counts: each listener ignores untrusted events.
 */
export function buildChip(doc: Document, chip: ChipModel, handlers: ChipHandlers): ChipView {
  const el = doc.createElement('div');
  el.className = 'nc-chip';
  el.setAttribute('role', 'dialog');
  el.setAttribute('aria-label', t('chip_label', { number: chip.label }));
  el.dataset.testid = 'nc-chip';
  el.style.cssText = 'left:0;top:0;visibility:hidden;';
  const row = doc.createElement('div');
  row.className = 'nc-chip-row';
  const number = doc.createElement('span');
  number.className = 'nc-chip-number';
  number.dataset.testid = 'nc-chip-number';
  number.textContent = chip.label;
  if (chip.label.replace(/[^\d+]/g, '') !== chip.number) number.title = chip.number;
  const check = button(doc, t('chip_check'), 'nc-chip-check', 'nc-chip-button nc-chip-primary');
  check.title = t('chip_checkTitle');
  check.addEventListener('click', (e) => {
    if (e.isTrusted) handlers.onCheck(chip, e);
  });
  const copy = button(doc, t('copy_copy'), 'nc-chip-copy', 'nc-chip-button');
  copy.title = t('chip_copyTitle', { number: chip.label });
  const status = doc.createElement('span');
  status.className = 'nc-chip-status';
  status.setAttribute('role', 'status');
  copy.addEventListener('click', async (e) => {
    if (!e.isTrusted) return;
    const ok = await copyText(chip.label, el);
    copy.textContent = ok ? t('copy_copied') : t('copy_failed');
    status.textContent = ok ? t('copy_copiedAnnounce') : t('copy_failedAnnounce');
    setTimeout(() => {
      copy.textContent = t('copy_copy');
      status.textContent = '';
    }, 1500);
  });
  // "Not a phone number": this text is not highlighted on this site again (undone in the settings).
  const dismiss = button(doc, t('chip_dismiss'), 'nc-chip-dismiss', 'nc-chip-button');
  dismiss.title = t('chip_dismissTitle', { number: chip.label });
  dismiss.addEventListener('click', (e) => {
    if (e.isTrusted) handlers.onDismiss(chip, e);
  });
  row.append(number, check, copy, dismiss, status);
  // Always present, fixed in size (see above): the known verdict, a notice, or nothing.
  const line = doc.createElement('div');
  line.className = 'nc-chip-line';
  const words = doc.createElement('span');
  line.append(words);
  if (chip.known) {
    words.className = 'nc-chip-known';
    words.dataset.verdict = chip.known.verdict;
    words.dataset.testid = 'nc-chip-known';
    words.textContent = chip.known.words;
    check.title = t('chip_knownTitle');
  }
  el.append(row, line);
  el.addEventListener('mouseenter', (e) => {
    if (e.isTrusted) handlers.onPointer(true);
  });
  el.addEventListener('mouseleave', (e) => {
    if (e.isTrusted) handlers.onPointer(false);
  });
  // Seen by tests (our root is closed to the page): present while "Check" acts.
  const armedMark = doc.createElement('span');
  armedMark.hidden = true;
  armedMark.dataset.testid = 'nc-chip-armed';
  return {
    el,
    armed(on) {
      check.setAttribute('aria-disabled', String(!on));
      dismiss.setAttribute('aria-disabled', String(!on));
      if (on) el.append(armedMark);
      else armedMark.remove();
    },
    say(text) {
      words.className = 'nc-chip-notice';
      delete words.dataset.verdict;
      words.dataset.testid = 'nc-chip-notice';
      words.textContent = text;
      words.title = text;
      status.textContent = text;
    },
  };
}
