// The content script's behaviour in one frame: settings from the background, highlighting on or
// off, the chip on hover, the card for an answer, and the answers to the background's questions.
// Only a trusted user event can start a check: a page can synthesise clicks, never trusted ones.
import type { CountryCode } from 'libphonenumber-js/core';
import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { verdictWords } from '@/utils/checks/verdict';
import { hitTest } from '@/utils/highlight/hit-test';
import type { FoundNumber } from '@/utils/highlight/store';
import { askInSlices } from '@/utils/highlight/verdict-asks';
import { VerdictBook } from '@/utils/highlight/verdict-marks';
import { formatAgo } from '@/utils/i18n/format';
import { t } from '@/utils/i18n/t';
import { type Box, unionOf, viewportSize } from '@/utils/in-page/position';
import {
  type CheckReply,
  type OpenWhere,
  parseBackgroundToPage,
  type Reply,
  type ToContentScriptType,
} from '@/utils/messaging/protocol';
import { dispatch, type OptionalHandlers } from '@/utils/messaging/receive';
import { send } from '@/utils/messaging/send';
import { documentSignals, pageCountryOf } from '@/utils/phone/page-signals';
import { withWrittenExtension } from '@/utils/phone/typed-number';
import { type ErrorAction, makeError } from '@/utils/service/errors';
import { answerNumbersPort } from './numbers-port';
import { PageHighlighter } from './page-highlighter';
import { type ChipModel, InPageUi } from './ui';
import { VerdictOverlay } from './verdict-overlay';

type Found = FoundNumber<AbstractRange>;

/** Where the card's action buttons lead (the background opens it: a page cannot open our pages). */
const OPEN_FOR: Partial<Record<ErrorAction, OpenWhere>> = {
  'fix-key': 'key',
  'top-up': 'account',
  'grant-permission': 'address',
  'open-options': 'settings',
};

/** Hover this long before the chip shows: passing over a number must not flash UI. */
const HOVER_DELAY_MS = 250;
/** Leave this long before the chip hides: time to move from the number to the chip. */
const LEAVE_DELAY_MS = 450;
/** Verdicts are asked for again at most this often while a page keeps changing. */
const VERDICTS_EVERY_MS = 1_000;
/** Numbers measured to place the chip or card clear of them; enough for any screenful. */
const MAX_OBSTACLES = 3_000;

interface ContextTarget {
  found?: Found;
  number?: string;
  text?: string;
  point: Box;
}

function pointBox(x: number, y: number): Box {
  return { left: x, top: y, width: 0, height: 0 };
}

function labelOf(found: { text: string }): string {
  return found.text.replace(/\s+/g, ' ').trim();
}

export class ContentController {
  private readonly highlighter = new PageHighlighter(document);
  private readonly ui: InPageUi;
  private pointer: { x: number; y: number } | undefined;
  private frameRequested = false;
  private hovered: Found | undefined;
  private hoverTimer: number | undefined;
  private leaveTimer: number | undefined;
  private overChip = false;
  private contextTarget: ContextTarget | undefined;
  private cardAnchor: { found?: Found; box: Box } | undefined;
  private checking = false;
  /** The country this page says it is from, when the setting is on: for the numbers the user selects. */
  private pageCountry: CountryCode | undefined;
  private readonly verdicts = new VerdictBook();
  private readonly overlay: VerdictOverlay;
  private verdictsTimer: number | undefined;
  private verdictsAskedAt = Number.NEGATIVE_INFINITY;
  /** Numbers asked about since the cache last changed: a page that keeps changing asks only for new ones. */
  private verdictsAsked = new Set<string>();
  /**
   * The cache changed since the last answer: ask even with no number to ask about, since whether it
   * holds anything at all (`anyKnown`) decides whether the marks' host is in the page, and must not
   * depend on which numbers changed.
   */
  private cacheChanged = false;

