// What a check leaves behind: stored records read defensively, history, cache, CSV export, and
// the queue that keeps read-modify-write jobs from overwriting each other.
import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  CACHE_CAP,
  type CheckRecord,
  cacheKey,
  cacheKeyOf,
  findCached,
  HISTORY_CAP,
  putInCache,
  readCheckRecord,
  readCheckRecords,
  toCsv,
} from '@/utils/checks/check-record';
import { createSerialQueue } from '@/utils/common/serial';
import type { Environment } from '@/utils/service/environments';

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);
const MIN = 60_000;

function rec(e164: string, checkedAt = T0, over: Partial<CheckRecord> = {}): CheckRecord {
  return {
    id: `id-${e164}-${checkedAt}`,
    environment: 'production',
    e164,
    input: e164,
    sent: e164,
    checkedAt,
    status: 200,
    summary: { valid: true },
    fields: [{ path: 'valid', value: 'true' }],
    raw: '{"valid":true}',
    ...over,
  };
}

describe('readCheckRecord', () => {
  const good = rec('+4915123456789');

  it.each<[string, unknown, CheckRecord['page']]>([
    [
      'a page kept',
      { title: ' Contacts \n list ', url: 'https://crm.example/c?id=1#row' },
      { title: 'Contacts list', url: 'https://crm.example/c?id=1' },
    ],
    ['credentials dropped', { title: '', url: 'https://me:pw@crm.example/' }, { title: '', url: 'https://crm.example/' }],
    ['a page that is no web page dropped', { title: 'x', url: 'javascript:alert(1)' }, undefined],
    ['a page without address dropped', { title: 'x' }, undefined],
  ])('reads the page the number came from: %s', (_name, page, expected) => {
    expect(readCheckRecord({ ...good, page, reason: 'Too short.' })?.page).toEqual(expected);
    expect(readCheckRecord({ ...good, page })?.reason).toBeUndefined();
    expect(readCheckRecord({ ...good, reason: 'Too short.' })?.reason).toBe('Too short.');
  });

  it('keeps a good record', () => {
    expect(readCheckRecord(good)).toEqual(good);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'record'],
    ['an array', [good]],
    ['no id', { ...good, id: undefined }],
    ['an empty id', { ...good, id: '' }],
    ['an unknown environment', { ...good, environment: 'dev' }],
    ['no e164', { ...good, e164: undefined }],
    ['a numeric e164', { ...good, e164: 4915123456789 }],
    ['checkedAt as a string', { ...good, checkedAt: '2025-06-01' }],
    ['checkedAt NaN', { ...good, checkedAt: Number.NaN }],
    ['summary not an object', { ...good, summary: 'valid' }],
    ['summary null', { ...good, summary: null }],
    ['fields not an array', { ...good, fields: {} }],
  ])('drops %s', (_name, value) => {
    expect(readCheckRecord(value)).toBeUndefined();
  });

  it.each<[string, Partial<Record<keyof CheckRecord, unknown>>, Partial<CheckRecord>]>([
    ['input missing → e164', { input: undefined }, { input: good.e164 }],
    ['sent numeric → e164', { sent: 49 }, { sent: good.e164 }],
    ['status missing → 200', { status: undefined }, { status: 200 }],
    ['raw missing → empty', { raw: undefined }, { raw: '' }],
    ['raw overlong → empty', { raw: 'x'.repeat(100_001) }, { raw: '' }],
    [
      'malformed fields are filtered out',
      { fields: [{ path: 'a', value: '1' }, { path: 'b' }, 'c', null, { path: 2, value: '2' }] },
      { fields: [{ path: 'a', value: '1' }] },
    ],
  ])('repairs %s', (_name, patch, expected) => {
    expect(readCheckRecord({ ...good, ...patch })).toEqual({ ...good, ...expected });
  });

  it.each<[string, Record<string, unknown>, Partial<CheckRecord>]>([
    ['an extension kept, not sent', { extension: '204' }, { extension: '204' }],
    ['an extension sent', { extension: '204', extensionSent: true }, { extension: '204', extensionSent: true }],
    ['a dial pause', { extension: ',,123#' }, { extension: ',,123#' }],
    ['"sent" without an extension dropped', { extensionSent: true }, {}],
    ['an extension that is no extension dropped', { extension: 'ext. <b>', extensionSent: true }, {}],
    ['a numeric extension dropped', { extension: 204 }, {}],
  ])('reads %s', (_name, patch, expected) => {
    expect(readCheckRecord({ ...good, ...patch })).toEqual({ ...good, ...expected });
  });

  it('readCheckRecords drops the bad, keeps the order, and caps', () => {
    const list = [rec('+1'), null, rec('+2'), { id: 'x' }, rec('+3')];
    expect(readCheckRecords(list, 10).map((r) => r.e164)).toEqual(['+1', '+2', '+3']);
    expect(readCheckRecords(list, 2).map((r) => r.e164)).toEqual(['+1', '+2']);
    expect(readCheckRecords('not a list', 10)).toEqual([]);
    expect(readCheckRecords(undefined, 10)).toEqual([]);
  });
});

