// Our in-page UI's home: a closed shadow root on a host element that is in the page only while
// something is shown. The host is the one change we make to a page's DOM; removing it when the UI
// hides leaves the page's DOM exactly as the page built it.

/** Events kept inside our UI: the page must not see keys typed or clicks made in it. */
const ISOLATED_EVENTS = [
  'keydown',
  'keyup',
  'keypress',
  'input',
  'change',
  'focusin',
  'focusout',
  'click',
  'dblclick',
  'contextmenu',
  'mousedown',
  'mouseup',
  'pointerdown',
  'pointerup',
  'touchstart',
  'touchend',
  'wheel',
  'copy',
  'cut',
  'paste',
  'selectstart',
];

// !important on :host beats the page's own rules for our tag, even !important ones (shadow
// context wins for important declarations), so the page cannot restyle or hide the host.
const HOST_CSS = `:host {
  all: initial !important;
  display: block !important;
  position: fixed !important;
  top: 0 !important;
  left: 0 !important;
  width: 0 !important;
  height: 0 !important;
  overflow: visible !important;
  z-index: 2147483647 !important;
  pointer-events: auto !important;
}`;

export interface ShadowHost {
  readonly host: HTMLElement;
  /** Where the UI renders, inside the closed shadow root. */
  readonly container: HTMLElement;
  readonly mounted: boolean;
  mount(): void;
  unmount(): void;
  /** Whether an event's path passes through our UI. */
  contains(event: Event): boolean;
  /** Adds styles (a part of the UI loaded later brings its own). */
  addCss(cssText: string): void;
}

export function createShadowHost(doc: Document, name: string, cssTexts: readonly string[]): ShadowHost {
  const win = doc.defaultView;
  const host = doc.createElement(name);
  const root = host.attachShadow({ mode: 'closed' });
  const addCss = (css: string) => {
    if (win && 'adoptedStyleSheets' in root) {
      try {
        const sheet = new win.CSSStyleSheet();
        sheet.replaceSync(css);
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        return;
      } catch {
        // fall through to a <style> inside our own shadow root
      }
    }
    const style = doc.createElement('style');
    style.textContent = css;
    root.prepend(style);
  };
  addCss([HOST_CSS, ...cssTexts].join('\n'));
  const container = doc.createElement('div');
  container.className = 'nc-root';
  root.append(container);
  for (const type of ISOLATED_EVENTS) root.addEventListener(type, (e) => e.stopPropagation());
  return {
    host,
    container,
    get mounted() {
      return host.isConnected;
    },
    mount() {
      if (!host.isConnected) doc.documentElement.append(host);
    },
    unmount() {
      host.remove();
    },
    contains(event) {
      return event.composedPath().includes(host);
    },
    addCss,
  };
}
