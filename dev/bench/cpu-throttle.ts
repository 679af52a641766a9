// The slow-machine mode of the browser benchmarks (issue 29): every browser benchmark runs at the
// machine's own speed and with the CPU slowed (DevTools' CPU throttling, 4× by default), and prints
// both, so a target holds on a slower machine than the one it was measured on.
// `NC_BENCH_CPU=1` runs normal speed only; `NC_BENCH_CPU=1,4,6` adds a 6× run.
import type { Page } from '@playwright/test';

/** The slow-down factors to run at, 1 being the machine's own speed. */
export function cpuRates(env: NodeJS.ProcessEnv = process.env): number[] {
  const rates = (env.NC_BENCH_CPU ?? '1,4')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isFinite(n) && n >= 1);
  return rates.length > 0 ? [...new Set(rates)] : [1];
}

/** Words for a rate in a benchmark's printout. */
export function rateLabel(rate: number): string {
  return rate === 1 ? 'normal speed' : `CPU ${rate}× slower`;
}

/**
 * Slows the page's renderer (its scripts, content scripts included, style and layout). Set it
 * before the page navigates to what is measured. The session is kept open on purpose: detaching it
 * would end the emulation.
 */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
