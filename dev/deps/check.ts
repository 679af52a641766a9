// `npm run lint:deps`: the import rules of .dependency-cruiser.cjs (dependency-cruiser checks
// them), plus one it cannot state as a rule: no loop between folders. dependency-cruiser finds
// loops between files; two folders can still import each other through files that form no loop
// (a.ts → b/x.ts, b/y.ts → a/z.ts), which is the loop that makes a folder impossible to move or
// read alone. Its JSON is collapsed to folders here and searched for strongly connected parts.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const CRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
/** The code whose imports are checked. */
export const CHECKED = ['entrypoints', 'utils', 'components'];

interface Cruised {
  modules: { source: string; dependencies: { resolved: string; coreModule: boolean; couldNotResolve: boolean }[] }[];
  summary: {
    violations: { rule: { name: string }; from: string; to: string; cycle?: { name: string }[]; via?: { name: string }[] }[];
  };
}

/**
 * The folder a file belongs to for the folder rule: the domain under utils/, the entrypoint under
 * entrypoints/, a folder under components/ (utils/i18n/catalogue/en.ts is utils/i18n: a catalogue
 * is part of i18n, not a neighbour of it). Files directly in a top folder belong to it.
 */
export function folderOf(file: string): string {
  const parts = file.split('/');
  return parts.length >= 3 ? parts.slice(0, 2).join('/') : (parts[0] ?? file);
}

/** Loops between folders: each strongly connected set of two or more folders, with the imports that make it. */
export function folderLoops(modules: Cruised['modules']): { folders: string[]; imports: string[] }[] {
  const edges = new Map<string, Map<string, string[]>>();
  for (const m of modules) {
    const from = folderOf(m.source);
    for (const d of m.dependencies) {
      if (d.coreModule || d.couldNotResolve || d.resolved.includes('node_modules/')) continue;
      const to = folderOf(d.resolved);
      if (to === from) continue;
      const out = edges.get(from) ?? new Map<string, string[]>();
      edges.set(from, out);
      out.set(to, [...(out.get(to) ?? []), `${m.source} → ${d.resolved}`]);
    }
  }
  // Tarjan's strongly connected components over the folder graph.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: { folders: string[]; imports: string[] }[] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length < 2) return;
    const inPart = new Set(part);
    const imports = part.flatMap((a) => [...(edges.get(a) ?? [])].filter(([b]) => inPart.has(b)).flatMap(([, via]) => via));
    loops.push({ folders: part.sort(), imports });
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return loops;
}

function cruise(cwd: string, dirs: string[]): Promise<Cruised> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CRUISE, ...dirs, '--config', CONFIG, '--output-type', 'json'],
      { cwd, maxBuffer: 256 * 1024 * 1024 },
      // dependency-cruiser exits non-zero when it finds violations; its JSON says which.
      (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout) as Cruised);
        } catch {
          reject(new Error(`dependency-cruiser gave no report: ${stderr || error?.message}`));
        }
      },
    );
  });
}

/** Every broken rule under `cwd`, one line each (empty when the imports keep the rules). */
export async function checkDependencies(cwd: string = ROOT, dirs: string[] = CHECKED): Promise<string[]> {
  const present = dirs.filter((d) => existsSync(path.join(cwd, d)));
  if (present.length === 0) return [];
  const result = await cruise(cwd, present);
  const broken = result.summary.violations.map((v) => {
    const via = v.cycle ?? v.via;
    return `${v.rule.name}: ${v.from} → ${v.to}${via?.length ? ` (via ${via.map((c) => c.name).join(' → ')})` : ''}`;
  });
  for (const loop of folderLoops(result.modules))
    broken.push(`no-folder-cycle: ${loop.folders.join(' ⇄ ')} (${loop.imports.join('; ')})`);
  return broken;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const broken = await checkDependencies();
  if (broken.length > 0) {
    console.error(`Import rules broken (docs/architecture.md#import-rules):\n  ${broken.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    'Import rules kept: no loop between files or folders, utils/ free of UI, content scripts free of storage and the service client, entrypoints apart.',
  );
}