  constructor(private readonly ctx: ContentScriptContext) {
    this.overlay = new VerdictOverlay(document, this.verdicts, {
      numbers: () => this.highlighter.store?.all() ?? [],
      hasNumbers: () => (this.highlighter.store?.size ?? 0) > 0,
      rectsOf: (f) => [...(this.highlighter.liveRange(f as Found)?.getClientRects() ?? [])],
    });
    this.highlighter.onIdle = () => this.askVerdictsSoon();
    this.ui = new InPageUi({
      onCheck: (chip, event) => this.onCheck(chip, event),
      onCloseCard: () => this.closeCard(),
      onCardAction: (action, event) => this.onCardAction(action, event),
      onEscape: () => this.closeAll(),
      onPointer: (inside) => this.onChipPointer(inside),
    });
  }

  start(): void {
    const { ctx } = this;
    const capture = { capture: true, passive: true } as const;
    ctx.addEventListener(window, 'pointermove', (e) => this.onPointerMove(e), capture);
    ctx.addEventListener(window, 'click', (e) => this.onClick(e), { capture: true });
    ctx.addEventListener(window, 'pointerdown', (e) => this.onPointerDown(e), { capture: true });
    ctx.addEventListener(window, 'keydown', (e) => this.onKeyDown(e), { capture: true });
    ctx.addEventListener(window, 'contextmenu', (e) => this.onContextMenu(e), { capture: true });
    ctx.addEventListener(window, 'scroll', () => this.onScroll(), capture);
    ctx.addEventListener(window, 'resize', () => this.onScroll(), capture);
    const onMessage = (message: unknown, sender: { id?: string }) => this.onMessage(message, sender);
    browser.runtime.onMessage.addListener(onMessage);
    const stopNumbersPort = answerNumbersPort(this.highlighter, document);
    ctx.onInvalidated(() => {
      browser.runtime.onMessage.removeListener(onMessage);
      stopNumbersPort();
      this.highlighter.stop();
      this.overlay.stop();
      this.ui.hideAll();
    });
    void this.applySettings();
  }

  // ---- settings --------------------------------------------------------------------------

  private async applySettings(): Promise<void> {
    const reply = await send({ type: 'settings:for-page' }).catch(() => undefined);
    if (this.ctx.isInvalid) return;
    if (reply?.highlight !== true) {
      this.highlighter.stop();
      this.overlay.stop();
      this.hideChip();
      return;
    }
    // A shape check only: the background sends a country it has validated, and the detector checks
    // the code against its own numbering data (utils/phone/country's reader would add its table to every page).
    const code = reply.defaultCountry;
    const defaultCountry = typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : undefined;
    // What the page says of its country (its lang region, Content-Language, country domain), read
    // here and checked by the background against its numbering data.
    this.pageCountry = undefined;
    let page: { country?: CountryCode } | undefined;
    if (reply.usePageCountry === true) {
      const said = pageCountryOf(documentSignals(document));
      this.pageCountry = said as CountryCode | undefined;
      page = said ? { country: said as CountryCode } : {};
    }
    this.highlighter.start({ defaultCountry, highlightInCode: reply.highlightInCode === true, ...(page ? { page } : {}) });
  }

  // ---- verdicts already known -------------------------------------------------------------

  /** Asks for the verdicts of this frame's numbers, at most every VERDICTS_EVERY_MS. */
  private askVerdictsSoon(): void {
    if (this.verdictsTimer !== undefined) return;
    const wait = Math.max(0, this.verdictsAskedAt + VERDICTS_EVERY_MS - Date.now());
    this.verdictsTimer = this.ctx.setTimeout(() => {
      this.verdictsTimer = undefined;
      this.verdictsAskedAt = Date.now();
      void this.askVerdicts();
    }, wait);
  }