describe('addToHistory', () => {
  it('puts the newest first', () => {
    let h: CheckRecord[] = [];
    for (const [i, n] of ['+1', '+2', '+3'].entries()) h = addToHistory(h, rec(n, T0 + i));
    expect(h.map((r) => r.e164)).toEqual(['+3', '+2', '+1']);
  });

  it('replaces an earlier check of the same number in the same environment', () => {
    const h = [rec('+2', T0 + 2), rec('+1', T0 + 1), rec('+3', T0)];
    const next = addToHistory(h, rec('+1', T0 + 10, { summary: { valid: false } }));
    expect(next.map((r) => [r.e164, r.checkedAt])).toEqual([
      ['+1', T0 + 10],
      ['+2', T0 + 2],
      ['+3', T0],
    ]);
    expect(next[0]?.summary.valid).toBe(false);
  });

  it('keeps each extension of one line apart, and replaces the same extension', () => {
    let h: CheckRecord[] = [];
    for (const extension of [undefined, '204', '205', '204']) h = addToHistory(h, rec('+1', T0, extension ? { extension } : {}));
    expect(h.map((r) => r.extension ?? '')).toEqual(['204', '205', '']);
  });

  it('keeps the same number checked in the other environment', () => {
    const h = [rec('+1', T0, { environment: 'staging' })];
    const next = addToHistory(h, rec('+1', T0 + 1));
    expect(next.map((r) => r.environment)).toEqual(['production', 'staging']);
  });

  it.each([
    [HISTORY_CAP, HISTORY_CAP + 5],
    [3, 10],
    [1, 2],
  ])('caps at %i, dropping the oldest', (cap, count) => {
    let h: CheckRecord[] = [];
    for (let i = 0; i < count; i += 1) h = addToHistory(h, rec(`+${1000 + i}`, T0 + i), cap);
    expect(h).toHaveLength(cap);
    expect(h[0]?.e164).toBe(`+${1000 + count - 1}`);
    expect(h[cap - 1]?.e164).toBe(`+${1000 + count - cap}`);
  });

  it('does not change the history it is given', () => {
    const h = [rec('+1')];
    addToHistory(h, rec('+2'));
    expect(h.map((r) => r.e164)).toEqual(['+1']);
  });
});

describe('the cache and extensions', () => {
  it('keys an answer by what was sent: the extension only when it went with the number', () => {
    expect(cacheKeyOf(rec('+1', T0, { extension: '204' }))).toBe('production|+1');
    expect(cacheKeyOf(rec('+1', T0, { extension: '204', extensionSent: true }))).toBe('production|+1|204');
    const cache = putInCache({}, rec('+1', T0, { extension: '204', extensionSent: true }), T0, 60);
    expect(findCached(cache, 'production', '+1', T0, 60)).toBeUndefined();
    expect(findCached(cache, 'production', '+1', T0, 60, '205')).toBeUndefined();
    expect(findCached(cache, 'production', '+1', T0, 60, '204')?.extension).toBe('204');
  });
});

