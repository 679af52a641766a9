// Finds words for people written into code instead of the catalogue (utils/i18n/catalogue/en.ts):
// JSX text; the text attributes of elements (title, aria-label, placeholder…); strings given to
// text properties (`title:`, `message:`, `.textContent =`…); and anywhere else, a string that reads
// like words ("Open settings", "Valid"). Code strings — class names, message types, test ids, keys
// compared against, module paths, developer errors and logs, word lists split for lookups — are
// not words and are left alone.
// A line that must keep a literal says why with `i18n-ignore: <reason>` in a comment on it or
// the line before.
import ts from 'typescript';

export interface Finding {
  line: number;
  text: string;
  why: string;
}

const TEXT_ATTRIBUTES = new Set([
  'title',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'alt',
  'label',
]);
const TEXT_PROPERTIES = new Set([
  'title',
  'message',
  'label',
  'description',
  'placeholder',
  'hint',
  'heading',
  'tooltip',
  'contextMessage',
  'ariaLabel',
  'textContent',
  'innerText',
  'alt',
]);
/** Attributes and call arguments that hold code, never words. */
const CODE_ATTRIBUTES =
  /^(class|className|id|key|type|name|role|rel|href|src|for|htmlFor|lang|dir|autocomplete|inputMode|enterKeyHint|pattern|data-[\w-]+|aria-(controls|describedby|labelledby|live|haspopup|current|expanded|hidden|selected|checked|pressed|owns|activedescendant|autocomplete))$/;
const CODE_CALLS =
  /^(console\.\w+|[\w.]*querySelector(All)?|[\w.]*getElementById|[\w.]*addEventListener|[\w.]*removeEventListener|[\w.]*createElement(NS)?|[\w.]*matchMedia|[\w.]*closest|[\w.]*matches|[\w.]*getAttribute|[\w.]*hasAttribute|[\w.]*removeAttribute|[\w.]*toggleAttribute|[\w.]*classList\.\w+|[\w.]*setProperty|[\w.]*getPropertyValue|RegExp|[\w.]*postMessage|[\w.]*send|[\w.]*connect|[\w.]*getURL|[\w.]*startsWith|[\w.]*endsWith|[\w.]*includes|[\w.]*split|[\w.]*replace|[\w.]*join|[\w.]*localeCompare|[\w.]*dispatchEvent|Event|CustomEvent|[\w.]*sendMessage|t|tn|[\w.]*getMessage)$/;

