// Which pages the browser gives the highlight's stylesheet (utils/highlight/highlight-css.ts) before
// they are parsed, from the settings in effect: every page where highlighting is on, and no other.
// A page can read the rule (`getComputedStyle(el, '::highlight(number-check)')`) and learn that the
// extension is installed; where highlighting is on it could tell anyway (`CSS.highlights`), where it
// is off it must learn nothing (docs/architecture.md#highlighting). The worker registers what this
// returns (entrypoints/background/highlight-stylesheet.ts).
import { readHostName } from '../common/host-name';
import { HIGHLIGHT_CSS_FILE } from '../highlight/highlight-css';
import type { Settings } from './settings';

export const HIGHLIGHT_STYLESHEET_ID = 'highlight-stylesheet';

/** A `scripting.registerContentScripts` entry of a stylesheet only. */
export interface StylesheetRegistration {
  id: string;
  css: string[];
  matches: string[];
  excludeMatches: string[];
  allFrames: boolean;
  runAt: 'document_start';
  matchOriginAsFallback: boolean;
  persistAcrossSessions: boolean;
}

/**
 * The match pattern of every page whose host name is `site`, or undefined when no page's can be.
 * Highlighting is off where a frame's host name (`hostOf`, utils/storage/settings.ts: `URL.hostname`
 * of the frame's address, or of its origin for about: and data: frames) equals a listed site. That
 * name is lower case, punycode for an international name, a canonical IPv4 address or a bracketed
 * IPv6 one, and has no port: `readHostName` gives the same for a site that is one, so a site it
 * reads back unchanged is one a page can have, and any other (a typed name the settings page would
 * have refused, an organisation's odd entry) switches off no page. A pattern's `*` scheme is http
 * and https (and ws, wss), and a host without a port matches every port, as the exact name does.
 * (A file: page has no host name, so no listed site covers it; the rare `file://server/…` address
 * that has one is left out here: see the docs.)
 */
export function sitePattern(site: string): string | undefined {
  const read = readHostName(site);
  return read.ok && read.host === site ? `*://${site}/*` : undefined;
}

/** What to register, or undefined for nothing at all (highlighting off everywhere). */
export function highlightStylesheetFor(
  settings: Pick<Settings, 'highlightEnabled' | 'disabledSites'>,
): StylesheetRegistration | undefined {
  if (!settings.highlightEnabled) return undefined;
  const excludeMatches = [...new Set(settings.disabledSites.map(sitePattern).filter((p) => p !== undefined))].sort();
  return {
    id: HIGHLIGHT_STYLESHEET_ID,
    css: [HIGHLIGHT_CSS_FILE],
    // Every frame the content script runs in (its entry, entrypoints/content/index.ts). about:blank
    // and srcdoc frames are matched by the origin they inherit (`matchOriginAsFallback`, which covers
    // what the content script's `matchAboutBlank` does), as the worker reads their host name from it
    // (utils/messaging/sender-identity.ts): a frame of a switched-off site is excluded with its page.
    matches: ['<all_urls>'],
    excludeMatches,
    allFrames: true,
    runAt: 'document_start',
    matchOriginAsFallback: true,
    // Kept by the browser from one session to the next: the pages restored at start-up get it
    // before the worker has started.
    persistAcrossSessions: true,
  };
}

/** A registration as the browser lists it back: fields it leaves out are at their defaults. */
export interface ListedScript {
  id: string;
  css?: string[];
  js?: string[];
  matches?: string[];
  excludeMatches?: string[];
  allFrames?: boolean;
  runAt?: string;
  matchOriginAsFallback?: boolean;
  persistAcrossSessions?: boolean;
}

/** Whether what the browser lists is `wanted`, so that nothing needs registering again. */
export function sameRegistration(listed: ListedScript, wanted: StylesheetRegistration): boolean {
  const shape = (s: ListedScript) =>
    JSON.stringify([
      s.css ?? [],
      s.js ?? [],
      s.matches ?? [],
      [...(s.excludeMatches ?? [])].sort(),
      s.allFrames ?? false,
      s.runAt ?? 'document_idle',
      s.matchOriginAsFallback ?? false,
      s.persistAcrossSessions ?? true,
    ]);
  return shape(listed) === shape(wanted);
}
