// The popup's first paint (entrypoints/popup/first-paint.ts): the top of the popup as the popup last
// rendered it, painted by `popup-first-paint.js` before the popup's own script runs, only while it
// is still true; then the popup's script takes over the same markup. Screenshots of the first paint
// alone, light and dark, land in test-results/screenshots/ for a person to look at.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ExtensionPages } from './support/extension-pages';
import { expect, type SetUpOptions, test } from './support/fixtures';
import { PopupPage } from './support/popup-page';

const SHOTS = 'test-results/screenshots';

/** Opens the popup once and waits until it has kept its top for the next opening. */
async function openOnceAndKeep(ext: ExtensionPages): Promise<void> {
  const popup = await PopupPage.open(ext);
  await expect(popup.page.getByTestId('last-result')).toBeVisible();
  await expect
    .poll(async () => typeof ((await ext.stored('popupFirstPaint', 'session')) as { html?: unknown } | undefined)?.html)
    .toBe('string');
  await popup.page.close();
}

/** A last result checked and the popup's top kept: the toolbar's address and the kept top's id in it. */
async function keptAtItsAddress(
  ext: ExtensionPages,
  setUp: (opts?: SetUpOptions) => Promise<void>,
): Promise<{ address: string; id: string | null }> {
  await setUp({ environment: 'staging' });
  expect((await ext.send({ type: 'check:number', input: '+1 650 253 0000' })).ok).toBe(true);
  await openOnceAndKeep(ext);
  await expect.poll(() => ext.popupAddress()).toMatch(/\?fp=[0-9a-z]+$/);
  const address = await ext.popupAddress();
  return { address, id: new URL(address).searchParams.get('fp') };
}

/** The popup with its own script refused: what shows is the first-paint script's work alone. */
async function openWithoutApp(ext: ExtensionPages, address = ext.url('popup.html')): Promise<Page> {
  const page = await ext.context.newPage();
  await page.setViewportSize({ width: 380, height: 700 });
  await page.route('**/popup-app.js', (route) => route.abort());
  const asked = page.waitForRequest('**/popup-app.js');
  await page.goto(address);
  // The first-paint script asks for the popup's script once it has painted (or found nothing to paint).
  await asked;
  return page;
}

