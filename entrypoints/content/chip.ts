// The chip over a hovered number: the number, "Check" and "Copy". Plain DOM built from data (no
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
  onPointer(inside: boolean): void;
}

function button(doc: Document, label: string, testId: string, cls: string): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = cls;
  b.textContent = label;
  b.dataset.testid = testId;
  return b;
}

export function buildChip(doc: Document, chip: ChipModel, handlers: ChipHandlers): HTMLElement {
  const el = doc.createElement('div');
  el.className = 'nc-chip';
  el.setAttribute('role', 'dialog');
  el.setAttribute('aria-label', t('chip_label', { number: chip.label }));
  el.dataset.testid = 'nc-chip';
  el.style.cssText = 'left:0;top:0;visibility:hidden;';
  const number = doc.createElement('span');
  number.className = 'nc-chip-number';
  number.dataset.testid = 'nc-chip-number';
  number.textContent = chip.label;
  if (chip.label.replace(/[^\d+]/g, '') !== chip.number) number.title = chip.number;
  const check = button(doc, t('chip_check'), 'nc-chip-check', 'nc-chip-button nc-chip-primary');
  check.title = t('chip_checkTitle');
  check.addEventListener('click', (e) => handlers.onCheck(chip, e));
  const copy = button(doc, t('copy_copy'), 'nc-chip-copy', 'nc-chip-button');
  copy.title = t('chip_copyTitle', { number: chip.label });
  const status = doc.createElement('span');
  status.className = 'nc-chip-status';
  status.setAttribute('role', 'status');
  copy.addEventListener('click', async () => {
    const ok = await copyText(chip.label, el);
    copy.textContent = ok ? t('copy_copied') : t('copy_failed');
    status.textContent = ok ? t('copy_copiedAnnounce') : t('copy_failedAnnounce');
    setTimeout(() => {
      copy.textContent = t('copy_copy');
      status.textContent = '';
    }, 1500);
  });
  el.append(number);
  if (chip.known) {
    const known = doc.createElement('span');
    known.className = 'nc-chip-known';
    known.dataset.verdict = chip.known.verdict;
    known.dataset.testid = 'nc-chip-known';
    known.textContent = chip.known.words;
    el.append(known);
    check.title = t('chip_knownTitle');
  }
  el.append(check, copy, status);
  el.addEventListener('mouseenter', () => handlers.onPointer(true));
  el.addEventListener('mouseleave', () => handlers.onPointer(false));
  return el;
}
