// What one change of our Highlight costs the next frame on the 10,000-number page, without the
// extension: the page loaded and painted, then a style rule for `::highlight(number-check)` added
// (ours, HIGHLIGHT_CSS, a wash; the same with the amber underline it had before; or none), and one range on screen
// either put in a Highlight registered for it (`set`) or added to one registered before (`add`).
// The frames after it are traced (CDP, devtools.timeline) and their PrePaint and Paint summed; at
// each CPU rate of cpuRates(). Chromium only; no timing target: it says where a frame's time goes.
//
//   npx tsx dev/bench/highlight-prepaint.ts          (under the browser lock)
//   NC_PREPAINT_ROUNDS=3   rounds (default 2), each rule and change in turn
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { HIGHLIGHT_CSS, HIGHLIGHT_NAME } from '../../utils/highlight/highlight-css';
import { chromiumPath } from '../extension-paths';
import { serveFolder } from '../static-server';
import { cpuRates, rateLabel } from './cpu-throttle';
import { numbersPage } from './highlight-pages';
import type { TraceEvent } from './trace-phases';

const RULES: Record<string, string> = {
  ours: HIGHLIGHT_CSS,
  // The rule before (the wash and an amber underline): what a text decoration costs.
  'ours + underline': HIGHLIGHT_CSS.replace(
    '}',
    'text-decoration-line: underline; text-decoration-color: rgb(230, 145, 0); text-decoration-thickness: 2px; }',
  ),
  none: '',
};
const CHANGES = ['set', 'add'] as const;

async function main(): Promise<void> {
  const rounds = Math.max(1, Number(process.env.NC_PREPAINT_ROUNDS ?? 2));
  const dir = mkdtempSync(join(tmpdir(), 'nc-prepaint-'));
  writeFileSync(join(dir, 'numbers-10k.html'), numbersPage());
  const site = await serveFolder(dir);
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const sums = new Map<string, { prePaint: number[]; paint: number[] }>();
  try {
    for (let round = 0; round < rounds; round++)
      for (const rate of cpuRates())
        for (const [rule, css] of Object.entries(RULES))
          for (const change of CHANGES) {
            const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
            const cdp = await page.context().newCDPSession(page);
            await page.goto(`${site.url}/numbers-10k.html`, { waitUntil: 'load' });
            // The rule, and for `add` a Highlight already registered with another range; then the
            // frames that follow, so that the frame traced holds the one change alone.
            await page.evaluate(
              ([name, text, registered]) => {
                const style = document.createElement('style');
                style.textContent = text;
                document.head.append(style);
                if (!registered) return;
                const node = document.querySelectorAll('td')[4]?.firstChild as Text;
                CSS.highlights.set(
                  name,
                  new Highlight(new StaticRange({ startContainer: node, startOffset: 0, endContainer: node, endOffset: 5 })),
                );
              },
              [HIGHLIGHT_NAME, css, change === 'add'] as const,
            );
            await page.evaluate(
              () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))),
            );
            if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
            const events: TraceEvent[] = [];
            cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
            await cdp.send('Tracing.start', {
              categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
              transferMode: 'ReportEvents',
            });
            await page.evaluate((name) => {
              const node = document.querySelectorAll('td')[1]?.firstChild as Text;
              const range = new StaticRange({ startContainer: node, startOffset: 0, endContainer: node, endOffset: 5 });
              const registered = CSS.highlights.get(name);
              if (registered) registered.add(range);
              else CSS.highlights.set(name, new Highlight(range));
              return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 30))));
            }, HIGHLIGHT_NAME);
            const complete = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
            await cdp.send('Tracing.end');
            await complete;
            const total = (name: string) =>
              events.filter((e) => e.name === name && e.ph === 'X').reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
            const key = `${rateLabel(rate)}, rule ${rule}, ${change}`;
            const entry = sums.get(key) ?? { prePaint: [], paint: [] };
            entry.prePaint.push(total('PrePaint'));
            entry.paint.push(total('Paint'));
            sums.set(key, entry);
            await page.close();
          }
  } finally {
    await browser.close();
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const list = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' ');
  for (const [key, { prePaint, paint }] of sums) console.log(`${key}: PrePaint ${list(prePaint)} ms; Paint ${list(paint)} ms`);
}

void main();
