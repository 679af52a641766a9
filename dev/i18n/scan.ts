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
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `file:line  [why] text`, one per literal found, in file order. */
export function scanProject(root: string): string[] {
  const out: string[] = [];
  for (const dir of ROOTS) {
    for (const path of sourceFiles(join(root, dir))) {
      const file = relative(root, path).replace(/\\/g, '/');
      if (NOT_SCANNED.test(file)) continue;
      for (const f of findLiterals(file, readFileSync(path, 'utf8'))) out.push(`${file}:${f.line}  [${f.why}] ${f.text}`);
    }
  }
  return out;
}
