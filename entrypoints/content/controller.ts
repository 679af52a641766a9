// The content script of one frame, wired: settings from the background, highlighting on or off,
// and four owners, each of its own state (docs/architecture.md#the-content-script):
//  - HoverTracker: where the pointer rests, and when the chip should show or go;
//  - PageTarget: the right-clicked number and the selection, for the background's questions;
//  - KnownVerdicts: what this frame knows of its numbers' verdicts, and their marks (OnDemandMarks);
//  - ChipAndCard: the chip and the card, and the check the card runs, loaded on demand (OnDemandUi).
// Page events enter here, in `start`, and go to the one owner that follows each.
import type { CountryCode } from 'libphonenumber-js/core';
import { browser } from 'wxt/browser';
import { dismissedTextOf } from '@/utils/highlight/dismissed-text';
import type { PageSaid } from '@/utils/messaging/detect-messages';
import { parseBackgroundToPage, type Reply, type ToContentScriptType } from '@/utils/messaging/protocol';
import { dispatch, type OptionalHandlers } from '@/utils/messaging/receive';
import { send } from '@/utils/messaging/send';
import { hasClues, type PageClues } from '@/utils/phone/page-clues';
import { documentSignals, pageCountryOf } from '@/utils/phone/page-signals';
import { readClues } from './clue-read';
import { HoverTracker } from './hover-tracker';
import { KnownVerdicts } from './known-verdicts';
import { type Found, geometryOf } from './number-geometry';
import { answerFrameNumbers } from './numbers-port';
import { loadMarks, OnDemandMarks } from './on-demand-marks';
import { OnDemandUi } from './on-demand-ui';
import { PageHighlighter } from './page-highlighter';
import { documentSelection, PageTarget } from './page-target';
import type { ScriptLife } from './script-life';
import { contextTimers } from './timers';
import { loadPageUi } from './ui-loader';

const scheduler = () =>
  (window as unknown as { scheduler: { yield(): Promise<void>; postTask(run: () => void): Promise<void> } }).scheduler;

/** What a page that declares no country says of it: its clues, when it has any. */
const pageOfClues = (clues: PageClues | undefined): PageSaid => (clues && hasClues(clues) ? { clues } : {});

export class ContentController {
  private readonly highlighter = new PageHighlighter(document);
  /** Counts asks of the page's settings: an answer read after a newer ask began is dropped. */
  private settingsAsked = 0;
  private readonly hover: HoverTracker<Found>;
  private readonly verdicts: KnownVerdicts;
  private readonly target: PageTarget;
  /** The chip and the card (ChipAndCard and its UI), loaded the first time they may show. */
  private readonly chipAndCard: OnDemandUi;

  constructor(private readonly ctx: ScriptLife) {
    const { highlighter } = this;
    const geometry = geometryOf(highlighter, document);
    const timers = contextTimers(ctx);
    this.hover = new HoverTracker(
      { active: () => highlighter.active, hit: (x, y) => geometry.hit(x, y), timers },
      {
        resting: () => this.chipAndCard.warm(),
        show: (found) => this.chipAndCard.showChipFor(found),
        hide: () => this.chipAndCard.hideChip(),
      },
    );
    this.verdicts = new KnownVerdicts(
      {
        numbers: () => {
          const store = highlighter.store;
          if (!store || store.size === 0) return undefined;
          return (function* () {
            for (const block of store.blocksWithNumbers()) for (const n of store.listedIn(block)) yield n.number;
          })();
        },
        ask: (numbers) => send({ type: 'verdicts:for-page', numbers }).catch(() => undefined),
        timers,
        stopped: () => ctx.isInvalid,
      },
      (book) =>
        new OnDemandMarks(book, async (b) =>
          (await loadMarks()).createMarks(document, b, {
            numbers: () => highlighter.store?.all() ?? [],
            hasNumbers: () => (highlighter.store?.size ?? 0) > 0,
            rectsOf: (f) => [...(highlighter.liveRange(f as Found)?.getClientRects() ?? [])],
          }),
        ),
    );
    this.target = new PageTarget({
      geometry,
      inOurUi: (e) => this.chipAndCard.contains(e),
      selection: documentSelection(document, highlighter.rootOf),
      page: () => ({ title: document.title, url: location.href }),
      tellMenu: (hasNumber) => void send({ type: 'menu:number-under-pointer', hasNumber }).catch(() => undefined),
    });
    this.chipAndCard = new OnDemandUi(loadPageUi, {
      onPointer: (inside) => this.hover.chipPointer(inside),
      geometry,
      hover: this.hover,
      known: (number) => this.verdicts.get(number),
      check: (asked) => send({ type: 'check:from-page', number: asked, trusted: true, title: document.title }),
      learn: (known) => this.verdicts.learn(known),
      dismiss: (label) => {
        highlighter.dismiss(label);
        void send({ type: 'dismissed:add', text: label, trusted: true }).catch(() => undefined);
      },
      open: (where) => void send({ type: 'settings:open', where, trusted: true }).catch(() => undefined),
      now: () => performance.now(),
    });
    highlighter.onIdle = () => this.verdicts.askSoon();
  }