test.describe('popup first paint', () => {
  test('paints the last result before the popup script runs, and the popup takes it over', async ({ ext, setUp }) => {
    await setUp({ environment: 'staging' });
    expect((await ext.send({ type: 'check:number', input: '+1 650 253 0000' })).ok).toBe(true);
    await openOnceAndKeep(ext);

    const first = await openWithoutApp(ext);
    await expect(first.getByTestId('last-result').getByTestId('nc-number')).toHaveText('+1 650 253 0000');
    await expect(first.getByRole('heading', { name: 'Last result' })).toBeVisible();
    await expect(first.getByTestId('env-pill')).toHaveText(/STAGING/);
    // The moment is said for now, and below the fold waits for the popup itself.
    await expect(first.getByTestId('nc-meta')).toContainText('just now');
    await expect(first.getByTestId('history')).toHaveCount(0);
    await expect(first.getByTestId('on-this-page')).toHaveCount(0);
    mkdirSync(SHOTS, { recursive: true });
    for (const scheme of ['light', 'dark'] as const) {
      await first.emulateMedia({ colorScheme: scheme });
      await first.screenshot({ path: `${SHOTS}/popup-first-paint-${scheme}.png` });
    }
    await first.close();

    // The popup's own script renders over the painted markup: its buttons work.
    const popup = await PopupPage.open(ext);
    await expect(popup.page.getByTestId('history')).toBeVisible();
    // Open, type, Enter: the number field has the focus, as without a first paint.
    await expect(popup.numberInput).toBeFocused();
    await popup.keepClipboardWrites();
    await popup.current.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(popup.current.getByRole('button', { name: 'Copied' })).toBeVisible();
    // One popup, not the first paint beside it: a single header and result.
    await expect(popup.page.locator('.nc-popup')).toHaveCount(1);
    await expect(popup.page.getByTestId('last-result')).toHaveCount(1);
  });

  test('is not painted once what it shows has changed, nor after the history is cleared', async ({ ext, setUp }) => {
    await setUp({ environment: 'staging' });
    expect((await ext.send({ type: 'check:number', input: '+1 650 253 0000' })).ok).toBe(true);
    await openOnceAndKeep(ext);

    // A check made elsewhere (a right-click, say) changes the last result: the kept paint is stale.
    expect((await ext.send({ type: 'check:number', input: '+44 20 7946 0000' })).ok).toBe(true);
    const stale = await openWithoutApp(ext);
    // Nothing painted: the first-paint script found nothing true to paint (it has asked for the popup script).
    await expect(stale.locator('#app')).toBeEmpty();
    await stale.close();

    await openOnceAndKeep(ext);
    expect((await ext.send({ type: 'history:clear', what: 'history' })).ok).toBe(true);
    expect(await ext.stored('popupFirstPaint', 'session')).toBeFalsy();
  });

  test("the toolbar's address names it, so it is painted with no storage read, until what it shows changes", async ({
    ext,
    setUp,
  }) => {
    await setUp({ environment: 'staging' });
    expect((await ext.send({ type: 'check:number', input: '+1 650 253 0000' })).ok).toBe(true);
    // Before any opening there is no kept top: the toolbar opens the plain page.
    expect(await ext.popupAddress()).toBe(ext.url('popup.html'));
    await openOnceAndKeep(ext);
    await expect.poll(() => ext.popupAddress()).toMatch(/\/popup\.html\?fp=[0-9a-z]+$/);
    const address = await ext.popupAddress();

    // Extension storage never answers in this page: what is painted came from the address and the
    // popup's own copy alone.
    const page = await ext.context.newPage();
    await page.addInitScript(() => {
      const never = () => new Promise<never>(() => undefined);
      for (const area of [chrome.storage.local, chrome.storage.session]) area.get = never as typeof area.get;
    });
    await page.route('**/popup-app.js', (route) => route.abort());
    const asked = page.waitForRequest('**/popup-app.js');
    await page.goto(address);
    await asked;
    await expect(page.getByTestId('last-result').getByTestId('nc-number')).toHaveText('+1 650 253 0000');
    await expect(page.getByTestId('nc-meta')).toContainText('just now');
    // The stand-in held: storage in this page still has not answered (a fixed wait, proving only that
    // nothing answers within it).
    const storage = await page.evaluate(() =>
      Promise.race([
        chrome.storage.local.get('settings').then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('silent'), 200)),
      ]),
    );
    expect(storage).toBe('silent');
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 380, height: 700 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SHOTS}/popup-first-paint-address-${scheme}.png` });
    }
    await page.close();
    // The same address with the popup's script: it takes the painted top over.
    const popup = await ext.context.newPage();
    await popup.setViewportSize({ width: 380, height: 700 });
    await popup.goto(address);
    await expect(popup.getByTestId('history')).toBeVisible();
    await expect(popup.locator('.nc-popup')).toHaveCount(1);
    for (const scheme of ['light', 'dark'] as const) {
      await popup.emulateMedia({ colorScheme: scheme });
      await popup.screenshot({ path: `${SHOTS}/popup-address-taken-over-${scheme}.png` });
    }
    await popup.close();

    // A check made elsewhere changes the last result: the toolbar opens the plain page again.
    expect((await ext.send({ type: 'check:number', input: '+44 20 7946 0000' })).ok).toBe(true);
    await expect.poll(() => ext.popupAddress()).toBe(ext.url('popup.html'));
    // Cleared history: no kept top, and the options page takes the popup's copy off the disk.
    // (The stale kept top is still in session storage: the popup is left open until it keeps the new one.)
    const again = await PopupPage.open(ext);
    await expect(again.page.getByTestId('last-result')).toBeVisible();
    await expect.poll(() => ext.popupAddress()).toMatch(/\?fp=/);
    await again.page.close();
    const options = await ext.openOptions();
    await options.getByRole('button', { name: 'Clear history' }).click();
    await expect.poll(() => ext.popupAddress()).toBe(ext.url('popup.html'));
    await expect.poll(() => options.evaluate(() => localStorage.length)).toBe(0);
    await options.close();
  });

  test('an opening painted from the copy keeps the same top: the address and the copy go on naming it', async ({
    ext,
    setUp,
  }) => {
    const { address, id } = await keptAtItsAddress(ext, setUp);
    for (let opening = 0; opening < 2; opening++) {
      const page = await ext.context.newPage();
      await page.setViewportSize({ width: 380, height: 700 });
      // Counts the reads of the popup's copy: the first-paint script's, then the popup's own each time
      // it is at rest and compares its top with the copy (keep-first-paint.ts; again after the
      // credits are read afresh, say).
      await page.addInitScript((key) => {
        const counted = window as unknown as { copyReads: number };
        counted.copyReads = 0;
        const getItem = Storage.prototype.getItem;
        Storage.prototype.getItem = function (this: Storage, name: string) {
          if (name === key) counted.copyReads++;
          return getItem.call(this, name);
        };
      }, 'nc.popupFirstPaint.v2');
      await page.goto(address);
      await expect(page.getByTestId('history')).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { copyReads: number }).copyReads))
        .toBeGreaterThanOrEqual(2);
      // Preact rendered over the painted top; kept again, it is the same top, under the same id.
      expect(await page.evaluate(() => localStorage.getItem('nc.popupFirstPaint.v2')?.split('\n')[0])).toBe(id);
      await page.close();
    }
    expect(await ext.popupAddress()).toBe(address);
  });

  test("the copy is painted as the popup kept it, and a planted one only as far as it is made of the popup's own parts", async ({
    ext,
    setUp,
  }) => {
    const { address, id } = await keptAtItsAddress(ext, setUp);

    // The popup's own top goes through the sanitizer whole: painted, it is the kept markup (its
    // moments said for now aside).
    const own = await openWithoutApp(ext, address);
    const painted = await own.evaluate(() => {
      const app = document.getElementById('app') as HTMLElement;
      const copy = app.cloneNode(true) as HTMLElement;
      for (const time of copy.querySelectorAll('time.nc-time')) time.textContent = '';
      return { html: copy.innerHTML, kept: localStorage.getItem('nc.popupFirstPaint.v2')?.split('\n').slice(1).join('\n') };
    });
    expect(painted.html.length).toBeGreaterThan(1000);
    expect(painted.html).toBe(painted.kept);
    await own.close();

    // A copy under the address's id holding what the popup never renders (only the extension's own
    // pages can write it; treated as untrusted all the same): nothing of it runs, loads or links.
    const planted =
      '<div class="nc-popup" data-testid="planted"><span class="nc-number" elementtiming="nc-result" style="color:red" onclick="window.ran=1">+1 650</span>' +
      '<img src="http://127.0.0.1:9/leak.png" onerror="window.ran=1"><a href="http://127.0.0.1:9/leak">link</a><script>window.ran = 1</script>' +
      '<style>body{background:url(http://127.0.0.1:9/leak.css)}</style><iframe src="http://127.0.0.1:9/leak.html"></iframe>' +
      '<form action="http://127.0.0.1:9/leak"><input value="US +1" formaction="http://127.0.0.1:9/leak"><button type="submit">Check</button></form>' +
      '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M1 1" fill="currentColor"></path></svg></div>';
    const options = await ext.openOptions();
    await options.evaluate((copy) => localStorage.setItem('nc.popupFirstPaint.v2', copy), `${id}\n${planted}`);
    await options.close();
    const page = await ext.context.newPage();
    const leaks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('leak')) leaks.push(request.url());
    });
    await page.route('**/popup-app.js', (route) => route.abort());
    const asked = page.waitForRequest('**/popup-app.js');
    await page.goto(address);
    await asked;
    const root = page.getByTestId('planted');
    await expect(root.locator('.nc-number')).toHaveText('+1 650');
    expect(await root.locator('.nc-number').evaluate((el) => el.getAttributeNames().sort())).toEqual(['class', 'elementtiming']);
    await expect(root.locator('img, a, script, style, iframe')).toHaveCount(0);
    expect(await root.locator('form').evaluate((el) => el.getAttributeNames())).toEqual([]);
    expect(await root.locator('input').evaluate((el) => el.getAttributeNames())).toEqual(['value']);
    expect(await root.locator('svg').evaluate((el) => [el.namespaceURI, el.getAttribute('viewBox')])).toEqual([
      'http://www.w3.org/2000/svg',
      '0 0 24 24',
    ]);
    await root.locator('.nc-number').click();
    expect(await page.evaluate(() => (window as unknown as { ran?: number }).ran)).toBeUndefined();
    expect(leaks).toEqual([]);
    await page.close();
  });

  test('what is typed before the popup script runs is kept, and Enter then checks it', async ({ ext, setUp }) => {
    await setUp({ environment: 'staging' });
    expect((await ext.send({ type: 'check:number', input: '+1 650 253 0000' })).ok).toBe(true);
    await openOnceAndKeep(ext);

    // The popup's script is held back until the person has typed into the painted field and pressed Enter.
    const page = await ext.context.newPage();
    await page.setViewportSize({ width: 380, height: 700 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/popup-app.js', async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest('**/popup-app.js');
    await page.goto(ext.url('popup.html'));
    await asked;
    const field = page.getByTestId('number-input');
    await field.fill('+44 20 7946 0018');
    await field.press('Enter');
    // Enter before the popup's script ran reloaded nothing: the same page, the text still there.
    await expect(field).toHaveValue('+44 20 7946 0018');
    release();
    // The popup took over with the text: the hint for it appears, and Enter checks that number.
    await expect(page.getByTestId('history')).toBeVisible();
    await expect(field).toHaveValue('+44 20 7946 0018');
    await field.press('Enter');
    await expect(page.getByTestId('current').getByTestId('nc-number')).toHaveText('+44 20 7946 0018');
    await page.close();
  });
});

/**
 * Records, in the page about to open, what `#app` holds at the page's first animation frame (its number
 * of elements, -1 without `#app`): that the page's frames run at all. (Chromium runs animation frames
 * while a render-blocking script is awaited, so this is not what the first painted frame holds.)
 */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as { ncFirstFrame?: number }).ncFirstFrame = document.getElementById('app')?.childElementCount ?? -1;
    });
  });
}