describe('findCached: lifetime boundaries', () => {
  const hit = rec('+4915123456789', T0);
  const cache = { [cacheKey('production', hit.e164)]: hit };

  it.each<[string, number, number, Environment, boolean]>([
    ['same instant', T0, 60, 'production', true],
    ['one minute later', T0 + MIN, 60, 'production', true],
    ['exactly at the lifetime', T0 + 60 * MIN, 60, 'production', true],
    ['one millisecond past the lifetime', T0 + 60 * MIN + 1, 60, 'production', false],
    ['a day later with a day-long lifetime', T0 + 24 * 60 * MIN, 24 * 60, 'production', true],
    ['lifetime 0 turns the cache off', T0, 0, 'production', false],
    ['a negative lifetime turns it off', T0, -5, 'production', false],
    ['a clock that went back is not trusted', T0 - 1, 60, 'production', false],
    ['the other environment is another cache entry', T0, 60, 'staging', false],
  ])('%s', (_name, now, lifetime, env, found) => {
    expect(findCached(cache, env, hit.e164, now, lifetime)).toBe(found ? hit : undefined);
  });

  it('misses a number never checked', () => {
    expect(findCached(cache, 'production', '+1650', T0, 60)).toBeUndefined();
  });
});

describe('putInCache', () => {
  it('adds a record under environment|e164', () => {
    const out = putInCache({}, rec('+1'), T0, 60);
    expect(Object.keys(out)).toEqual(['production|+1']);
  });

  it('drops expired entries and keeps live ones (the boundary is live)', () => {
    const cache = {
      [cacheKey('production', '+old')]: rec('+old', T0 - 60 * MIN - 1),
      [cacheKey('production', '+edge')]: rec('+edge', T0 - 60 * MIN),
      [cacheKey('production', '+fresh')]: rec('+fresh', T0 - MIN),
    };
    const out = putInCache(cache, rec('+new', T0), T0, 60);
    expect(Object.keys(out).sort()).toEqual(['production|+edge', 'production|+fresh', 'production|+new']);
  });

  it('a re-check replaces the older entry for that number', () => {
    const cache = { [cacheKey('production', '+1')]: rec('+1', T0 - MIN, { id: 'old' }) };
    const out = putInCache(cache, rec('+1', T0, { id: 'new' }), T0, 60);
    expect(Object.values(out).map((r) => r.id)).toEqual(['new']);
  });

  it('keeps staging and production apart', () => {
    const cache = putInCache({}, rec('+1', T0, { environment: 'staging' }), T0, 60);
    const out = putInCache(cache, rec('+1', T0 + 1), T0 + 1, 60);
    expect(Object.keys(out).sort()).toEqual(['production|+1', 'staging|+1']);
  });

  it.each([
    [3, 5],
    [CACHE_CAP, CACHE_CAP + 2],
  ])('caps at %i entries, dropping the oldest', (cap, count) => {
    let cache: Record<string, CheckRecord> = {};
    for (let i = 0; i < count; i += 1) cache = putInCache(cache, rec(`+${i}`, T0 + i), T0 + i, 60, cap);
    const kept = Object.values(cache).map((r) => r.e164);
    expect(kept).toHaveLength(cap);
    expect(kept).toContain(`+${count - 1}`);
    expect(kept).not.toContain('+0');
  });

  it('an entry put in the cache is then found, until it expires', () => {
    const cache = putInCache({}, rec('+1', T0), T0, 5);
    expect(findCached(cache, 'production', '+1', T0 + 5 * MIN, 5)?.e164).toBe('+1');
    expect(findCached(cache, 'production', '+1', T0 + 5 * MIN + 1, 5)).toBeUndefined();
  });
});