  start(): void {
    const { ctx } = this;
    const capture = { capture: true, passive: true } as const;
    const toChipAndCard = (e: Event) => this.chipAndCard.pageEvent(e);
    ctx.addEventListener(window, 'pointermove', (e) => this.hover.pointerMoved(e), capture);
    ctx.addEventListener(window, 'click', toChipAndCard, { capture: true });
    ctx.addEventListener(window, 'pointerdown', toChipAndCard, { capture: true });
    ctx.addEventListener(window, 'keydown', toChipAndCard, { capture: true });
    ctx.addEventListener(window, 'contextmenu', (e) => this.target.contextMenu(e), { capture: true });
    const onMove = (e: Event) => {
      this.verdicts.refresh();
      this.chipAndCard.pageEvent(e);
    };
    ctx.addEventListener(window, 'scroll', onMove, capture);
    ctx.addEventListener(window, 'resize', onMove, capture);
    const onMessage = (message: unknown, sender: { id?: string }, sendResponse: (reply: unknown) => void) =>
      this.onMessage(message, sender, sendResponse);
    browser.runtime.onMessage.addListener(onMessage);
    const stopNumbersPort = answerFrameNumbers(this.highlighter, document, ctx);
    ctx.onInvalidated(() => {
      browser.runtime.onMessage.removeListener(onMessage);
      stopNumbersPort();
      this.highlighter.stop();
      this.verdicts.stop();
      this.chipAndCard.stop();
    });
    void this.applySettings();
  }

