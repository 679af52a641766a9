// Which pages get the highlight's stylesheet from the browser: every page where highlighting is on,
// none where it is off (a page that has it can tell the extension is installed). The patterns must
// leave out exactly the pages `pageSettingsFor` switches off.
import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_STYLESHEET_ID,
  highlightStylesheetFor,
  sameRegistration,
  sitePattern,
} from '@/utils/storage/highlight-stylesheet';
import { DEFAULT_SETTINGS, pageSettingsFor } from '@/utils/storage/settings';

const on = (disabledSites: string[]) => ({ highlightEnabled: true, disabledSites });

describe('sitePattern', () => {
  it.each([
    ['example.com', '*://example.com/*'],
    ['shop.example.com', '*://shop.example.com/*'],
    ['127.0.0.1', '*://127.0.0.1/*'],
    ['[::1]', '*://[::1]/*'],
    ['[2001:db8::1]', '*://[2001:db8::1]/*'],
    // An international name as the address bar's URL has it (the settings page stores it so).
    ['xn--bcher-kva.de', '*://xn--bcher-kva.de/*'],
    ['intranet', '*://intranet/*'],
  ])('%s → %s', (site, pattern) => {
    expect(sitePattern(site)).toBe(pattern);
  });

  // Entries no page's host name can equal switch off no page today (the match is exact), so they
  // leave none out: a pattern for them would take the stylesheet from pages that highlight.
  it.each([
    ['', 'empty'],
    ['Example.com', 'upper case (host names are lower case)'],
    ['bücher.de', 'not punycode'],
    ['example.com:8080', 'a port (host names have none)'],
    ['https://example.com', 'a URL'],
    ['example.com/path', 'a path'],
    ['*.example.com', 'a wildcard'],
    ['::1', 'an IPv6 address without brackets'],
    ['0x7f.1', 'an IPv4 address not written canonically'],
    [' example.com', 'a space'],
  ])('%j (%s) → none', (site) => {
    expect(sitePattern(site)).toBeUndefined();
  });
});

describe('highlightStylesheetFor', () => {
  it('highlighting off everywhere: nothing registered', () => {
    expect(highlightStylesheetFor({ highlightEnabled: false, disabledSites: [] })).toBeUndefined();
    expect(highlightStylesheetFor({ highlightEnabled: false, disabledSites: ['example.com'] })).toBeUndefined();
  });

  it('on: every frame the content script runs in, from the start of the page', () => {
    expect(highlightStylesheetFor(DEFAULT_SETTINGS)).toEqual({
      id: HIGHLIGHT_STYLESHEET_ID,
      css: ['content-highlight.css'],
      matches: ['<all_urls>'],
      excludeMatches: [],
      allFrames: true,
      runAt: 'document_start',
      matchOriginAsFallback: true,
      persistAcrossSessions: true,
    });
  });

  it.each([
    [['example.com'], ['*://example.com/*']],
    [
      ['b.example', 'a.example'],
      ['*://a.example/*', '*://b.example/*'],
    ],
    [['example.com', 'Example.com', 'example.com:443'], ['*://example.com/*']],
    [['bücher.de', '*.example.com'], []],
  ])('switched-off sites %j → excludeMatches %j', (sites, excludeMatches) => {
    expect(highlightStylesheetFor(on(sites))?.excludeMatches).toEqual(excludeMatches);
  });

  // The same pages as the content script's own switch: a pattern that leaves out a page that
  // highlights costs that page the fast style; one that keeps a switched-off page tells it we are there.
  it.each([
    ['http://example.com/a', true],
    ['https://example.com:8443/b?c#d', true],
    ['http://EXAMPLE.com/', true],
    // An international name: the address's host name is punycode however it was typed.
    ['https://xn--bcher-kva.de/', true],
    ['https://bücher.de/', true],
    ['http://127.0.0.1:3000/', true],
    ['http://[::1]:8080/', true],
    ['https://www.example.com/', false],
    ['https://example.org/', false],
    ['file:///home/page.html', false],
  ])('%s: switched off by the settings ⇔ left out by a pattern (%s)', (url, off) => {
    const settings = { ...DEFAULT_SETTINGS, disabledSites: ['example.com', '127.0.0.1', '[::1]', 'xn--bcher-kva.de'] };
    expect(pageSettingsFor(settings, url).highlight).toBe(!off);
    const host = new URL(url).hostname;
    const excluded = highlightStylesheetFor(settings)?.excludeMatches.includes(`*://${host}/*`) ?? false;
    expect(excluded).toBe(off);
  });
});

describe('sameRegistration', () => {
  const wanted = highlightStylesheetFor(on(['b.example', 'a.example']));
  if (!wanted) throw new Error('expected a registration');

  it('as the browser lists it back (with fields of its own, patterns in any order): the same', () => {
    expect(
      sameRegistration({ ...wanted, excludeMatches: ['*://b.example/*', '*://a.example/*'], world: 'ISOLATED' } as never, wanted),
    ).toBe(true);
  });

  it.each([
    ['another site list', { excludeMatches: ['*://a.example/*'] }],
    ['no site list', { excludeMatches: undefined }],
    ['another file', { css: ['other.css'] }],
    ['a script', { js: ['content.js'] }],
    ['the top frame only', { allFrames: undefined }],
    ['at document idle', { runAt: undefined }],
    ['without the fallback to the origin', { matchOriginAsFallback: false }],
    ['for this session only', { persistAcrossSessions: false }],
  ])('%s: not the same', (_what, change) => {
    expect(sameRegistration({ ...wanted, ...change }, wanted)).toBe(false);
  });
});
