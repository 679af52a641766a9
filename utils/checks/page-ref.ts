// The page a number was checked from: its title and address, kept with the check in history (and
// only there: the history stays in this browser unless the user exports it).
import { isRecord, readString } from '../common/validate';

export interface PageRef {
  /** The page's title as the browser had it; '' when it had none. */
  title: string;
  /** http(s) address without user name, password or #fragment. */
  url: string;
}

export const MAX_PAGE_TITLE = 300;
export const MAX_PAGE_URL = 2_000;

/** The address of an http(s) page, parsed; undefined for anything else. */
export function httpPageUrl(text: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
}

/** A clean page address, or undefined for anything that is not an http(s) page. */
export function cleanPageUrl(raw: unknown): string | undefined {
  const text = readString(raw, 10_000);
  const url = text ? httpPageUrl(text) : undefined;
  if (!url) return undefined;
  url.username = '';
  url.password = '';
  url.hash = '';
  const out = url.href;
  return out.length <= MAX_PAGE_URL ? out : undefined;
}

/** One line of at most MAX_PAGE_TITLE characters. */
export function cleanPageTitle(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  return text.length > MAX_PAGE_TITLE ? `${text.slice(0, MAX_PAGE_TITLE - 1)}…` : text;
}

/** A page reference from a URL (required) and a title (optional), or undefined. */
export function makePageRef(url: unknown, title: unknown): PageRef | undefined {
  const clean = cleanPageUrl(url);
  return clean ? { url: clean, title: cleanPageTitle(title) } : undefined;
}

export function readPageRef(raw: unknown): PageRef | undefined {
  return isRecord(raw) ? makePageRef(raw.url, raw.title) : undefined;
}

/** What a row shows: the title, else the host. */
export function pageLabel(page: PageRef): string {
  if (page.title) return page.title;
  try {
    return new URL(page.url).host;
  } catch {
    return page.url;
  }
}
