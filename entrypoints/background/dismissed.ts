// "Not a phone number": what a page's chip asks to stop highlighting on its site, and the settings'
// undo. A page may be hostile, so what it sends is checked here: a person's click only, from a
// content script of a real web page (http or https), a text that reads as a number's, at most
// DISMISS_LIMIT a minute per tab, kept for the sender's own site (from `sender`, never the payload)
// within the caps of utils/storage/dismissed.ts.
import { httpPageUrl } from '@/utils/checks/page-ref';
import { allowPageCheck } from '@/utils/messaging/page-rate-limit';
import { addDismissed, type DismissedNumbers, isSiteHost, removeDismissed } from '@/utils/storage/dismissed';
import { dismissedNumbersItem } from '@/utils/storage/items';

/** A person dismisses a few highlights a minute; a page's script that floods gets no further. */
export const DISMISS_LIMIT = { count: 20, windowMs: 60_000 } as const;

/** The site a dismissal from this page is kept for: its host, for http(s) pages only. */
export function siteOfPage(pageUrl: string): string | undefined {
  const host = httpPageUrl(pageUrl)?.hostname;
  return host && isSiteHost(host) ? host : undefined;
}

/** The texts dismissed on a page's site (what `settings:for-page` tells its frame). */
export function dismissedForPage(all: DismissedNumbers, pageUrl: string): string[] {
  const site = siteOfPage(pageUrl);
  return site ? [...(all[site] ?? [])] : [];
}

/** Times of recent dismissals, per tab (in memory: a worker that restarts starts over, and the caps still hold). */
const recent = new Map<number, number[]>();

export interface DismissRequest {
  text: string;
  trusted: boolean;
}

/** Decides and keeps a page's dismissal; `now` and the store are passed in for the tests. */
export async function dismissFromPage(
  req: DismissRequest,
  from: { pageUrl: string; tabId: number },
  env: { now: number; update(fn: (all: DismissedNumbers) => DismissedNumbers): Promise<unknown> } = {
    now: Date.now(),
    update: (fn) => dismissedNumbersItem.update(fn),
  },
): Promise<{ ok: boolean }> {
  const site = siteOfPage(from.pageUrl);
  if (!req.trusted || !site) return { ok: false };
  const decision = allowPageCheck(recent.get(from.tabId) ?? [], env.now, DISMISS_LIMIT);
  recent.set(from.tabId, decision.times);
  if (!decision.allowed) return { ok: false };
  let changed = false;
  await env.update((all) => {
    const next = addDismissed(all, site, req.text);
    changed = next !== all;
    return next;
  });
  return { ok: changed };
}

/** For the tests: forgets the per-tab counts. */
export function resetDismissLimits(): void {
  recent.clear();
}

export async function undoDismissed(host: string, text: string): Promise<{ ok: boolean }> {
  let changed = false;
  await dismissedNumbersItem.update((all) => {
    const next = removeDismissed(all, host, text);
    changed = next !== all;
    return next;
  });
  return { ok: changed };
}
