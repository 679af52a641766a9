// @vitest-environment happy-dom
// The popup's first paint: what is kept of the rendered popup (keep-first-paint.ts) and when the
// first-paint script paints it (first-paint.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { h, render } from 'preact';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paintKeptFirstPaint, type ReadStorage, startPopup } from '@/entrypoints/popup/first-paint';
import { firstPaintTop, keepPaintCopy } from '@/entrypoints/popup/keep-first-paint';
import { ARIA_ATTRIBUTES, POPUP_SANITIZER, paintMarkup } from '@/entrypoints/popup/paint-markup';
import {
  FIRST_PAINT_KEY,
  firstPaintStamp,
  OLD_PAINT_COPY_KEYS,
  PAINT_COPY_KEY,
  paintCopy,
  paintId,
} from '@/utils/storage/popup-first-paint';

const AT = Date.parse('2026-01-01T10:00:00Z');

// happy-dom has no HTML sanitizer (`Element.setHTML`): a stand-in that parses without filtering and
// notes the options it was given, so these tests see what is painted when. What the browser's
// sanitizer keeps of hostile markup is checked in Chromium (tests/e2e/popup-first-paint.spec.ts).
const sanitizerOptions: unknown[] = [];
type WithSetHtml = { setHTML?: (this: Element, html: string, options: unknown) => void };
beforeAll(() => {
  (Element.prototype as WithSetHtml).setHTML = function (html, options) {
    sanitizerOptions.push(options);
    this.innerHTML = html;
  };
});
afterAll(() => {
  delete (Element.prototype as WithSetHtml).setHTML;
});

function rendered(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<div class="nc-popup"><header>Number Check</header><main class="nc-main">' +
    '<input id="nc-country"><input id="nc-number">' +
    '<section class="nc-current"><span class="nc-number">+1 650 253 0000</span>' +
    `<time class="nc-time" datetime="${new Date(AT).toISOString()}">just now</time>` +
    '<details class="nc-raw" open><summary>Raw answer</summary></details></section>' +
    '<section class="nc-otp">On this page</section><section class="nc-history">Recent</section>' +
    '<footer class="nc-popup-footer">Privacy</footer></main></div>';
  (root.querySelector('#nc-country') as HTMLInputElement).value = 'US +1';
  return root;
}

describe('firstPaintTop', () => {
  it('keeps the top of the popup: below the fold left out, moments without words, folded, fields as filled', () => {
    const root = rendered();
    const html = firstPaintTop(root).innerHTML;
    const kept = document.createElement('div');
    kept.innerHTML = html;
    expect(kept.querySelector('.nc-number')?.textContent).toBe('+1 650 253 0000');
    expect(kept.querySelector('.nc-otp, .nc-history, .nc-popup-footer')).toBeNull();
    expect(kept.querySelector('time')?.textContent).toBe('');
    expect(kept.querySelector('details')?.hasAttribute('open')).toBe(false);
    expect(kept.querySelector('#nc-country')?.getAttribute('value')).toBe('US +1');
    expect(kept.querySelector('#nc-number')?.hasAttribute('value')).toBe(false);
    // The rendered popup itself is left as it is.
    expect(root.querySelector('.nc-history')).not.toBeNull();
  });

  it('is the same markup whatever order the attributes were set in', () => {
    const a = document.createElement('div');
    a.innerHTML = '<time class="nc-time" datetime="2026-01-01" title="Jan 1"></time><input type="tel" maxlength="64" id="n">';
    const b = document.createElement('div');
    b.innerHTML = '<time title="Jan 1" class="nc-time" datetime="2026-01-01"></time><input id="n" maxlength="64" type="tel">';
    expect(firstPaintTop(b).innerHTML).toBe(firstPaintTop(a).innerHTML);
  });

  // Preact renders over the painted top and sets some attributes again at the end (`dateTime`,
  // `inputMode`, `maxLength`): kept as it came, that top's markup, and so its id, was not the one the
  // worker had named in the popup's address, and the next openings read storage for their paint.
  it('is the same after a render over the painted top as after a fresh render', () => {
    const top = () =>
      h('div', { class: 'nc-popup' }, [
        h('time', { class: 'nc-time', dateTime: new Date(AT).toISOString(), title: 'Jan 1, 2026' }),
        h('input', { id: 'nc-number', type: 'tel', inputMode: 'tel', maxLength: 64, placeholder: '+1 650 253 0000' }),
      ]);
    const fresh = document.createElement('div');
    render(top(), fresh);
    const kept = firstPaintTop(fresh);
    const painted = document.createElement('div');
    expect(paintMarkup(painted, kept.innerHTML)).toBe(true);
    render(top(), painted);
    expect(firstPaintTop(painted).innerHTML).toBe(kept.innerHTML);
  });
});