const firstFrame = (page: Page) => page.evaluate(() => (window as { ncFirstFrame?: number }).ncFirstFrame);

test.describe('popup first paint, its first frame', () => {
  test('a first-paint script that cannot be loaded holds no frame back', async ({ ext, setUp }) => {
    await setUp({ environment: 'staging' });
    const page = await ext.context.newPage();
    await page.route('**/popup-first-paint.js', (route) => route.abort());
    await recordFirstFrame(page);
    await page.goto(ext.url('popup.html'));
    // The page is drawn all the same (empty: the popup's script is loaded by the one that failed).
    await expect.poll(() => firstFrame(page)).toBe(0);
    await page.close();
  });

  test('a copy that paints nothing, or cannot be read: the popup paints the last result all the same', async ({ ext, setUp }) => {
    const { address, id } = await keptAtItsAddress(ext, setUp);

    // The copy named by the address, holding nothing the sanitizer keeps: nothing is painted from it.
    const options = await ext.openOptions();
    await options.evaluate(
      (copy) => localStorage.setItem('nc.popupFirstPaint.v2', copy),
      `${id}\n<script>1</script><img src="x">`,
    );
    await options.close();
    const broken = await ext.context.newPage();
    await recordFirstFrame(broken);
    await broken.goto(address);
    await expect(broken.getByTestId('last-result').getByTestId('nc-number')).toHaveText('+1 650 253 0000');
    await expect(broken.getByTestId('history')).toBeVisible();
    expect(await firstFrame(broken)).toBeDefined();
    await broken.close();

    // The popup's localStorage refusing to be read.
    const refused = await ext.context.newPage();
    await refused.addInitScript(() => {
      Storage.prototype.getItem = () => {
        throw new DOMException('refused', 'SecurityError');
      };
    });
    await recordFirstFrame(refused);
    await refused.goto(address);
    await expect(refused.getByTestId('last-result').getByTestId('nc-number')).toHaveText('+1 650 253 0000');
    await expect(refused.getByTestId('history')).toBeVisible();
    expect(await firstFrame(refused)).toBeDefined();
    await refused.close();
  });
});