/** Reads like words for people: a capitalised word, or two words of letters, or an ellipsis. */
export function looksLikeWords(text: string): boolean {
  const s = text.trim();
  if (!/\p{L}/u.test(s)) return false;
  // Code: identifiers, paths, selectors, URLs, CSS, message types, keys.
  if (/^[\w$.-]+$/.test(s) && !/^\p{Lu}\p{Ll}+\.?$/u.test(s)) return false;
  // Class lists and other runs of code names: "nc-button nc-primary".
  if (s.split(/\s+/).every((w) => /^[a-z0-9]+([-_][a-z0-9]+)+$/.test(w))) return false;
  if (/^(https?:|\/|\.|#|\[|@|--|:)/.test(s) || /[{};]\s*$/.test(s) || /^[\w-]+:[\w-]/.test(s)) return false;
  if (/^\p{Lu}\p{Ll}+(\s|[.!?…:,]|$)/u.test(s)) return true;
  if (/\p{L}{2,}\s+\p{L}{2,}/u.test(s) && /\p{Ll}{3,}/u.test(s)) return true;
  return /…$/.test(s);
}

/**
 * Text that is not words even where words go: a catalogue key (`format_e164`, passed on to t()), or
 * an address given as an example (`https://api.example.com`, `example.com`), the same in every language.
 */
function isKeyOrAddress(text: string): boolean {
  const s = text.trim();
  return /^[a-z]+_[A-Za-z0-9]+$/.test(s) || /^(https?:\/\/)?[\w-]+(\.[\w-]+)*\.[a-z]{2,}(\/\S*)?$/i.test(s);
}

function calleeName(expr: ts.Expression): string {
  if (ts.isIdentifier(expr)) return expr.text;
  if (ts.isPropertyAccessExpression(expr)) return `${calleeName(expr.expression)}.${expr.name.text}`;
  if (ts.isCallExpression(expr)) return `${calleeName(expr.expression)}()`;
  return '';
}

function attributeName(name: ts.JsxAttributeName): string {
  return ts.isIdentifier(name) ? name.text : `${name.namespace.text}:${name.name.text}`;
}

function propertyName(name: ts.PropertyName | ts.MemberName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  return undefined;
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  if (ts.isJsxText(node)) return node.text;
  return undefined;
}

/** The literals an expression may show as its value (not those it passes to a function). */
function shownLiterals(expr: ts.Node | undefined, out: ts.Node[] = []): ts.Node[] {
  if (!expr) return out;
  if (literalText(expr) !== undefined) out.push(expr);
  else if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isJsxExpression(expr))
    shownLiterals(expr.expression, out);
  else if (ts.isConditionalExpression(expr)) {
    shownLiterals(expr.whenTrue, out);
    shownLiterals(expr.whenFalse, out);
  } else if (ts.isBinaryExpression(expr)) {
    const op = expr.operatorToken.kind;
    if (op === ts.SyntaxKind.PlusToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
      shownLiterals(expr.left, out);
      shownLiterals(expr.right, out);
    } else if (op === ts.SyntaxKind.AmpersandAmpersandToken) shownLiterals(expr.right, out);
  }
  return out;
}

/** A literal (or a sum of them) split into a list: lookup data such as the words that label a number. */
function isSplitList(node: ts.Node): boolean {
  let at = node;
  while (
    at.parent &&
    (ts.isParenthesizedExpression(at.parent) ||
      (ts.isBinaryExpression(at.parent) && at.parent.operatorToken.kind === ts.SyntaxKind.PlusToken))
  )
    at = at.parent;
  const up = at.parent;
  return !!up && ts.isPropertyAccessExpression(up) && up.expression === at && up.name.text === 'split';
}

/** A literal whose place makes it code: compared against, a key, a type, a module, a call for code. */
function isCodePlace(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (isSplitList(node)) return true;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent) || ts.isCaseClause(parent) || ts.isElementAccessExpression(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    if (
      op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
      op === ts.SyntaxKind.EqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsToken ||
      op === ts.SyntaxKind.InKeyword
    )
      return true;
  }
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    const name = calleeName(parent.expression);
    if (CODE_CALLS.test(name)) return true;
    if (ts.isNewExpression(parent) && /Error$/.test(name)) return true;
  }
  if (ts.isJsxAttribute(parent) && CODE_ATTRIBUTES.test(attributeName(parent.name))) return true;
  if (
    ts.isJsxExpression(parent) &&
    parent.parent &&
    ts.isJsxAttribute(parent.parent) &&
    CODE_ATTRIBUTES.test(attributeName(parent.parent.name))
  )
    return true;
  if (ts.isThrowStatement(parent)) return true;
  return false;
}

function ignoredLines(source: ts.SourceFile): Set<number> {
  const out = new Set<number>();
  source.text.split('\n').forEach((line, i) => {
    if (/i18n-ignore:\s*\S/.test(line)) {
      out.add(i + 1);
      // A comment on a line of its own covers the next line.
      if (/^\s*(\/\/|\{?\s*\/\*)/.test(line)) out.add(i + 2);
    }
  });
  return out;
}

export function findLiterals(fileName: string, text: string): Finding[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const ignored = ignoredLines(source);
  const found = new Map<number, Finding>();
  const report = (node: ts.Node, why: string) => {
    const words = literalText(node);
    if (words === undefined || !/\p{L}/u.test(words) || isKeyOrAddress(words)) return;
    // JSX text starts with the line break and indent before its words.
    const start = ts.isJsxText(node) ? node.pos + (/^\s*/.exec(words)?.[0].length ?? 0) : node.getStart(source);
    const line = source.getLineAndCharacterOfPosition(start).line + 1;
    if (ignored.has(line) || found.has(node.pos)) return;
    found.set(node.pos, { line, text: words.trim().replace(/\s+/g, ' ').slice(0, 80), why });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, 'JSX text');
    else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(attributeName(node.name))) {
      for (const lit of shownLiterals(node.initializer)) report(lit, `${attributeName(node.name)} attribute`);
    } else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const lit of shownLiterals(node.expression)) report(lit, 'JSX child');
    } else if (ts.isPropertyAssignment(node) && TEXT_PROPERTIES.has(propertyName(node.name) ?? '')) {
      for (const lit of shownLiterals(node.initializer)) report(lit, `${propertyName(node.name)} property`);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      TEXT_PROPERTIES.has(node.left.name.text)
    ) {
      for (const lit of shownLiterals(node.right)) report(lit, `.${node.left.name.text} =`);
    } else if (ts.isCallExpression(node) && /(^|\.)setAttribute$/.test(calleeName(node.expression))) {
      const [attr, value] = node.arguments;
      if (attr && ts.isStringLiteral(attr) && TEXT_ATTRIBUTES.has(attr.text))
        for (const lit of shownLiterals(value)) report(lit, `${attr.text} attribute`);
    } else if (literalText(node) !== undefined && !isCodePlace(node) && looksLikeWords(literalText(node) ?? '')) {
      report(node, 'words');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found.values()].sort((a, b) => a.line - b.line);
}
