// The in-page UI, wired: the chip and the card (ui.ts) and the owner of their life
// (chip-and-card.ts). Runs in the module loaded on demand (content-card.js, page-ui-api.ts).
import { ChipAndCard } from './chip-and-card';
import type { PageUi, PageUiEnv } from './page-ui-api';
import { InPageUi } from './ui';

export function createPageUi(env: PageUiEnv): PageUi {
  const { onPointer, ...rest } = env;
  const ui: InPageUi = new InPageUi({
    onCheck: (chip, event) => void chipAndCard.check(chip, event),
    onDismiss: (chip, event) => chipAndCard.dismiss(chip, event),
    onCloseCard: () => chipAndCard.closeCard(),
    onCardAction: (action, event) => chipAndCard.cardAction(action, event),
    onEscape: () => chipAndCard.closeAll(),
    onPointer,
  });
  const chipAndCard = new ChipAndCard({ ...rest, ui });
  return {
    pageEvent: (e) => chipAndCard.pageEvent(e),
    showChipFor: (found) => chipAndCard.showChipFor(found),
    hideChip: () => chipAndCard.hideChip(),
    openCard: (card, found) => chipAndCard.openCard(card, found),
    contains: (e) => ui.contains(e),
    hideAll: () => ui.hideAll(),
  };
}
