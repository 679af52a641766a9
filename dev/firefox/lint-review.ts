// What `web-ext lint` (Mozilla's add-on linter, the one addons.mozilla.org runs on upload) says about
// the Firefox build, sorted into what a reviewer would accept and what would hold the add-on back.
// A warning is accepted only where its code, file and the built source at its position match one of
// ACCEPTED below, each with the reason the README gives; every error, and every other warning, fails.

export interface LintMessage {
  _type: 'error' | 'warning' | 'notice';
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

export interface LintReport {
  summary: { errors: number; warnings: number; notices: number };
  errors: LintMessage[];
  warnings: LintMessage[];
  notices: LintMessage[];
}

export interface AcceptedWarning {
  code: string;
  message: RegExp;
  file: RegExp;
  /** Matched against the built source from the reported position on. */
  source: RegExp;
  why: string;
}

export const ACCEPTED: readonly AcceptedWarning[] = [
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    message: /^Unsafe assignment to innerHTML$/,
    file: /\.js$/,
    // Preact's own `dom.innerHTML = props.dangerouslySetInnerHTML.__html`, bundled into each script
    // that renders with Preact.
    source: /^[\w$]+\.innerHTML=[\w$]+\.__html\b/,
    why: "Preact's dangerouslySetInnerHTML, which no component of ours uses (Biome's noDangerouslySetInnerHtml rule forbids it)",
  },
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    message: /^Unsafe call to import for argument 0$/,
    file: /^content-scripts\/content\.js$/,
    source: /^import\([\w$.]+\.runtime\.getURL\((["'`])\/content-(card|marks|numbers|window)\.js\1\)\)/,
    why: "the content script imports its parts loaded on demand (the in-page UI, the verdict marks, the answer to the popup's \"On this page\", the observer of a long page's far blocks), the extension's own files, by their extension URL (a bare path would resolve against the page)",
  },
];

export interface Reviewed {
  message: LintMessage;
  /** Why it is accepted; undefined when it is not. */
  why: string | undefined;
}

/** `readSource(file)` returns a built file's text. */
export function reviewLint(report: LintReport, readSource: (file: string) => string): Reviewed[] {
  const sourceAt = (m: LintMessage): string => {
    if (!m.file || !m.line || !m.column) return '';
    const line = readSource(m.file).split('\n')[m.line - 1] ?? '';
    return line.slice(m.column - 1);
  };
  const accepts = (m: LintMessage) =>
    ACCEPTED.find(
      (a) => a.code === m.code && a.message.test(m.message) && a.file.test(m.file ?? '') && a.source.test(sourceAt(m)),
    );
  return [
    ...report.errors.map((message) => ({ message, why: undefined })),
    ...report.warnings.map((message) => ({ message, why: accepts(message)?.why })),
  ];
}

export function where(m: LintMessage): string {
  return [m.file ?? 'manifest.json', m.line, m.column].filter((p) => p !== undefined).join(':');
}
