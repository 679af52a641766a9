// The cost of collecting a page's clues to its country (utils/phone/page-clues.ts, `clueCollector`)
// over the texts the content script reads of the benchmark pages, against the collector of another
// revision, and whether both give the same clues. While a page that declares no country is read for
// clues, its highlighting waits: this read is on the way to the first screen's numbers.
//
//   npx tsx dev/bench/page-clues.bench.ts
//   NC_BEFORE=<git revision> npx tsx dev/bench/page-clues.bench.ts   (the collector to compare with)
//
// Texts: the highlighting benchmark's pages (dev/bench/highlight-pages.ts) and the test pages
// (tests/e2e/pages), each walked as the content script walks a document (text nodes that are not
// blank nor in a script or style, the first 5,000 of them and 100,000 characters), and the contact
// pages of the page-country corpus. Times are medians of passes interleaved with the other
// revision's, in Node (the same engine as Chromium's, without its DOM: the walk is not timed). The
// first pass of each, cold, is printed apart (a page's read is a cold one); ours runs first in it,
// and so pays for what both share, such as compiling the same regular expressions. Prints; never
// asserts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';
import { collectClues } from '../../utils/phone/page-clues';
import { CONTACT_PAGES } from './corpus/contact-pages';
import { numbersPage, prosePage, shadowCardsPage } from './highlight-pages';

type Collect = typeof collectClues;
interface Page {
  texts: string[];
  hrefs: string[];
}
/** Pages timed together (each collected on its own). */
interface Group {
  name: string;
  pages: Page[];
}

const PASSES = 41;
const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA']);

/** The texts and links of an HTML page, as the content script's walk takes them (page-clues.ts `textsOf`). */
function pageOf(html: string): Page {
  const window = new Window();
  const doc = window.document;
  doc.write(html);
  const texts: string[] = [];
  let chars = 100_000;
  const walker = doc.createTreeWalker(doc.body, 4);
  for (let n = walker.nextNode(); n && texts.length < 5_000 && chars > 0; n = walker.nextNode()) {
    const text = n.nodeValue ?? '';
    if (text.trim() === '' || NOT_TEXT.has(n.parentElement?.tagName ?? '')) continue;
    chars -= text.length;
    texts.push(text);
  }
  const hrefs = [...doc.querySelectorAll('a[href]')].slice(0, 500).map((a) => (a as unknown as HTMLAnchorElement).href);
  void window.happyDOM.close();
  return { texts, hrefs };
}

function groups(): Group[] {
  const dir = 'tests/e2e/pages';
  return [
    { name: '10,000 numbers', pages: [pageOf(numbersPage())] },
    { name: '1 MB prose', pages: [pageOf(prosePage().html)] },
    { name: '1,000 custom elements', pages: [pageOf(shadowCardsPage())] },
    {
      name: 'tests/e2e/pages',
      pages: readdirSync(dir)
        .filter((f) => f.endsWith('.html'))
        .map((f) => pageOf(readFileSync(join(dir, f), 'utf8'))),
    },
    { name: 'contact pages (corpus)', pages: CONTACT_PAGES.map((p) => ({ texts: p.blocks, hrefs: p.links })) },
  ];
}

/** The revision "before": NC_BEFORE, else the last commit when the collector has uncommitted changes, else the one before its last change. */
function beforeRevision(): string {
  const git = (...args: string[]): string => execFileSync('git', args, { encoding: 'utf8' }).trim();
  if (process.env.NC_BEFORE) return git('rev-parse', '--short', process.env.NC_BEFORE);
  const file = 'utils/phone/page-clues.ts';
  if (git('status', '--porcelain', '--', file) !== '') return git('rev-parse', '--short', 'HEAD');
  return git('rev-parse', '--short', `${git('log', '-1', '--format=%H', '--', file)}^`);
}

/** The collector of another revision, read from git into node_modules/.cache (resolved from there). */
async function collectorAt(revision: string): Promise<Collect> {
  const dir = resolve('node_modules/.cache/nc-clues-before', revision);
  if (!existsSync(join(dir, 'utils/phone/page-clues.ts'))) {
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', revision, 'utils/phone', 'utils/common']);
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  }
  const mod = (await import(pathToFileURL(join(dir, 'utils/phone/page-clues.ts')).href)) as { collectClues: Collect };
  return mod.collectClues;
}

function timed(collect: Collect, group: Group): { ms: number; clues: string } {
  const t0 = performance.now();
  const clues = group.pages.map((page) => collect(page.texts, page.hrefs));
  return { ms: performance.now() - t0, clues: JSON.stringify(clues) };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main(): Promise<void> {
  const revision = beforeRevision();
  const before = await collectorAt(revision);
  const all = groups();
  console.log(`Clue collection over the texts the content script reads (before = ${revision}; ${PASSES} interleaved passes)`);
  let same = true;
  for (const group of all) {
    const texts = group.pages.flatMap((p) => p.texts);
    const chars = texts.reduce((n, t) => n + t.length, 0);
    const times = { before: [] as number[], ours: [] as number[] };
    const cold = { before: 0, ours: 0 };
    for (let i = 0; i < PASSES; i++) {
      // Each goes first in every other pass.
      const order = i % 2 === 0 ? (['ours', 'before'] as const) : (['before', 'ours'] as const);
      const got: Record<string, string> = {};
      for (const who of order) {
        const r = timed(who === 'ours' ? collectClues : before, group);
        if (i === 0) cold[who] = r.ms;
        else times[who].push(r.ms);
        got[who] = r.clues;
      }
      if (got.ours !== got.before) same = false;
    }
    const o = median(times.ours);
    const b = median(times.before);
    console.log(
      `  ${group.name.padEnd(24)} ${String(group.pages.length).padStart(2)} pages ${String(texts.length).padStart(5)} texts ${String(chars).padStart(7)} chars: before ${b.toFixed(2)} ms, ours ${o.toFixed(2)} ms (${(o / b).toFixed(2)}×); first pass ${cold.before.toFixed(2)} / ${cold.ours.toFixed(2)} ms`,
    );
  }
  console.log(`Same clues as before on every page: ${same ? 'yes' : 'NO'}`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