  private async askVerdicts(): Promise<void> {
    const store = this.highlighter.store;
    if (!store || store.size === 0) {
      this.overlay.refresh();
      return;
    }
    const numbers = new Set<string>();
    for (const block of store.blocksWithNumbers())
      for (const n of store.listedIn(block)) if (!this.verdictsAsked.has(n.number)) numbers.add(n.number);
    const asked = [...numbers];
    if (asked.length === 0 && this.verdictsAsked.size > 0 && !this.cacheChanged) {
      this.overlay.refresh();
      return;
    }
    this.cacheChanged = false;
    for (const n of asked) this.verdictsAsked.add(n);
    const got = await askInSlices((numbers) => send({ type: 'verdicts:for-page', numbers }), asked);
    if (got.anyKnown === undefined || this.ctx.isInvalid) return;
    this.verdicts.update(got.answered, got.entries, got.anyKnown);
    this.overlay.refresh();
    // Over the tab's budget: the rest are asked again at the next turn.
    for (const n of got.unanswered) this.verdictsAsked.delete(n);
    if (got.unanswered.length > 0) this.askVerdictsSoon();
  }

  // ---- hover and the chip ----------------------------------------------------------------

  private hit(x: number, y: number): Found | undefined {
    const highlight = this.highlighter.highlightObject;
    const store = this.highlighter.store;
    if (!highlight || !store || store.size === 0) return undefined;
    return hitTest(
      {
        doc: document,
        registry: window.CSS?.highlights,
        highlight,
        store,
        rectsOf: (f) => [...(this.highlighter.liveRange(f)?.getClientRects() ?? [])],
      },
      x,
      y,
    );
  }

  private onPointerMove(e: PointerEvent): void {
    if (!this.highlighter.active || e.pointerType === 'touch') return;
    this.pointer = { x: e.clientX, y: e.clientY };
    if (this.frameRequested) return;
    this.frameRequested = true;
    this.ctx.requestAnimationFrame(() => {
      this.frameRequested = false;
      this.trackPointer();
    });
  }

  private trackPointer(): void {
    const p = this.pointer;
    if (!p) return;
    const found = this.overChip ? this.hovered : this.hit(p.x, p.y);
    if (found) {
      this.clearLeave();
      if (found === this.hovered) return;
      this.hovered = found;
      this.clearHover();
      this.hoverTimer = this.ctx.setTimeout(() => this.showChipFor(found), HOVER_DELAY_MS);
    } else if (this.hovered && !this.overChip) {
      this.clearHover();
      this.scheduleLeave();
    }
  }

  private onChipPointer(inside: boolean): void {
    this.overChip = inside;
    if (inside) this.clearLeave();
    else this.scheduleLeave();
  }

  private scheduleLeave(): void {
    if (this.leaveTimer !== undefined) return;
    this.leaveTimer = this.ctx.setTimeout(() => {
      this.leaveTimer = undefined;
      if (this.overChip) return;
      this.hideChip();
    }, LEAVE_DELAY_MS);
  }

  private clearLeave(): void {
    if (this.leaveTimer !== undefined) clearTimeout(this.leaveTimer);
    this.leaveTimer = undefined;
  }

  private clearHover(): void {
    if (this.hoverTimer !== undefined) clearTimeout(this.hoverTimer);
    this.hoverTimer = undefined;
  }

  private boxOf(found: Found): Box | undefined {
    const range = this.highlighter.liveRange(found);
    return range ? unionOf([...range.getClientRects()]) : undefined;
  }

