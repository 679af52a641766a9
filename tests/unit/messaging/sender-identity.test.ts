// Who sent a message, decided from what the browser puts in `sender`, never from the payload; and
// the limit on checks that pages ask for.
import { describe, expect, it } from 'vitest';
import { allowPageCheck, PAGE_CHECK_LIMIT } from '@/utils/messaging/page-rate-limit';
import { classifySender, type SenderInfo, type SenderKind } from '@/utils/messaging/sender-identity';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}/`;

describe('classifySender', () => {
  it.each<[string, SenderInfo, SenderKind]>([
    [
      'content script in a top frame',
      { id: ID, url: 'https://news.test/a', tab: { id: 7, url: 'https://news.test/a' }, frameId: 0 },
      { kind: 'content-script', tabId: 7, frameId: 0, pageUrl: 'https://news.test/a' },
    ],
    [
      'content script in an iframe: the frame URL, not the tab URL',
      { id: ID, url: 'https://ads.test/frame', tab: { id: 7, url: 'https://news.test/a' }, frameId: 12 },
      { kind: 'content-script', tabId: 7, frameId: 12, pageUrl: 'https://ads.test/frame' },
    ],
    [
      'content script without sender.url falls back to the tab URL',
      { id: ID, tab: { id: 7, url: 'https://news.test/a' }, frameId: 0 },
      { kind: 'content-script', tabId: 7, frameId: 0, pageUrl: 'https://news.test/a' },
    ],
    [
      'content script with no URL at all',
      { id: ID, tab: { id: 7 }, frameId: 0 },
      { kind: 'content-script', tabId: 7, frameId: 0, pageUrl: '' },
    ],
    ['popup (no tab)', { id: ID, url: `${ORIGIN}popup.html` }, { kind: 'extension-page' }],
    [
      'options page opened in a tab',
      { id: ID, url: `${ORIGIN}options.html`, tab: { id: 9, url: `${ORIGIN}options.html` }, frameId: 0 },
      { kind: 'extension-page' },
    ],
    ['options page embedded (no tab)', { id: ID, url: `${ORIGIN}options.html#general`, frameId: 0 }, { kind: 'extension-page' }],
    ['another extension', { id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', url: 'chrome-extension://zzzz/x.html' }, { kind: 'unknown' }],
    [
      'another extension claiming our page URL',
      { id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', url: `${ORIGIN}popup.html` },
      { kind: 'unknown' },
    ],
    ['another extension in a tab', { id: 'other', url: 'https://news.test/', tab: { id: 7 }, frameId: 0 }, { kind: 'unknown' }],
    [
      'no id (a web page via externally_connectable)',
      { url: 'https://evil.test/', tab: { id: 7 }, frameId: 0 },
      { kind: 'unknown' },
    ],
    ['our id, a page URL, but no tab', { id: ID, url: 'https://news.test/a' }, { kind: 'unknown' }],
    ['our id and a tab but no frame id', { id: ID, url: 'https://news.test/a', tab: { id: 7 } }, { kind: 'unknown' }],
    ['a tab without an id', { id: ID, url: 'https://news.test/a', tab: {}, frameId: 0 }, { kind: 'unknown' }],
    ['tab id -1 (TAB_ID_NONE)', { id: ID, url: 'https://news.test/a', tab: { id: -1 }, frameId: 0 }, { kind: 'unknown' }],
    ['a look-alike origin is not ours', { id: ID, url: `chrome-extension://${ID}.evil.test/popup.html` }, { kind: 'unknown' }],
    ['nothing at all', {}, { kind: 'unknown' }],
  ])('%s', (_name, sender, kind) => {
    expect(classifySender(sender, ID, ORIGIN)).toEqual(kind);
  });

  it('works the same for a Firefox moz-extension origin', () => {
    const origin = 'moz-extension://0f1e2d3c-aaaa-bbbb-cccc-111122223333/';
    expect(classifySender({ id: 'nc@example.test', url: `${origin}popup.html` }, 'nc@example.test', origin)).toEqual({
      kind: 'extension-page',
    });
    expect(classifySender({ id: 'nc@example.test', url: `${ORIGIN}popup.html` }, 'nc@example.test', origin)).toEqual({
      kind: 'unknown',
    });
  });
});

describe('allowPageCheck', () => {
  const W = PAGE_CHECK_LIMIT.windowMs;
  const N = PAGE_CHECK_LIMIT.count;
  const NOW = 1_000_000;
  const full = Array.from({ length: N }, (_, i) => NOW - W + 1 + i);

  it.each<[string, number[], boolean, number[]]>([
    ['the first check', [], true, [NOW]],
    ['under the limit', [NOW - 10, NOW - 5], true, [NOW - 10, NOW - 5, NOW]],
    ['at the limit within the window', full, false, full],
    ['checks older than the window are forgotten', [NOW - W, NOW - W - 1, ...full.slice(1)], true, [...full.slice(1), NOW]],
    ['times in the future are not trusted', [NOW + 1_000, NOW + 2_000], true, [NOW]],
    ['a corrupted list of many old times', Array.from({ length: 500 }, (_, i) => i), true, [NOW]],
  ])('%s', (_name, times, allowed, kept) => {
    expect(allowPageCheck(times, NOW)).toEqual({ allowed, times: kept });
  });

  it(`allows ${N} checks in a window, refuses the next, and allows again once the first leaves the window`, () => {
    let times: number[] = [];
    const verdicts: boolean[] = [];
    for (let i = 0; i <= N; i += 1) {
      const r = allowPageCheck(times, NOW + i);
      verdicts.push(r.allowed);
      times = r.times;
    }
    expect(verdicts).toEqual([...Array(N).fill(true), false]);
    expect(allowPageCheck(times, NOW + W - 1).allowed).toBe(false);
    expect(allowPageCheck(times, NOW + W).allowed).toBe(true);
  });

  it('a refused check is not counted', () => {
    const r = allowPageCheck(full, NOW);
    expect(r.times).toHaveLength(N);
  });

  it('honours a custom limit', () => {
    const limit = { count: 1, windowMs: 1_000 };
    expect(allowPageCheck([NOW - 999], NOW, limit).allowed).toBe(false);
    expect(allowPageCheck([NOW - 1_000], NOW, limit).allowed).toBe(true);
  });
});

describe('classifySender for frames without a host of their own', () => {
  it.each([
    ['about:blank', 'https://shop.example', 'https://shop.example'],
    ['about:srcdoc', 'https://shop.example', 'https://shop.example'],
    ['about:blank', 'null', 'about:blank'],
    ['https://a.example/page', 'https://a.example', 'https://a.example/page'],
  ])('url %s with origin %s reads as %s', (url, origin, expected) => {
    const got = classifySender(
      { id: 'ext', url, origin, tab: { id: 3, url: 'https://top.example/' }, frameId: 7 },
      'ext',
      'chrome-extension://ext/',
    );
    expect(got).toEqual({ kind: 'content-script', tabId: 3, frameId: 7, pageUrl: expected });
  });
});
