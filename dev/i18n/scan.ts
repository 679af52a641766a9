// Every source file of the extension whose words people see (components/, entrypoints/, utils/,
// the catalogues themselves apart) scanned for words written into code (literals.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findLiterals } from './literals';

const ROOTS = ['components', 'entrypoints', 'utils'];
/** The catalogues are where words belong. */
const NOT_SCANNED = /^utils\/i18n\/catalogue\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|html)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Words in an HTML page's markup (which cannot read the catalogue): text between tags, titles included. */
export function findHtmlText(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const bare = text.replace(/<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1>/g, (m) => m.replace(/[^\n]/g, ' '));
  for (const m of bare.matchAll(/>([^<>]*\p{L}[^<>]*)</gu)) {
    const words = m[1] ?? '';
    out.push({
      line: bare.slice(0, m.index).split('\n').length + (/^\s*/.exec(words)?.[0].split('\n').length ?? 1) - 1,
      text: words.trim(),
    });
  }
  return out;
}

/** `file:line  [why] text`, one per literal found, in file order. */
export function scanProject(root: string): string[] {
  const out: string[] = [];
  for (const dir of ROOTS) {
    for (const path of sourceFiles(join(root, dir))) {
      const file = relative(root, path).replace(/\\/g, '/');
      if (NOT_SCANNED.test(file)) continue;
      const text = readFileSync(path, 'utf8');
      if (file.endsWith('.html')) {
        for (const f of findHtmlText(text)) out.push(`${file}:${f.line}  [HTML text] ${f.text}`);
        continue;
      }
      for (const f of findLiterals(file, text)) out.push(`${file}:${f.line}  [${f.why}] ${f.text}`);
    }
  }
  return out;
}
