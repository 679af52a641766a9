// The extension in the browser's language: the popup, the options page and the in-page card in
// English, German, French and Spanish (Chromium started with `--lang`), with figures and country
// names in that language too, and layouts that hold with the longer words: nothing sticks out of
// the popup, the options page or the card, and no button cuts its words. Screenshots of each, light
// and dark, land in test-results/screenshots/i18n/.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { highlightTexts, hoverNumber, ShadowProbe, sortedHighlights } from './highlight-helpers';
import { expect, test } from './support/fixtures';
import { PopupPage } from './support/popup-page';

interface Words {
  check: string;
  /** The hint for +1 650 253 0000 picked as a US number. */
  hint: string;
  /** 99,999 credits (the demo key's 100,000 less the check) as this language writes the figure. */
  credits: RegExp;
  verdict: RegExp;
  options: string;
  chipCheck: string;
  allFields: RegExp;
}

const LOCALES: Record<string, Words> = {
  en: {
    check: 'Check',
    hint: 'Checks +1 650 253 0000 · United States',
    credits: /99,999 credits left/,
    verdict: /Valid|Not valid|Validity unknown/,
    options: 'Number Check — Settings',
    chipCheck: 'Check',
    allFields: /All fields \(\d+\)/,
  },
  de: {
    check: 'Prüfen',
    hint: 'Prüft +1 650 253 0000 · Vereinigte Staaten',
    credits: /99\.999 Credits übrig/,
    verdict: /Gültig|Ungültig|Gültigkeit unbekannt/,
    options: 'Number Check – Einstellungen',
    chipCheck: 'Prüfen',
    allFields: /Alle Felder \(\d+\)/,
  },
  fr: {
    check: 'Vérifier',
    hint: 'Vérifie +1 650 253 0000 · États-Unis',
    credits: /99\s999 crédits restants/,
    verdict: /Valide|Non valide|Validité inconnue/,
    options: 'Number Check – Paramètres',
    chipCheck: 'Vérifier',
    allFields: /Tous les champs \(\d+\)/,
  },
  es: {
    check: 'Comprobar',
    hint: 'Comprueba +1 650 253 0000 · Estados Unidos',
    credits: /Quedan 99\.999 créditos/,
    verdict: /Válido|No válido|Validez desconocida/,
    options: 'Number Check: ajustes',
    chipCheck: 'Comprobar',
    allFields: /Todos los campos \(\d+\)/,
  },
};

const SHOTS = 'test-results/screenshots/i18n';

