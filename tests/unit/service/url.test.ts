// Building the two request URLs and checking the base URL a user types.
import { describe, expect, it } from 'vitest';
import { displayHost, displayUrl } from '@/utils/service/display-host';
import { buildServiceUrl, checkAccountUrl, checkBaseUrl, originPattern } from '@/utils/service/url';

describe('buildServiceUrl', () => {
  it.each<[string, 'check-number' | 'check-credits', Record<string, string>, string]>([
    [
      'https://api.example.test',
      'check-number',
      { apikey: 'k', number: '+16502530000' },
      'https://api.example.test/api/check-number?apikey=k&number=%2B16502530000',
    ],
    ['https://api.example.test/', 'check-credits', { apikey: 'k' }, 'https://api.example.test/api/check-credits?apikey=k'],
    [
      'https://api.example.test/v2',
      'check-number',
      { apikey: 'k', number: '1' },
      'https://api.example.test/v2/api/check-number?apikey=k&number=1',
    ],
    [
      'https://api.example.test/v2///',
      'check-credits',
      { apikey: 'k' },
      'https://api.example.test/v2/api/check-credits?apikey=k',
    ],
    [
      '  https://api.example.test/svc/nc/  ',
      'check-credits',
      { apikey: 'k' },
      'https://api.example.test/svc/nc/api/check-credits?apikey=k',
    ],
    [
      'http://127.0.0.1:8787',
      'check-number',
      { apikey: 'k', number: '4915123456789' },
      'http://127.0.0.1:8787/api/check-number?apikey=k&number=4915123456789',
    ],
    [
      'https://h.test',
      'check-number',
      { apikey: 'a+b/c=d&e f', number: '+1' },
      'https://h.test/api/check-number?apikey=a%2Bb%2Fc%3Dd%26e+f&number=%2B1',
    ],
    [
      'https://h.test',
      'check-number',
      { apikey: 'k', number: '+1 (650) 253-0000' },
      'https://h.test/api/check-number?apikey=k&number=%2B1+%28650%29+253-0000',
    ],
    [
      'https://h.test',
      'check-number',
      { apikey: 'k', number: '030#12?3' },
      'https://h.test/api/check-number?apikey=k&number=030%2312%3F3',
    ],
  ])('%s + %s', (base, op, params, url) => {
    expect(buildServiceUrl(base, op, params)).toBe(url);
  });

  it('a + in the number reaches the service as a +, not a space', () => {
    const url = new URL(buildServiceUrl('https://h.test', 'check-number', { apikey: 'k', number: '+4915123456789' }));
    expect(url.searchParams.get('number')).toBe('+4915123456789');
    expect(url.search).toContain('%2B');
  });

  it('the key with any characters survives the round trip', () => {
    const key = 'Zx+/=&?#% é';
    const url = new URL(buildServiceUrl('https://h.test', 'check-credits', { apikey: key }));
    expect(url.searchParams.get('apikey')).toBe(key);
    expect(url.pathname).toBe('/api/check-credits');
  });
});

