// Benchmark of the background's detection for the highlighting bench's pages: what the detect port
// does for the 10,000-number page and the 1 MB prose page (dev/bench/highlight-pages.ts), in Node.
//
// Run: npx tsx dev/bench/detector-speed.bench.ts
//      NC_DETECT_PASSES=20 …                           (passes per page; default 12)
//      node --cpu-prof --import tsx dev/bench/detector-speed.bench.ts   (a CPU profile to read)
//      NC_DETECT_PROFILE=1 …                           (also prints the top functions by self time)
//
// The pages' HTML is cut into the texts a content script sends (utils/highlight/text-reading.ts,
// close enough: a table cell, a list item, a paragraph, a heading each is one item; inline markup
// dropped), in batches of BATCH_CHARS as the content script makes them, and each batch goes through
// what the detect port runs for it (entrypoints/background/detect-port.ts): detectItems with the
// shared detectors, then detectReply. The first pass warms the detectors' caches and the engine, as
// the worker is warm from page to page; the median of the later passes is printed. Then the
// 10,000-number page's items by kind (its table cells, list items, sentences): the sentences, last
// on the page, are what the page's scan waits for once it has read the rest. Times are CPU time of
// this process. It only prints figures: timing depends on the machine.
import { Session } from 'node:inspector/promises';
import type { CountryCode } from 'libphonenumber-js/core';
import { BATCH_CHARS, type DetectItem } from '../../utils/highlight/detect-batch';
import { detectItems } from '../../utils/highlight/detect-items';
import { detectReply } from '../../utils/messaging/detect-messages';
import type { CountryChoice } from '../../utils/phone/country-passes';
import { phoneFromTelHref, sharedDetector } from '../../utils/phone/detect';
import { numbersPage, prosePage } from './highlight-pages';
import { median } from './median';

const COUNTRY: CountryCode = 'US';
const PASSES = Number(process.env.NC_DETECT_PASSES ?? 12);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };

/** The page's texts as a content script reads them: one item per block, inline tags dropped. */
function itemsOf(html: string): DetectItem[] {
  const body = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  const items: DetectItem[] = [];
  // A block tag (opening or closing) ends a text; inline tags are dropped.
  for (const piece of body.split(/<\/?(?:p|li|td|tr|ul|ol|table|tbody|h1|h2|div|br)\b[^>]*>/)) {
    const text = piece
      .replace(/<[^>]*>/g, '')
      .replace(/&(\w+|#\d+);/g, (m, e: string) => ENTITIES[e] ?? m)
      .trim();
    if (text.length > 0) items.push({ text });
  }
  return items;
}

/** Items cut into batches as the content script sends them: a batch ends after the item crossing BATCH_CHARS. */
function batchesOf(items: DetectItem[]): DetectItem[][] {
  const out: DetectItem[][] = [];
  let batch: DetectItem[] = [];
  let chars = 0;
  for (const item of items) {
    batch.push(item);
    chars += item.text.length;
    if (chars >= BATCH_CHARS) {
      out.push(batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) out.push(batch);
  return out;
}

/** What the detect port does for one page's batches (the page's country on, nothing declared or voted). */
function detectPage(batches: DetectItem[][]): number {
  const choice: CountryChoice = { fallback: COUNTRY, page: undefined, byBlock: true, voted: undefined };
  let found = 0;
  for (let b = 0; b < batches.length; b++) {
    const results = detectItems(batches[b] as DetectItem[], choice, sharedDetector, phoneFromTelHref);
    const reply = detectReply(b, results);
    if (reply.type === 'detect:found') found += reply.m.length / 4;
  }
  return found;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/**
 * The 10,000-number page's items by kind: its table cells, list items and sentences
 * (highlight-pages.ts). A page is read in document order, and its sentences come last: what they
 * cost the detector is what the page waits for once it has read the rest (the scan's tail).
 */
function itemsByKind(html: string): [string, DetectItem[]][] {
  const texts = (re: RegExp) => itemsOf(`<body>${[...html.matchAll(re)].map((m) => `<p>${m[1]}</p>`).join('')}</body>`);
  return [
    ['table cells with a number', texts(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td>/g)],
    ['list items ("Name: number")', texts(/<li>(.*?)<\/li>/g)],
    ['sentences (two numbers and a date)', texts(/<p>(.*?)<\/p>/g)],
  ];
}

/** CPU ms of each of PASSES passes of `run`. */
function passTimes(run: () => void): number[] {
  const times: number[] = [];
  for (let p = 0; p < PASSES; p++) {
    const t0 = cpuMs();
    run();
    times.push(cpuMs() - t0);
  }
  return times;
}

async function main(): Promise<void> {
  const numbersHtml = numbersPage();
  const pages = [
    { name: '10,000-number page', items: itemsOf(numbersHtml) },
    { name: '1 MB prose page', items: itemsOf(prosePage().html) },
  ];
  const profile = process.env.NC_DETECT_PROFILE === '1';
  const session = profile ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
  }
  for (const { name, items } of pages) {
    const batches = batchesOf(items);
    const chars = items.reduce((n, x) => n + x.text.length, 0);
    // The first pass is what a fresh worker pays (code not yet optimised, caches empty); then warm.
    const c0 = cpuMs();
    const found = detectPage(batches);
    const first = cpuMs() - c0;
    if (session) await session.post('Profiler.start');
    const times = passTimes(() => detectPage(batches));
    const ms = median(times);
    console.log(
      `${name}: ${items.length} items, ${batches.length} batches, ${(chars / 1000).toFixed(0)} k chars, ${found} numbers found`,
    );
    console.log(
      `  detect port: ${ms.toFixed(1)} ms per page (median of ${PASSES}, min ${Math.min(...times).toFixed(1)}), ${((ms * 1000) / items.length).toFixed(2)} µs per item; first pass ${first.toFixed(1)} ms`,
    );
    if (session) {
      const { profile: prof } = (await session.post('Profiler.stop')) as { profile: { nodes: ProfileNode[] } };
      const self = new Map<string, number>();
      let total = 0;
      for (const n of prof.nodes) {
        const hits = n.hitCount ?? 0;
        total += hits;
        const f = n.callFrame;
        const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules\/|utils\/)/, '$1')}`;
        self.set(key, (self.get(key) ?? 0) + hits);
      }
      const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 15);
      for (const [fn, hits] of top) console.log(`    ${((hits / total) * 100).toFixed(1).padStart(5)}%  ${fn}`);
    }
  }
  session?.disconnect();
  console.log('10,000-number page by kind of text (each kind in batches as above):');
  for (const [kind, items] of itemsByKind(numbersHtml)) {
    const batches = batchesOf(items);
    // (One pass first, to warm it.)
    detectPage(batches);
    const ms = median(passTimes(() => detectPage(batches)));
    console.log(`  ${kind}: ${items.length} items, ${ms.toFixed(1)} ms, ${((ms * 1000) / items.length).toFixed(2)} µs per item`);
  }
}

await main();