  private showChipFor(found: Found): void {
    this.hoverTimer = undefined;
    const anchor = this.boxOf(found);
    if (!anchor || this.ui.cardShown) return;
    this.hovered = found;
    const known = this.verdicts.get(found.number);
    this.ui.showChip({
      number: found.number,
      label: labelOf(found),
      anchor,
      obstacles: this.obstacles(found),
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

  private hideChip(): void {
    this.clearHover();
    this.clearLeave();
    this.hovered = undefined;
    this.overChip = false;
    this.ui.hideChip();
  }

  /** A person's click on a number shows the chip at once (touch screens have no hover). */
  private onClick(e: MouseEvent): void {
    if (!e.isTrusted || this.ui.contains(e) || !this.highlighter.active) return;
    const found = this.hit(e.clientX, e.clientY);
    if (found) this.showChipFor(found);
  }

  private onPointerDown(e: PointerEvent): void {
    if (this.ui.contains(e)) return;
    // A click outside closes the card; the chip goes too unless the click is on its number.
    if (this.ui.cardShown) this.closeCard();
    if (this.ui.chipShown && !this.hit(e.clientX, e.clientY)) this.hideChip();
  }

  private onKeyDown(e: KeyboardEvent): void {
    if (e.key !== 'Escape' || (!this.ui.cardShown && !this.ui.chipShown)) return;
    this.closeAll();
  }

  private closeAll(): void {
    this.closeCard();
    this.hideChip();
  }

  /**
   * The boxes of the highlighted numbers on screen other than `except`: what the chip and the card
   * keep clear of. Only numbers the highlight window has made ranges for are measured (those near
   * the viewport), at most a few thousand, once per placement.
   */
  private obstacles(except: Found | undefined): () => Box[] {
    return () => {
      const store = this.highlighter.store;
      if (!store) return [];
      const { width, height } = viewportSize(document);
      const out: Box[] = [];
      let measured = 0;
      for (const f of store.all()) {
        if (f === except) continue;
        if (++measured > MAX_OBSTACLES) break;
        const r = this.highlighter.liveRange(f)?.getBoundingClientRect();
        if (!r || r.width === 0 || r.bottom < 0 || r.top > height || r.right < 0 || r.left > width) continue;
        out.push({ left: r.left, top: r.top, width: r.width, height: r.height });
      }
      return out;
    };
  }

  private onScroll(): void {
    this.overlay.refresh();
    if (this.ui.chipShown) this.hideChip();
    const card = this.ui.cardShown;
    const anchor = this.cardAnchor;
    if (!card || !anchor?.found) return;
    const box = this.boxOf(anchor.found);
    if (box) this.ui.showCard({ ...card, anchor: box });
  }

  // ---- checks and the card ---------------------------------------------------------------

  private async onCheck(chip: ChipModel, event: MouseEvent): Promise<void> {
    // A synthetic click spends nothing. The background re-checks `trusted` and rate-limits too.
    if (!event.isTrusted || this.checking) return;
    const found = this.hovered;
    this.openCard({ number: chip.number, label: chip.label, anchor: chip.anchor }, found);
    await this.checkInCard(chip.number);
  }

  /** Runs the check of the card's number and shows its reply there, if the card still shows it. */
  private async checkInCard(number: string): Promise<void> {
    this.checking = true;
    let reply: CheckReply;
    try {
      // The extension written on the page ("… ext. 204") goes with the number; the background decides
      // whether it is sent.
      const asked = withWrittenExtension(number, this.ui.cardShown?.label ?? number);
      reply = await send({ type: 'check:from-page', number: asked, trusted: true, title: document.title });
    } catch {
      reply = { ok: false, error: makeError('internal', { environment: 'production', baseUrl: '' }) };
    } finally {
      this.checking = false;
    }
    const card = this.ui.cardShown;
    if (card && card.number === number) this.ui.showCard({ ...card, reply });
  }

  /** The card's error button: the same way forward the popup offers, from a person's click only. */
  private onCardAction(action: ErrorAction, event: Event): void {
    const card = this.ui.cardShown;
    if (!event.isTrusted || !card) return;
    if (action === 'retry') {
      if (this.checking || !card.number) return;
      const { reply: _old, ...pending } = card;
      this.ui.showCard(pending);
      void this.checkInCard(card.number);
      return;
    }
    const where = OPEN_FOR[action];
    if (where) void send({ type: 'settings:open', where, trusted: true }).catch(() => undefined);
  }

  private openCard(card: { number: string; label: string; anchor: Box; reply?: CheckReply }, found?: Found): void {
    this.hideChip();
    this.cardAnchor = { found, box: card.anchor };
    this.ui.showCard({ ...card, obstacles: this.obstacles(found) });
  }

  private closeCard(): void {
    this.cardAnchor = undefined;
    this.ui.hideCard();
  }

  // ---- right-click and the background's questions ----------------------------------------

  private onContextMenu(e: MouseEvent): void {
    if (this.ui.contains(e)) return;
    const found = this.highlighter.active ? this.hit(e.clientX, e.clientY) : undefined;
    this.contextTarget = {
      point: pointBox(e.clientX, e.clientY),
      ...(found ? { found, number: withWrittenExtension(found.number, found.text), text: found.text } : {}),
    };
    // Sent at every right-click, so an item shown for an earlier number is hidden again.
    void send({ type: 'menu:number-under-pointer', hasNumber: found !== undefined }).catch(() => undefined);
  }

  private selectionText(): string {
    const active = document.activeElement;
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
      const { selectionStart: s, selectionEnd: e } = active;
      if (s !== null && e !== null && e > s) return active.value.slice(s, e).trim();
    }
    return window.getSelection()?.toString().trim() ?? '';
  }

  private selectionBox(): Box | undefined {
    const active = document.activeElement;
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
      const r = active.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    }
    const sel = window.getSelection();
    if (!sel || sel.rangeCount === 0) return undefined;
    return unionOf([...sel.getRangeAt(0).getClientRects()]);
  }

  private onMessage(message: unknown, sender: { id?: string }): Promise<Reply<ToContentScriptType>> | undefined {
    if (sender.id !== browser.runtime.id) return undefined;
    const msg = parseBackgroundToPage(message);
    return msg ? dispatch(this.answers, msg, undefined) : undefined;
  }

  /** The answers to the background's questions. Undefined means "not answering": another frame (the one with the selection) will. */
  private readonly answers: OptionalHandlers<ToContentScriptType, void> = {
    'menu:number-here': async () => {
      const t = this.contextTarget;
      return {
        ...(t?.number ? { number: t.number } : {}),
        ...(t?.text ? { text: t.text } : {}),
        ...(document.title ? { title: document.title } : {}),
        ...(this.pageCountry ? { country: this.pageCountry } : {}),
      };
    },
    'selection:get': () => {
      const text = this.selectionText();
      if (!text) return undefined;
      return Promise.resolve({
        text,
        title: document.title,
        url: location.href,
        ...(this.pageCountry ? { country: this.pageCountry } : {}),
      });
    },
    'check:show-result': (msg) => {
      const reply = msg.reply;
      const number = reply.ok ? reply.record.e164 : (reply.e164 ?? '');
      // Sent to one frame when the background knows which; to all otherwise, and then only the
      // frame with the selection, or with the right-click, shows the card.
      if (msg.at === 'selection') {
        const anchor = this.selectionBox();
        if (!anchor && !this.contextTarget) return undefined;
        const label = this.selectionText().replace(/\s+/g, ' ') || number;
        this.openCard({ number, label, anchor: anchor ?? this.contextTarget?.point ?? pointBox(16, 16), reply });
      } else {
        const t = this.contextTarget;
        if (!t) return undefined;
        const box = t.found ? this.boxOf(t.found) : undefined;
        this.openCard({ number, label: t.found ? labelOf(t.found) : number, anchor: box ?? t.point, reply }, t.found);
      }
      return Promise.resolve({ shown: true });
    },
    'settings:changed': () => this.applySettings().then(() => ({ ok: true }) as const),
    'verdicts:changed': () => {
      // Which numbers changed is not said: ask again for all of this frame's own.
      this.verdictsAsked.clear();
      this.cacheChanged = true;
      this.askVerdictsSoon();
      return Promise.resolve({ ok: true } as const);
    },
  };
}
