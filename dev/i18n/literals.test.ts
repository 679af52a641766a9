// The literal finder flags words for people and leaves code strings alone.
import { describe, expect, it } from 'vitest';
import { findLiterals, looksLikeWords } from './literals';
import { findHtmlText } from './scan';

const found = (code: string, file = 'x.tsx') => findLiterals(file, code).map((f) => `${f.line}:${f.why}:${f.text}`);

describe('findLiterals', () => {
  it.each([
    ['JSX text', 'const a = <p>Open settings</p>;', ['1:JSX text:Open settings']],
    ['a single JSX word', 'const a = <button>Copy</button>;', ['1:JSX text:Copy']],
    ['a text attribute', 'const a = <input placeholder="Search countries" />;', ['1:placeholder attribute:Search countries']],
    [
      'aria-label in braces',
      "const a = <b aria-label={x ? 'Close' : 'Open'} />;",
      ['1:aria-label attribute:Close', '1:aria-label attribute:Open'],
    ],
    [
      'a JSX child expression',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test.
      'const a = <p>{n === 1 ? `${n} field` : `${n} fields`}</p>;',
      ['1:JSX child:field', '1:JSX child:fields'],
    ],
    [
      'a title property',
      "browser.contextMenus.create({ id: 'x', title: 'Check this number' });",
      ['1:title property:Check this number'],
    ],
    ['textContent', "el.textContent = 'Copied';", ['1:.textContent =:Copied']],
    ['setAttribute', "el.setAttribute('aria-label', 'Check');", ['1:aria-label attribute:Check']],
    ['words anywhere', "const MAP = { mobile: 'Mobile phone' };", ['1:words:Mobile phone']],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test.
    ['a template sentence', 'const m = `No key for ${env}. Add one.`;', ['1:words:No key for . Add one.']],
  ])('flags %s', (_name, code, expected) => {
    expect(found(code)).toEqual(expected);
  });

  it.each([
    ['class names', 'const a = <p class="nc-muted big">{x}</p>;'],
    ['test ids', 'const a = <p data-testid="nc-result">{x}</p>;'],
    ['message types', "send('check:number', { input });"],
    ['keys compared against', "if (e.key === 'Enter' || e.key === 'Escape') go();"],
    ['case labels', "switch (k) { case 'Mobile': break; }"],
    ['imports', "import x from 'Some Module';"],
    ['developer errors', "throw new Error('Something is wrong here');"],
    ['logs', "console.warn('Could not read the settings');"],
    ['words from the catalogue', "const a = <p>{t('popup_title')}</p>;"],
    ['JSX whitespace and punctuation', 'const a = <p>\n  {x} · {y}\n</p>;'],
    ['a literal type', "type A = 'Open settings';"],
    ['a word list for lookups', "const W = new Set(('tel phone fax ' + 'mobile cell').split(' '));"],
    ['a catalogue key given as a label', "const F = [{ value: 'e164', label: 'format_e164' }];"],
    ['an example address', 'const a = <input placeholder="https://api.example.com" />;'],
    ['an example host', 'const a = <input placeholder="example.com" />;'],
    ['a line that says why it keeps its literal', "const BRAND = 'Number Check'; // i18n-ignore: the product's name"],
  ])('leaves %s alone', (_name, code) => {
    expect(found(code)).toEqual([]);
  });

  it('gives the line of each literal', () => {
    expect(found('const a = 1;\nconst b = <p>\n  Hello there\n</p>;')).toEqual(['3:JSX text:Hello there']);
  });
});

describe('looksLikeWords', () => {
  it.each([
    ['Valid', true],
    ['not a phone number', true],
    ['Checking…', true],
    ['nc-button nc-primary', false],
    ['check:number', false],
    ['https://api.example.com', false],
    ['ArrowDown', false],
    ['e164', false],
    ['color: red;', false],
  ])('%s → %s', (text, expected) => {
    expect(looksLikeWords(text)).toBe(expected);
  });
});

describe('findHtmlText', () => {
  it('finds the words of a page, its title too, and not its scripts, styles or comments', () => {
    const html =
      '<html>\n<head>\n<title>Settings</title>\n<style>a{}</style>\n</head>\n<body>\n<!-- a note -->\n<div id="app"></div>\n<script src="x.js"></script>\n<p>\n  Loading\n</p>\n</body></html>';
    expect(findHtmlText(html)).toEqual([
      { line: 3, text: 'Settings' },
      { line: 11, text: 'Loading' },
    ]);
  });
});