/** The heading of the last result in the other languages (English: the first test above). */
const LAST_RESULT = { de: 'Letztes Ergebnis', fr: 'Dernier résultat', es: 'Último resultado' } as const;

for (const [locale, heading] of Object.entries(LAST_RESULT)) {
  test.describe(`popup first paint in ${locale}`, () => {
    test.use({ locale });

    test('paints the last result in the UI language, at the toolbar address too', async ({ ext, setUp }) => {
      await setUp({ environment: 'staging' });
      expect((await ext.send({ type: 'check:number', input: '+1 650 253 0000' })).ok).toBe(true);
      await openOnceAndKeep(ext);
      const first = await openWithoutApp(ext);
      await expect(first.getByRole('heading', { name: heading })).toBeVisible();
      if (locale === 'de') await expect(first.getByTestId('credits-value')).toHaveText('99.999');
      await expect(first.locator('html')).toHaveAttribute('lang', locale);
      await first.close();

      // The quick way (the toolbar's address and the popup's own copy), its first paint looked at.
      await expect.poll(() => ext.popupAddress()).toMatch(/\?fp=/);
      const quick = await openWithoutApp(ext, await ext.popupAddress());
      await expect(quick.getByRole('heading', { name: heading })).toBeVisible();
      mkdirSync(SHOTS, { recursive: true });
      for (const scheme of ['light', 'dark'] as const) {
        await quick.emulateMedia({ colorScheme: scheme });
        await quick.screenshot({ path: `${SHOTS}/popup-first-paint-${locale}-${scheme}.png` });
      }
      await quick.close();
    });
  });
}