  private async applySettings(): Promise<void> {
    const asked = ++this.settingsAsked;
    if (import.meta.env.NC_DEV_BUILD) performance.mark('nc:settings-sent');
    const replied = send({ type: 'settings:for-page' }).catch(() => undefined);
    // What the page says of its country, read while the answer is on its way (reading is local:
    // nothing is sent before the answer says highlighting and the page's country are on): its
    // declaration (page-signals.ts), and for a page that declares none its words (page-clues.ts),
    // a read dropped at its next slice when the answer says they are not wanted (clue-read.ts).
    const said = pageCountryOf(documentSignals(document));
    const clueRead = said ? undefined : readClues(document, scheduler());
    if (import.meta.env.NC_DEV_BUILD) void clueRead?.all.then(() => performance.mark('nc:clues-read'));
    const reply = await replied;
    if (import.meta.env.NC_DEV_BUILD) performance.mark('nc:settings-reply');
    clueRead?.want(reply?.highlight === true && reply.usePageCountry === true);
    if (this.ctx.isInvalid || asked !== this.settingsAsked) return;
    if (reply?.highlight !== true) {
      this.highlighter.stop();
      this.verdicts.stop();
      this.chipAndCard.hideChip();
      return;
    }
    // A shape check only: the background sends a country it has validated, and the detector checks
    // the code against its own numbering data (utils/phone/country's reader would add its table to every page).
    const code = reply.defaultCountry;
    const defaultCountry = typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : undefined;
    // What the page says of its country (its lang region, Content-Language, country domain), read
    // here and checked by the background against its numbering data.
    this.target.country = undefined;
    this.target.sections = reply.usePageCountry === true;
    this.target.clues = undefined;
    let page: PageSaid | undefined;
    // Highlighting starts with a long page's first clues, the first screen read with them, and the
    // rest of the page waits for all of them (settlePage below); once highlighting runs, a new ask
    // waits for them all (its page is read already).
    let partial = false;
    if (reply.usePageCountry === true) {
      this.target.country = said as CountryCode | undefined;
      // A page that declares nothing: what its own words say (page-clues.ts), for the background to vote on.
      // Read in slices (a page of thousands of text nodes took one long task), begun with the ask;
      // a newer ask of the settings, begun meanwhile, wins.
      const quick = !this.highlighter.active;
      const clues = await (quick ? clueRead?.first : clueRead?.all);
      if (this.ctx.isInvalid || asked !== this.settingsAsked) return;
      partial = quick && clueRead?.partial() === true;
      page = said ? { country: said as CountryCode } : pageOfClues(clues);
      this.target.clues = page.clues;
    }
    // This site's dismissed texts ("Not a phone number"), read as any text from outside is.
    const dismissed = Array.isArray(reply.dismissed)
      ? reply.dismissed.filter((d): d is string => dismissedTextOf(d) === d).slice(0, 1_000)
      : [];
    this.highlighter.start({
      defaultCountry,
      highlightInCode: reply.highlightInCode === true,
      dismissed,
      ...(page ? { page } : {}),
      ...(partial ? { pagePending: true } : {}),
    });
    if (!partial || !clueRead) return;
    // The rest of the clues after the first screen: its answer is not held behind a slice of theirs.
    clueRead.readRestAfter(this.highlighter.firstScreenEnd);
    const all = await clueRead.all;
    if (this.ctx.isInvalid || asked !== this.settingsAsked) return;
    // (A read that failed half-way: the first clues are all there is.)
    const settled = all ? pageOfClues(all) : (page ?? {});
    this.target.clues = settled.clues;
    this.highlighter.settlePage(settled);
  }

  /**
   * The content script uses the browser's own API (no polyfill: wxt.config.ts), whose listeners
   * cannot answer with a promise in Chromium: an answer goes through `sendResponse`, and `true` keeps
   * the channel open for it. Undefined: not answering (another frame will).
   */
  private onMessage(message: unknown, sender: { id?: string }, sendResponse: (reply: unknown) => void): true | undefined {
    if (sender.id !== browser.runtime.id) return undefined;
    const msg = parseBackgroundToPage(message);
    const answer: Promise<Reply<ToContentScriptType>> | undefined = msg ? dispatch(this.answers, msg, undefined) : undefined;
    if (!answer) return undefined;
    answer.then(sendResponse, () => sendResponse(undefined));
    return true;
  }

  /** The answers to the background's questions. Undefined means "not answering": another frame (the one with the selection) will. */
  private readonly answers: OptionalHandlers<ToContentScriptType, void> = {
    'menu:number-here': async () => this.target.numberHere(),
    'selection:get': () => {
      const selection = this.target.selection();
      return selection ? Promise.resolve(selection) : undefined;
    },
    'check:show-result': (msg) => {
      const { reply } = msg;
      const number = reply.ok ? reply.record.e164 : (reply.e164 ?? '');
      // Sent to one frame when the background knows which; to all otherwise, and then only the
      // frame with the selection, or with the right-click, shows the card.
      const place = this.target.cardPlace(msg.at, number);
      if (!place) return undefined;
      this.chipAndCard.openCard({ number, label: place.label, anchor: place.anchor, reply }, place.found);
      this.verdicts.learn(msg.known);
      return Promise.resolve({ shown: true });
    },
    'settings:changed': () => this.applySettings().then(() => ({ ok: true }) as const),
    'verdicts:changed': () => {
      this.verdicts.changed();
      return Promise.resolve({ ok: true } as const);
    },
  };
}
