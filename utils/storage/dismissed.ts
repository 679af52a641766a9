// The texts people dismissed with "Not a phone number", by site (host name): read, added to and
// removed from, within caps, so a hostile page that floods cannot grow the store without end.
// Pure; the stored item is `dismissedNumbersItem` (items.ts), the background its only writer.
import { isRecord } from '../common/validate';
import { dismissedTextOf } from '../highlight/dismissed-text';

/** Site → its dismissed texts, oldest first. */
export type DismissedNumbers = Record<string, string[]>;

export const DISMISSED_CAPS = { perSite: 200, sites: 500 } as const;

const HOST = /^[a-z0-9.-]{1,253}$|^\[[0-9a-f:.]{2,45}\]$/;

/** Whether a string is a host name as the background reads it from a sender's address. */
export function isSiteHost(host: unknown): host is string {
  return typeof host === 'string' && HOST.test(host);
}

/** Reads a stored value field by field: bad sites and texts are dropped, the rest kept, caps applied. */
export function readDismissed(raw: unknown): DismissedNumbers {
  const out: DismissedNumbers = {};
  if (!isRecord(raw)) return out;
  for (const [host, list] of Object.entries(raw).slice(-DISMISSED_CAPS.sites)) {
    if (!isSiteHost(host) || !Array.isArray(list)) continue;
    const texts = [...new Set(list.slice(-DISMISSED_CAPS.perSite).filter((t) => dismissedTextOf(t) === t))] as string[];
    if (texts.length > 0) out[host] = texts;
  }
  return out;
}

/**
 * Adds a text to a site's list (normalised; a repeat changes nothing). A full site drops its oldest;
 * a new site past the cap drops the site dismissed longest ago.
 */
export function addDismissed(all: DismissedNumbers, host: string, text: string): DismissedNumbers {
  const kept = dismissedTextOf(text);
  if (!kept || !isSiteHost(host)) return all;
  const before = all[host] ?? [];
  if (before.includes(kept)) return all;
  const { [host]: _old, ...others } = all;
  const hosts = Object.keys(others);
  const rest =
    hosts.length >= DISMISSED_CAPS.sites
      ? Object.fromEntries(Object.entries(others).slice(hosts.length - DISMISSED_CAPS.sites + 1))
      : others;
  // The site goes last: the one changed most recently is the last to be dropped.
  return { ...rest, [host]: [...before, kept].slice(-DISMISSED_CAPS.perSite) };
}

/** Takes a text off a site's list (undo in the settings); an empty list takes the site away. */
export function removeDismissed(all: DismissedNumbers, host: string, text: string): DismissedNumbers {
  const list = all[host];
  if (!list?.includes(text)) return all;
  const { [host]: _old, ...rest } = all;
  const left = list.filter((t) => t !== text);
  return left.length > 0 ? { ...rest, [host]: left } : rest;
}