/** Storage as the first-paint script reads it: each area with its own values. */
function areas(local: Record<string, unknown>, session: Record<string, unknown> = {}): ReadStorage {
  return async (area, keys) => {
    const values = area === 'local' ? local : session;
    return Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]]));
  };
}

describe('paintKeptFirstPaint', () => {
  const values = { settings: { activeEnvironment: 'staging' }, lastResult: { record: { id: 'r1' } }, credits: {} };
  const html = firstPaintTop(rendered()).innerHTML;
  const kept = { html, stamp: firstPaintStamp(values, 'en') };
  const keptInSession = areas(values, { [FIRST_PAINT_KEY]: kept });

  it('paints a kept paint that is still true, with its moments said for now', async () => {
    const root = document.createElement('div');
    const painted = await paintKeptFirstPaint(root, keptInSession, 'en', AT + 3 * 60_000);
    expect(painted).toBe(true);
    expect(root.querySelector('.nc-number')?.textContent).toBe('+1 650 253 0000');
    expect(root.querySelector('time')?.textContent).toBe('3 min. ago');
  });

  it('paints nothing when storage holds something else now, when it cannot be read, or over a rendered popup', async () => {
    const stale = document.createElement('div');
    const changed = areas({ ...values, lastResult: { record: { id: 'r2' } } }, { [FIRST_PAINT_KEY]: kept });
    expect(await paintKeptFirstPaint(stale, changed, 'en')).toBe(false);
    expect(stale.hasChildNodes()).toBe(false);
    const unreadable = document.createElement('div');
    expect(await paintKeptFirstPaint(unreadable, () => Promise.reject(new Error('no storage')), 'en')).toBe(false);
    const live = document.createElement('div');
    live.innerHTML = '<p>live</p>';
    expect(await paintKeptFirstPaint(live, keptInSession, 'en')).toBe(false);
    expect(live.innerHTML).toBe('<p>live</p>');
  });

  it('never paints markup found in storage.local, where a content script can write in Firefox', async () => {
    const root = document.createElement('div');
    const planted = areas({ ...values, [FIRST_PAINT_KEY]: kept });
    expect(await paintKeptFirstPaint(root, planted, 'en')).toBe(false);
    expect(root.hasChildNodes()).toBe(false);
  });
});

describe('paintMarkup', () => {
  it("paints with the browser's sanitizer, given the popup's own elements and attributes only", () => {
    const root = document.createElement('div');
    sanitizerOptions.length = 0;
    expect(paintMarkup(root, '<p class="nc-x">+1 650</p>')).toBe(true);
    expect(sanitizerOptions).toEqual([{ sanitizer: POPUP_SANITIZER }]);
    const names = POPUP_SANITIZER.elements.map((e) => (typeof e === 'string' ? e : e.name));
    for (const never of ['script', 'style', 'link', 'a', 'img', 'iframe', 'object', 'embed', 'template', 'base', 'meta'])
      expect(names).not.toContain(never);
    for (const never of ['style', 'href', 'src', 'srcset', 'action', 'formaction', 'onclick', 'open'])
      expect(POPUP_SANITIZER.attributes).not.toContain(never);
  });

  it('paints nothing, and leaves the root as it is, where the browser has no sanitizer', () => {
    const setHtml = (Element.prototype as WithSetHtml).setHTML;
    delete (Element.prototype as WithSetHtml).setHTML;
    try {
      const root = document.createElement('div');
      expect(paintMarkup(root, '<p>+1 650</p>')).toBe(false);
      expect(root.hasChildNodes()).toBe(false);
    } finally {
      (Element.prototype as WithSetHtml).setHTML = setHtml;
    }
  });

  it("keeps every ARIA attribute the popup's components set", () => {
    const used = new Set<string>();
    const read = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) read(path);
        else if (entry.name.endsWith('.tsx'))
          for (const m of readFileSync(path, 'utf8').matchAll(/\b(aria-[a-z]+)=/g)) used.add(m[1] as string);
      }
    };
    read('entrypoints/popup');
    read('components');
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((name) => !ARIA_ATTRIBUTES.includes(name))).toEqual([]);
  });
});

