// What the person points at on this page, for the background's questions: the number under the
// last right-click (`menu:number-here`), the selected text (`selection:get`), and where the card
// for a check started from either should show. The right-click comes in through one method,
// `contextMenu`; every right-click tells the background whether it is on a number, so the menu
// shows "Check this number" only there.
import type { CountryCode } from 'libphonenumber-js/core';
import type { Box } from '@/utils/in-page/position';
import { unionOf } from '@/utils/in-page/position';
import type { ProtocolMap } from '@/utils/messaging/protocol';
import type { PageClues } from '@/utils/phone/page-clues';
import { sectionCountryOf } from '@/utils/phone/page-signals';
import type { Found, NumberGeometry } from './number-geometry';

/** The selection's text and box: in a text field, or in the page. */
export interface SelectionReader {
  text(): string;
  box(): Box | undefined;
  /** The element the selection starts in (a field, or the page's text). */
  element?(): Element | undefined;
}

export interface PageTargetEnv {
  geometry: NumberGeometry;
  /** Whether an event happened inside our own UI (a right-click there is not on the page). */
  inOurUi(event: Event): boolean;
  selection: SelectionReader;
  /** The page's title and address, as the browser has them now. */
  page(): { title: string; url: string };
  /** Tells the background whether the right-click is on a number. */
  tellMenu(hasNumber: boolean): void;
}

export interface CardPlace {
  label: string;
  anchor: Box;
  found?: Found;
}

interface RightClick {
  found?: Found;
  point: Box;
}

export function pointBox(x: number, y: number): Box {
  return { left: x, top: y, width: 0, height: 0 };
}

/** A number as the page writes it, on one line. */
export function labelOf(found: { text: string }): string {
  return found.text.replace(/\s+/g, ' ').trim();
}

export class PageTarget {
  private rightClick: RightClick | undefined;
  /** The country this page says it is from, when the setting is on: for the numbers the user selects. */
  country: CountryCode | undefined;
  /** The page's country is used (the setting is on): a selection in a section with its own `lang` region is read with it. */
  sections = false;
  /** The page's words, when it declares no country: the background votes on them for a selection. */
  clues: PageClues | undefined;

  constructor(private readonly env: PageTargetEnv) {}

  /**
   * Every right-click on the page comes in here. Only a person's counts: a right-click a page's
   * script dispatched would change the number "Check this number" checks, or flood the background
   * with menu updates.
   */
  contextMenu(e: MouseEvent): void {
    if (!e.isTrusted || this.env.inOurUi(e)) return;
    const { geometry } = this.env;
    const found = geometry.active() ? geometry.hit(e.clientX, e.clientY) : undefined;
    this.rightClick = { point: pointBox(e.clientX, e.clientY), ...(found ? { found } : {}) };
    // Sent at every right-click, so an item shown for an earlier number is hidden again.
    this.env.tellMenu(found !== undefined);
  }

  /**
   * `menu:number-here`: the right-clicked number as read and as written (the background adds the
   * extension written after it), with the page's title and country.
   */
  numberHere(): ProtocolMap['menu:number-here']['reply'] {
    const found = this.rightClick?.found;
    const { title } = this.env.page();
    return {
      ...(found ? { number: found.number, text: found.text } : {}),
      ...(title ? { title } : {}),
      ...this.countryHere(),
    };
  }

  /** The selection's section's country (`<section lang="fr-FR">`), else the page's; a shape the background checks. */
  private countryHere(): { country?: string; clues?: PageClues } {
    const el = this.sections ? this.env.selection.element?.() : undefined;
    const country = (el ? sectionCountryOf(el) : undefined) ?? this.country;
    if (country) return { country };
    return this.clues ? { clues: this.clues } : {};
  }

  /** `selection:get`: the selected text; undefined in a frame without a selection (another answers). */
  selection(): ProtocolMap['selection:get']['reply'] | undefined {
    const text = this.env.selection.text();
    if (!text) return undefined;
    const { title, url } = this.env.page();
    return { text, title, url, ...this.countryHere() };
  }

  /**
   * Where the card of a check started by the selection or the right-click shows, and the number's
   * words on it; undefined in a frame that has neither (the background may ask every frame).
   */
  cardPlace(at: 'context' | 'selection', number: string): CardPlace | undefined {
    const t = this.rightClick;
    if (at === 'selection') {
      const anchor = this.env.selection.box();
      if (!anchor && !t) return undefined;
      const label = this.env.selection.text().replace(/\s+/g, ' ') || number;
      return { label, anchor: anchor ?? t?.point ?? pointBox(16, 16) };
    }
    if (!t) return undefined;
    const box = t.found ? this.env.geometry.boxOf(t.found) : undefined;
    return { label: t.found ? labelOf(t.found) : number, anchor: box ?? t.point, ...(t.found ? { found: t.found } : {}) };
  }
}

/**
 * The focused element, inside shadow roots too: a document's `activeElement` is the host of the
 * root that holds the focus (closed roots are entered through `rootOf`).
 */
export function deepActiveElement(
  doc: Document,
  rootOf: (el: Element) => ShadowRoot | null = (el) => el.shadowRoot,
): Element | null {
  let active = doc.activeElement;
  for (let depth = 0; active && depth < 32; depth++) {
    const inner = rootOf(active)?.activeElement;
    if (!inner) break;
    active = inner;
  }
  return active;
}

/** The selection as the document has it: in the focused text field (in a shadow root too), else in the page. */
export function documentSelection(doc: Document, rootOf?: (el: Element) => ShadowRoot | null): SelectionReader {
  const field = () => {
    const active = deepActiveElement(doc, rootOf);
    return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : undefined;
  };
  return {
    text() {
      const active = field();
      if (active) {
        const { selectionStart: s, selectionEnd: e } = active;
        if (s !== null && e !== null && e > s) return active.value.slice(s, e).trim();
      }
      return window.getSelection()?.toString().trim() ?? '';
    },
    box() {
      const active = field();
      if (active) {
        const r = active.getBoundingClientRect();
        return { left: r.left, top: r.top, width: r.width, height: r.height };
      }
      const sel = window.getSelection();
      if (!sel || sel.rangeCount === 0) return undefined;
      return unionOf([...sel.getRangeAt(0).getClientRects()]);
    },
    element() {
      const active = field();
      if (active) return active;
      const node = window.getSelection()?.anchorNode;
      return node ? (node.nodeType === 1 ? (node as Element) : (node.parentElement ?? undefined)) : undefined;
    },
  };
}