/** What sticks out: the page scrolling sideways, and elements whose words overflow their own box. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) out.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>(
      'button, label, legend, summary, h1, h2, h3, p, th, td, option, .nc-env',
    )) {
      // Hidden, or there for screen readers only (a 1 px clipped box).
      if (el.offsetParent === null || el.clientWidth <= 1 || el.closest('.nc-sr-only')) continue;
      const box = el.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1 || box.right > root.clientWidth + 1)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth} > ${el.clientWidth}`,
        );
    }
    return out;
  });
}

for (const [locale, words] of Object.entries(LOCALES)) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test(`popup, options and card speak ${locale}, light and dark, and hold their layout`, async ({
      ext,
      context,
      site,
      setUp,
    }) => {
      test.setTimeout(120_000);
      mkdirSync(SHOTS, { recursive: true });
      await setUp({ environment: 'staging', settings: { defaultCountry: 'US' } });

      // The popup: the lookup, the hint with the country's name, the figures, the answer.
      const popup = await PopupPage.open(ext);
      const check = popup.page.getByRole('button', { name: words.check, exact: true });
      await expect(check).toBeVisible();
      await popup.page.getByTestId('number-input').pressSequentially('6502530000');
      await expect(popup.hint).toContainText(words.hint);
      await popup.page.getByTestId('number-input').press('Enter');
      await expect(popup.summary).toContainText(words.verdict);
      await expect(popup.page.getByTestId('credits')).toContainText(words.credits);
      await expect(popup.page.locator('html')).toHaveAttribute('lang', locale);
      await popup.page.getByTestId('nc-all-fields-toggle').click();
      await expect(popup.page.getByTestId('nc-all-fields-toggle')).toHaveText(words.allFields);
      for (const colorScheme of ['light', 'dark'] as const) {
        await popup.page.emulateMedia({ colorScheme });
        expect(await overflowing(popup.page), `popup ${colorScheme}`).toEqual([]);
        await popup.page.screenshot({ path: `${SHOTS}/popup-${locale}-${colorScheme}.png`, fullPage: true });
      }

      // The options page, at its usual width and at a narrow one.
      const options = await ext.openOptions();
      await expect(options.getByRole('heading', { level: 1 })).toHaveText(words.options);
      await expect(options).toHaveTitle(words.options);
      for (const colorScheme of ['light', 'dark'] as const) {
        await options.emulateMedia({ colorScheme });
        await options.setViewportSize({ width: 1100, height: 800 });
        expect(await overflowing(options), `options ${colorScheme}`).toEqual([]);
        await options.screenshot({ path: `${SHOTS}/options-${locale}-${colorScheme}.png`, fullPage: true });
      }
      await options.setViewportSize({ width: 560, height: 800 });
      expect(await overflowing(options), 'options at 560 px').toEqual([]);

      // The card on a page: chip, check, the answer; everything inside the card, the card on screen.
      const page = await context.newPage();
      await page.setViewportSize({ width: 900, height: 700 });
      await page.goto(`${site.url}/in-page-card.html`);
      await expect.poll(async () => (await highlightTexts(page)).length, { timeout: 15_000 }).toBe(2);
      const probe = await ShadowProbe.open(page);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await hoverNumber(page, probe, '+44 20 7946 0018');
        expect(await probe.text('nc-chip-check')).toBe(words.chipCheck);
        await probe.click(page, 'nc-chip-check');
        expect(await probe.waitForText('nc-card', words.verdict)).toMatch(words.verdict);
        const card = await probe.box('nc-card');
        expect(card.left).toBeGreaterThanOrEqual(0);
        expect(card.left + card.width).toBeLessThanOrEqual(900);
        for (const target of await probe.targets('nc-card')) {
          expect(target.box.left, target.name).toBeGreaterThanOrEqual(card.left - 1);
          expect(target.box.left + target.box.width, target.name).toBeLessThanOrEqual(card.left + card.width + 1);
        }
        await page.screenshot({ path: `${SHOTS}/card-${locale}-${colorScheme}.png` });
        await page.keyboard.press('Escape');
      }
    });
  });
}

// The list page and the popup's "On this page" in German and French: the words, the figures in the
// language's own grouping, the page's title and lang. Screenshots of the preview and the results,
// and of the popup's section, light and dark.
const LIST_WORDS: Record<
  string,
  {
    title: string;
    rows: string;
    cost: RegExp;
    done: string;
    settled: string;
    otp: string;
    notChecked: string;
    checkAll: RegExp;
    country: string;
  }
> = {
  de: {
    title: 'Number Check – Liste prüfen',
    rows: 'Zeilen',
    cost: /^höchstens 3 Credits, \d{1,3}(\.\d{3})+ übrig$/,
    done: 'Fertig.',
    settled: '3 von 3 Zeilen erledigt',
    otp: 'Auf dieser Seite',
    country: 'Land',
    notChecked: 'Nicht geprüft',
    checkAll: /^Alle 2 ungeprüften Nummern prüfen — 2 von \d{1,3}(\.\d{3})+ Credits$/,
  },
  fr: {
    title: 'Number Check – Vérifier une liste',
    rows: 'Lignes',
    cost: /^3 crédits au plus, sur \d{1,3}(\s\d{3})+ restants$/,
    done: 'Terminé.',
    settled: '3 lignes sur 3 traitées',
    otp: 'Sur cette page',
    country: 'Pays',
    notChecked: 'Non vérifié',
    checkAll: /^Vérifier les 2 numéros non vérifiés — 2 crédits sur \d{1,3}(\s\d{3})+$/,
  },
};

for (const [locale, words] of Object.entries(LIST_WORDS)) {
  test.describe(`the list page and On this page in ${locale}`, () => {
    test.use({ locale });

    test(`speak ${locale}`, async ({ ext, context, extensionId, site, setUp }) => {
      test.setTimeout(90_000);
      mkdirSync(SHOTS, { recursive: true });
      await setUp({ environment: 'staging', settings: { defaultCountry: 'US' } });

      const list = await context.newPage();
      await list.goto(`chrome-extension://${extensionId}/list.html`);
      await expect(list).toHaveTitle(words.title);
      await expect(list.locator('html')).toHaveAttribute('lang', locale);
      await list.getByTestId('list-paste').fill('+1 650 253 0000\n+44 20 7946 0018\n+33 1 42 68 53 00');
      await list.getByTestId('list-read').click();
      await expect(list.locator('[data-fact="rows"] dt')).toHaveText(words.rows);
      await expect(list.getByTestId('preview-cost')).toHaveText(words.cost);
      for (const colorScheme of ['light', 'dark'] as const) {
        await list.emulateMedia({ colorScheme });
        expect(await overflowing(list), `list preview ${colorScheme}`).toEqual([]);
        await list.screenshot({ path: `${SHOTS}/list-preview-${locale}-${colorScheme}.png`, fullPage: true });
      }
      await list.getByTestId('list-start').click();
      await expect(list.getByTestId('job-status')).toHaveText(words.done, { timeout: 30_000 });
      await expect(list.getByTestId('job-counts')).toContainText(words.settled);
      // Column names in words, never a catalogue key.
      const heads = list.getByTestId('job-table').locator('thead th');
      await expect(heads).toContainText([words.country]);
      expect((await heads.allTextContents()).filter((h) => /_/.test(h))).toEqual([]);
      for (const colorScheme of ['light', 'dark'] as const) {
        await list.emulateMedia({ colorScheme });
        await list.screenshot({ path: `${SHOTS}/list-results-${locale}-${colorScheme}.png`, fullPage: true });
      }

      const page = await context.newPage();
      await page.goto(`${site.url}/page-numbers.html`);
      await expect.poll(async () => (await sortedHighlights(page)).length, { timeout: 15_000 }).toBe(5);
      const popup = await ext.openPopup();
      const section = popup.getByTestId('on-this-page');
      await expect(section.getByRole('heading', { level: 2 })).toContainText(words.otp);
      await expect(section.getByTestId('otp-item')).toHaveCount(5);
      await expect(section).toContainText(words.notChecked);
      // The list just checked three of the page's five numbers: two are left.
      await expect(section.getByTestId('otp-check-unchecked')).toHaveText(words.checkAll);
      for (const colorScheme of ['light', 'dark'] as const) {
        await popup.emulateMedia({ colorScheme });
        expect(await overflowing(popup), `popup ${colorScheme}`).toEqual([]);
        await popup.screenshot({ path: `${SHOTS}/on-this-page-${locale}-${colorScheme}.png`, fullPage: true });
      }
    });
  });
}