describe('checkBaseUrl: accepted', () => {
  it.each([
    ['https://api.example.test', 'https://api.example.test', 'https://api.example.test'],
    ['https://api.example.test/', 'https://api.example.test', 'https://api.example.test'],
    ['https://api.example.test/v2', 'https://api.example.test/v2', 'https://api.example.test'],
    ['https://api.example.test/v2///', 'https://api.example.test/v2', 'https://api.example.test'],
    ['  https://api.example.test/svc/nc  ', 'https://api.example.test/svc/nc', 'https://api.example.test'],
    ['HTTPS://API.Example.TEST/V2', 'https://api.example.test/V2', 'https://api.example.test'],
    ['https://api.example.test:8443/v2', 'https://api.example.test:8443/v2', 'https://api.example.test:8443'],
    ['https://api.example.test:443', 'https://api.example.test', 'https://api.example.test'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://127.0.0.1:8788/', 'http://127.0.0.1:8788', 'http://127.0.0.1:8788'],
    ['http://127.5.6.7', 'http://127.5.6.7', 'http://127.5.6.7'],
    ['http://localhost:3000/prefix', 'http://localhost:3000/prefix', 'http://localhost:3000'],
    ['http://[::1]:8787', 'http://[::1]:8787', 'http://[::1]:8787'],
    ['https://10.0.0.5', 'https://10.0.0.5', 'https://10.0.0.5'],
    // Internationalised names: kept in the form the browser asks permission for.
    ['https://bücher.example/v2', 'https://xn--bcher-kva.example/v2', 'https://xn--bcher-kva.example'],
    ['https://пример.испытание', 'https://xn--e1afmkfd.xn--80akhbyknj4f', 'https://xn--e1afmkfd.xn--80akhbyknj4f'],
    ['https://xn--bcher-kva.example', 'https://xn--bcher-kva.example', 'https://xn--bcher-kva.example'],
    ['https://api.example.test.', 'https://api.example.test.', 'https://api.example.test.'],
  ])('%s', (input, url, origin) => {
    expect(checkBaseUrl(input)).toEqual({ ok: true, url, origin });
  });
});

describe('checkBaseUrl: refused', () => {
  it.each([
    ['empty', '', /Enter the base URL/],
    ['blank', '   ', /Enter the base URL/],
    ['garbage', 'not a url', /no spaces/],
    ['garbage without spaces', 'notaurl', /not a valid URL/],
    ['no scheme', 'api.example.test', /not a valid URL/],
    ['scheme only', 'https://', /not a valid URL/],
    ['a bad port', 'https://api.example.test:99999', /port/],
    ['a port that is not a number', 'https://api.example.test:80a', /port/],
    ['a space in the host', 'https://exa mple.com', /no spaces/],
    ['a space in the path', 'https://example.com/v 2', /no spaces/],
    ['a tab', 'https://example.com\t/v2', /no spaces/],
    ['a space written as %20', 'https://exa%20mple.com', /letters, digits, hyphens and dots/],
    ['an underscore', 'https://api_v2.example.com', /letters, digits, hyphens and dots/],
    ['punctuation', 'https://api!.example.com', /letters, digits, hyphens and dots/],
    ['an empty label', 'https://api..example.com', /empty or starts or ends with a hyphen/],
    ['a label ending in a hyphen', 'https://api-.example.com', /empty or starts or ends with a hyphen/],
    ['http to a public host', 'http://api.example.test', /Only https/],
    ['http to a private address', 'http://192.168.1.10:8080', /Only https/],
    ['http to a look-alike of loopback', 'http://127.0.0.1.evil.test', /Only https/],
    ['http to localhost as a subdomain', 'http://localhost.evil.test', /Only https/],
    ['ftp', 'ftp://api.example.test', /Only https/],
    ['file', 'file:///etc/passwd', /Only https/],
    ['javascript', 'javascript:alert(1)', /Only https/],
    ['data', 'data:text/plain,hi', /Only https/],
    ['ws', 'wss://api.example.test', /Only https/],
    ['a user name', 'https://user@api.example.test', /user name or password/],
    ['credentials', 'https://user:pass@api.example.test/v2', /user name or password/],
    ['credentials on loopback', 'http://a:b@127.0.0.1:8787', /user name or password/],
    ['a query', 'https://api.example.test/v2?apikey=abc', /query/],
    ['an empty query', 'https://api.example.test/?', /query/],
    ['a fragment', 'https://api.example.test/v2#top', /fragment/],
    ['an empty fragment', 'https://api.example.test/#', /fragment/],
  ])('%s', (_name, input, reason) => {
    const check = checkBaseUrl(input);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.reason).toMatch(reason);
      // The reason is for the user: a sentence, and it does not echo what was typed.
      expect(check.reason).toMatch(/^[A-Z].*\.$/);
      if (input.trim().length > 8) expect(check.reason).not.toContain(input.trim());
    }
  });
});

describe('originPattern', () => {
  it.each([
    ['https://api.example.test/v2/', 'https://api.example.test/*'],
    ['https://api.example.test:8443', 'https://api.example.test/*'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1/*'],
    ['http://localhost:3000/x', 'http://localhost/*'],
    ['http://[::1]:8787', 'http://[::1]/*'],
    ['http://api.example.test', undefined],
    ['https://u:p@api.example.test', undefined],
    ['garbage', undefined],
  ])('%s → %s', (base, pattern) => {
    expect(originPattern(base)).toBe(pattern);
  });
});

describe('displayHost and displayUrl: names as people write them', () => {
  it.each([
    ['xn--bcher-kva.example', 'bücher.example'],
    ['xn--e1afmkfd.xn--80akhbyknj4f', 'пример.испытание'],
    ['api.example.test', 'api.example.test'],
    ['127.0.0.1', '127.0.0.1'],
  ])('%s → %s', (host, shown) => {
    expect(displayHost(host)).toBe(shown);
  });

  it('shows the URL with the host in its own letters', () => {
    expect(displayUrl('https://xn--bcher-kva.example/v2')).toBe('https://bücher.example/v2');
    expect(displayUrl('https://api.example.test/v2')).toBe('https://api.example.test/v2');
    expect(displayUrl('not a url')).toBe('not a url');
  });
});

describe('checkAccountUrl', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['https://example.com/account', 'https://example.com/account'],
    ['https://example.com/billing?tab=credits#top', 'https://example.com/billing?tab=credits#top'],
    ['http://127.0.0.1:8787/account', 'http://127.0.0.1:8787/account'],
  ])('accepts %j', (input, url) => {
    expect(checkAccountUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    ['http://example.com/account', /Only https/],
    ['https://exa mple.com/account', /no spaces/],
    ['javascript:alert(1)', /Only https/],
    ['example.com', /not a web address/],
    ['https://u:p@example.com', /user name or password/],
  ])('refuses %j', (input, reason) => {
    const check = checkAccountUrl(input);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(reason);
  });
});