describe('toCsv', () => {
  const HEADER =
    'checked_at,environment,number,input,valid,reason,country,carrier,line_type,location,page_title,page_url,extension,extension_sent';

  it('has a header and nothing else for no records', () => {
    expect(toCsv([])).toBe(HEADER);
  });

  it('writes one quoted row per record, CRLF between rows', () => {
    const r = rec('+4915123456789', T0, {
      input: '0151 2345 6789',
      summary: {
        valid: true,
        countryName: 'Germany',
        countryCode: 'DE',
        carrier: 'Telekom',
        lineType: 'mobile',
        location: 'Berlin',
      },
    });
    expect(toCsv([r, rec('+1', T0, { summary: {} })])).toBe(
      [
        HEADER,
        '"2025-06-01T12:00:00.000Z","Production","+4915123456789","0151 2345 6789","yes","","Germany","Telekom","Mobile","Berlin","","","",""',
        '"2025-06-01T12:00:00.000Z","Production","+1","+1","","","","","","","","","",""',
      ].join('\r\n'),
    );
  });

  it.each<[string, Partial<CheckRecord['summary']>, string]>([
    ['valid false', { valid: false }, 'no'],
    ['country code when no name', { countryCode: 'FR' }, 'FR'],
  ])('%s', (_name, summary, cell) => {
    expect(toCsv([rec('+1', T0, { summary })]).split('\r\n')[1]).toContain(`"${cell}"`);
  });

  it.each([
    ['a comma', 'Acme, Inc.', '"Acme, Inc."'],
    ['a double quote', 'The "Best" Tel', '"The ""Best"" Tel"'],
    ['a line break', 'line1\nline2', '"line1\nline2"'],
    ['a formula', '=HYPERLINK("http://evil.test","x")', '"\'=HYPERLINK(""http://evil.test"",""x"")"'],
    ['a plus formula', "+1+cmd|' /C calc'!A0", "\"'+1+cmd|' /C calc'!A0\""],
    ['a minus formula', '-2+3', '"\'-2+3"'],
    ['an at formula', '@SUM(A1:A9)', '"\'@SUM(A1:A9)"'],
    ['a leading tab', '\t=1', '"\'\t=1"'],
    ['a leading carriage return', '\r=1', '"\'\r=1"'],
    ['plain text', 'Vodafone', '"Vodafone"'],
    ['an equals sign inside', 'a=b', '"a=b"'],
  ])('carrier with %s', (_name, carrier, cell) => {
    const line = toCsv([rec('+1', T0, { summary: { carrier } })])
      .split('\r\n')
      .slice(1)
      .join('\r\n');
    expect(line.split(',"Production","+1","+1","","","",')[1]).toBe(`${cell},"","","","","",""`);
  });

  it('keeps the reason of a not-valid verdict and the page, both defused like every cell', () => {
    const r = rec('+4420794600', T0, {
      environment: 'staging',
      summary: { valid: false },
      reason: 'No +44 (United Kingdom and others) number has this many digits.',
      page: { title: '=cmd|calc', url: 'https://crm.example/contacts?id=7' },
    });
    expect(toCsv([r]).split('\r\n')[1]).toBe(
      '"2025-06-01T12:00:00.000Z","Staging","+4420794600","+4420794600","no","No +44 (United Kingdom and others) number has this many digits.","","","","","\'=cmd|calc","https://crm.example/contacts?id=7","",""',
    );
  });

  it.each<[string, Partial<CheckRecord>, string]>([
    ['kept, not sent', { input: '+1 650 253 0000 ext. 204', extension: '204' }, '"204","no"'],
    ['sent with the number', { extension: '204', extensionSent: true }, '"204","yes"'],
    ['a dial pause, kept as written', { extension: ',,123#' }, '",,123#","no"'],
    ['none', {}, '"",""'],
  ])('the extension: %s', (_name, fields, cells) => {
    expect(
      toCsv([rec('+16502530000', T0, fields)])
        .split('\r\n')[1]
        ?.endsWith(`,${cells}`),
    ).toBe(true);
  });

  it('an E.164 number is left as it is, a typed input that starts like a formula is defused', () => {
    const line = toCsv([rec('+4915123456789', T0, { input: '+49 151 2345 6789' })]).split('\r\n')[1];
    expect(line).toContain(',"+4915123456789",');
    expect(line).toContain(`,"'+49 151 2345 6789",`);
  });
});

describe('createSerialQueue', () => {
  it('runs jobs one after another, in order, so read-modify-write cannot interleave', async () => {
    const serial = createSerialQueue();
    let store: string[] = [];
    const log: string[] = [];
    const job = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      const read = [...store];
      await new Promise((r) => setTimeout(r, ms));
      store = [...read, name];
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([serial(job('a', 5)), serial(job('b', 0)), serial(job('c', 1))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(store).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('a failing job rejects its own caller and does not stop the next', async () => {
    const serial = createSerialQueue();
    const failed = serial(async () => {
      throw new Error('boom');
    });
    const next = serial(async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ok');
  });
});
