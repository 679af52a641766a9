// The key never leaves in a URL or a message that is shown or logged.
import { describe, expect, it } from 'vitest';
import { redact, redactApiKeyParams } from '@/utils/service/redact';
import { KEY } from './fixtures/bodies';

describe('redactApiKeyParams', () => {
  it.each([
    ['https://h.test/api/check-number?apikey=abc123&number=%2B1', 'https://h.test/api/check-number?apikey=***&number=%2B1'],
    ['https://h.test/api/check-number?number=%2B1&apikey=abc123', 'https://h.test/api/check-number?number=%2B1&apikey=***'],
    ['https://h.test/a?apikey=abc#frag', 'https://h.test/a?apikey=***#frag'],
    ['https://h.test/a?APIKEY=abc&ApiKey=def', 'https://h.test/a?APIKEY=***&ApiKey=***'],
    ['GET /api/check-credits?apikey=ab%2Bc%2F%3D HTTP/1.1', 'GET /api/check-credits?apikey=*** HTTP/1.1'],
    ['"url":"https://h.test/a?apikey=abc"', '"url":"https://h.test/a?apikey=***"'],
    ["<a href='https://h.test/a?apikey=abc'>", "<a href='https://h.test/a?apikey=***'>"],
    ['two: ?apikey=a and &apikey=b', 'two: ?apikey=*** and &apikey=***'],
    ['?apikey=', '?apikey=***'],
    ['https://h.test/a?myapikey=abc', 'https://h.test/a?myapikey=abc'],
    ['apikey=abc without a separator is not a URL parameter', 'apikey=abc without a separator is not a URL parameter'],
    ['no key here', 'no key here'],
  ])('%s', (text, out) => {
    expect(redactApiKeyParams(text)).toBe(out);
  });
});

describe('redact', () => {
  it.each<[string, string, readonly string[], string]>([
    ['a literal key', `Invalid key ${KEY}.`, [KEY], 'Invalid key ***.'],
    ['every occurrence', `${KEY}/${KEY}`, [KEY], '***/***'],
    ['the key inside a word', `x${KEY}y`, [KEY], 'x***y'],
    ['both the parameter and the literal', `?apikey=${KEY} (${KEY})`, [KEY], '?apikey=*** (***)'],
    ['a key with regular-expression characters', 'bad key a.b*c+(d)?', ['a.b*c+(d)?'], 'bad key ***'],
    ['several secrets', 'k1-secret and k2-secret', ['k1-secret', 'k2-secret'], '*** and ***'],
    ['an empty secret changes nothing', 'text', [''], 'text'],
    ['a secret under four characters is left (it would blank words)', 'the abc', ['abc'], 'the abc'],
    ['a four-character secret is redacted', 'the abcd', ['abcd'], 'the ***'],
    ['no secrets: only parameters', `?apikey=x ${KEY}`, [], `?apikey=*** ${KEY}`],
  ])('%s', (_name, text, secrets, out) => {
    expect(redact(text, secrets)).toBe(out);
  });

  it('the key given as a secret never survives in any of these', () => {
    const url = `https://h.test/v2/api/check-number?apikey=${encodeURIComponent(KEY)}&number=%2B1`;
    for (const text of [KEY, url, `${url}\n${KEY}`, JSON.stringify({ url, key: KEY }), `Error: ${KEY}\n    at f (x.js:1:1)`]) {
      expect(redact(text, [KEY])).not.toContain(KEY);
    }
  });
});
