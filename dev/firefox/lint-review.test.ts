import { describe, expect, it } from 'vitest';
import { type LintMessage, type LintReport, reviewLint } from './lint-review';

const warning = (code: string, message: string, file: string, column = 5): LintMessage => ({
  _type: 'warning',
  code,
  message,
  file,
  line: 2,
  column,
});

/** Built files: the second line carries the snippet at column 5. */
const built = (snippet: string) => () => `first line\n....${snippet};more()`;

function review(message: LintMessage, snippet: string) {
  const report: LintReport = { summary: { errors: 0, warnings: 1, notices: 0 }, errors: [], warnings: [message], notices: [] };
  return reviewLint(report, built(snippet))[0]?.why;
}

const INNER = 'Unsafe assignment to innerHTML';
const IMPORT = 'Unsafe call to import for argument 0';

describe('reviewLint', () => {
  it.each([
    ["Preact's dangerouslySetInnerHTML path", INNER, 'popup-app.js', 'e.innerHTML=f.__html'],
    [
      'the card imported by its extension URL',
      IMPORT,
      'content-scripts/content.js',
      'import(u.default.runtime.getURL(`/content-card.js`))',
    ],
    ['the same, quoted otherwise', IMPORT, 'content-scripts/content.js', 'import(b.runtime.getURL("/content-card.js"))'],
    [
      '"On this page"\'s answer imported by its extension URL',
      IMPORT,
      'content-scripts/content.js',
      'import(b.runtime.getURL(`/content-numbers.js`))',
    ],
    [
      'the verdict marks imported by its extension URL',
      IMPORT,
      'content-scripts/content.js',
      'import(b.runtime.getURL(`/content-marks.js`))',
    ],
    [
      "the observer of a long page's far blocks imported by its extension URL",
      IMPORT,
      'content-scripts/content.js',
      'import(b.runtime.getURL(`/content-window.js`))',
    ],
  ])('accepts %s', (_, message, file, snippet) => {
    expect(review(warning('UNSAFE_VAR_ASSIGNMENT', message, file), snippet)).toBeTruthy();
  });

  it.each([
    ['innerHTML set from anything else', INNER, 'popup-app.js', 'e.innerHTML=text'],
    ['an import of another URL', IMPORT, 'content-scripts/content.js', 'import(u.runtime.getURL(`/other.js`))'],
    ['another content- file', IMPORT, 'content-scripts/content.js', 'import(u.runtime.getURL(`/content-other.js`))'],
    ['an import of a URL passed in', IMPORT, 'content-scripts/content.js', 'import(url)'],
    ['an accepted snippet in another file', IMPORT, 'popup-app.js', 'import(u.runtime.getURL(`/content-card.js`))'],
  ])('refuses %s', (_, message, file, snippet) => {
    expect(review(warning('UNSAFE_VAR_ASSIGNMENT', message, file), snippet)).toBeUndefined();
  });

  it('refuses every other warning and every error', () => {
    const report: LintReport = {
      summary: { errors: 1, warnings: 1, notices: 0 },
      errors: [{ _type: 'error', code: 'MANIFEST_FIELD_INVALID', message: 'bad' }],
      warnings: [{ _type: 'warning', code: 'MISSING_DATA_COLLECTION_PERMISSIONS', message: 'missing', file: 'manifest.json' }],
      notices: [],
    };
    expect(reviewLint(report, () => '').map((r) => r.why)).toEqual([undefined, undefined]);
  });
});