describe('startPopup', () => {
  it("asks storage at once, before the page's body is parsed, and paints once it is", async () => {
    const values = { settings: { activeEnvironment: 'staging' }, lastResult: { record: { id: 'r1' } }, credits: {} };
    const kept = { html: firstPaintTop(rendered()).innerHTML, stamp: firstPaintStamp(values, 'en') };
    const read = vi.fn(areas(values, { [FIRST_PAINT_KEY]: kept }));
    // The script runs while the page is still being parsed: no #app yet.
    document.body.replaceChildren();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const loaded: string[] = [];
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const n of nodes) if (n instanceof HTMLScriptElement) loaded.push(n.getAttribute('src') ?? '');
    });
    const started = startPopup(document, read);
    expect(read).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([]);
    const app = document.createElement('div');
    app.id = 'app';
    document.body.append(app);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await started;
    expect(app.querySelector('.nc-number')?.textContent).toBe('+1 650 253 0000');
    expect(loaded).toEqual(['/popup-app.js']);
    expect(read).toHaveBeenCalledTimes(2);
    readyState.mockRestore();
    append.mockRestore();
    app.remove();
  });
});

describe('the copy of the kept top', () => {
  it('is kept in localStorage under the id of the kept markup, written only when it changed', () => {
    const top = firstPaintTop(rendered());
    const local = new Map<string, string>();
    for (const key of OLD_PAINT_COPY_KEYS) local.set(key, 'an older format');
    const setItem = vi.fn((k: string, v: string) => void local.set(k, v));
    const storage = () => ({
      getItem: (k: string) => local.get(k) ?? null,
      setItem,
      removeItem: (k: string) => void local.delete(k),
    });
    keepPaintCopy(top.innerHTML, storage);
    keepPaintCopy(top.innerHTML, storage);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(local.get(PAINT_COPY_KEY)).toBe(`${paintId(top.innerHTML)}\n${top.innerHTML}`);
    expect([...local.keys()]).toEqual([PAINT_COPY_KEY]);
    expect(() =>
      keepPaintCopy(top.innerHTML, () => {
        throw new Error('SecurityError');
      }),
    ).not.toThrow();
  });
});

describe('startPopup with the kept top named in its address', () => {
  const values = { settings: { activeEnvironment: 'staging' }, lastResult: { record: { id: 'r1' } }, credits: {} };

  function setUpPage() {
    document.body.replaceChildren();
    const app = document.createElement('div');
    app.id = 'app';
    document.body.append(app);
    const loaded: string[] = [];
    const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const n of nodes) if (n instanceof HTMLScriptElement) loaded.push(n.getAttribute('src') ?? '');
    });
    return {
      app,
      loaded,
      done: () => {
        append.mockRestore();
        app.remove();
      },
    };
  }

  it('paints the copy with that id at once, with no storage read', async () => {
    const top = firstPaintTop(rendered());
    const copy = paintCopy(top.innerHTML);
    const read = vi.fn(areas(values));
    const page = setUpPage();
    const started = startPopup(document, read, `?fp=${paintId(top.innerHTML)}`, () => copy);
    // Painted before startPopup first waits for anything.
    expect(page.app.querySelector('.nc-number')?.textContent).toBe('+1 650 253 0000');
    // Its moment said for now (the kept copy has it without words).
    expect(page.app.querySelector('time')?.textContent).not.toBe('');
    await started;
    expect(read).not.toHaveBeenCalled();
    expect(page.loaded).toEqual(['/popup-app.js']);
    page.done();
  });

  it('asks storage when the copy is another one (or none), and paints only what storage says is true', async () => {
    const top = firstPaintTop(rendered());
    const other = paintCopy('<p>older</p>');
    const read = vi.fn(areas(values));
    const page = setUpPage();
    await startPopup(document, read, `?fp=${paintId(top.innerHTML)}`, () => other);
    expect(read).toHaveBeenCalledTimes(2);
    expect(page.app.hasChildNodes()).toBe(false);
    expect(page.loaded).toEqual(['/popup-app.js']);
    page.done();
  });
});
