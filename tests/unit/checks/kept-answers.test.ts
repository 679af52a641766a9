// What a check keeps: one record capped whatever the service sends (a 1 MB answer), its raw answer
// kept once for the last result, history and the cache, and all three trimmed by bytes.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { runCheck } from '@/entrypoints/background/check-flow';
import { type CheckRecord, putInCache } from '@/utils/checks/check-record';
import { capRecord, keepAnswers, RECORD_CAPS, recordBytes, storedBytes, trimByBytes } from '@/utils/checks/kept-answers';
import { answersItem, apiKeysItem, cacheItem, historyItem, lastResultItem, updateSettings } from '@/utils/storage/items';
import { DEMO_KEYS, type LocalService, startLocalService } from '../../../dev/service/index';

const CHECK = '/api/check-number';

function record(i: number, size = 100): CheckRecord {
  return {
    id: `r${i}`,
    environment: 'staging',
    e164: `+1650253${String(i).padStart(4, '0')}`,
    input: 'x',
    sent: 'x',
    checkedAt: 1_750_000_000_000 + i,
    status: 200,
    summary: { valid: true },
    fields: [{ path: 'note', value: 'n'.repeat(size) }],
    raw: '',
  };
}

describe('a 1 MB answer, checked through the service', () => {
  let service: LocalService;
  beforeAll(async () => {
    service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
  });
  afterAll(async () => {
    await service.close();
  });
  beforeEach(async () => {
    fakeBrowser.reset();
    service.staging.reset();
    vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true as never);
    await updateSettings({
      activeEnvironment: 'staging',
      baseUrls: { staging: service.staging.baseUrl, production: service.production.baseUrl },
    });
    await apiKeysItem.update(() => ({ staging: DEMO_KEYS.plenty, production: '' }));
  });

  it('is shown and kept capped, its raw answer kept once, not three times', async () => {
    service.staging.setFault('large-answer', { path: CHECK, times: 1 });
    const reply = await runCheck({ input: '+1 650 253 0000' });
    expect(service.staging.requests()[0]?.fault).toBe('large-answer');
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.notKept).toBeUndefined();
    // What is shown is what is kept: capped fields, paths and total.
    expect(reply.record.fields.length).toBeLessThanOrEqual(RECORD_CAPS.fields);
    for (const f of reply.record.fields) expect(f.path.length).toBeLessThanOrEqual(RECORD_CAPS.pathChars);
    expect(storedBytes({ ...reply.record, raw: '' })).toBeLessThanOrEqual(RECORD_CAPS.recordBytes);
    expect(reply.record.raw.length).toBeLessThanOrEqual(RECORD_CAPS.rawChars + 2);

    const [last, history, cache, answers] = await Promise.all([
      lastResultItem.get(),
      historyItem.get(),
      cacheItem.get(),
      answersItem.get(),
    ]);
    const kept = [last?.record, history[0], ...Object.values(cache)];
    for (const r of kept) {
      expect(r?.id).toBe(reply.record.id);
      // The records point to the raw answer; none carries it.
      expect(r?.raw).toBe('');
      expect(storedBytes(r)).toBeLessThanOrEqual(RECORD_CAPS.recordBytes);
    }
    expect(Object.keys(answers)).toEqual([reply.record.id]);
    expect(answers[reply.record.id]).toBe(reply.record.raw);
    // The whole store: far below three copies of the answer.
    const all = JSON.stringify(await fakeBrowser.storage.local.get(null)).length;
    expect(all).toBeLessThan(3 * RECORD_CAPS.recordBytes + RECORD_CAPS.rawChars + 20_000);
  });

  it('a cached answer comes back with its raw answer, from the one kept', async () => {
    const first = await runCheck({ input: '+1 650 253 0000' });
    const again = await runCheck({ input: '+1 650 253 0000' });
    expect(again).toMatchObject({ ok: true, cached: true });
    expect(again.ok && first.ok && again.record.raw === first.record.raw && again.record.raw.length > 0).toBe(true);
    expect(service.staging.count(CHECK)).toBe(1);
  });
});

describe('caps and trims', () => {
  it('capRecord cuts paths, values, summary strings and fields, then the whole', () => {
    const big: CheckRecord = {
      ...record(1),
      summary: { valid: true, carrier: 'c'.repeat(1_000) },
      fields: Array.from({ length: 2_000 }, (_, i) => ({ path: `${'p'.repeat(500)}${i}`, value: 'v'.repeat(5_000) })),
      raw: 'r'.repeat(100_000),
    };
    const capped = capRecord(big);
    expect(capped.summary.carrier?.length).toBe(RECORD_CAPS.summaryChars);
    expect(capped.raw.length).toBe(RECORD_CAPS.rawChars);
    expect(capped.fields.length).toBeGreaterThan(0);
    expect(storedBytes({ ...capped, raw: '' })).toBeLessThanOrEqual(RECORD_CAPS.recordBytes);
    for (const f of capped.fields) {
      expect(f.path.length).toBeLessThanOrEqual(RECORD_CAPS.pathChars);
      expect(f.value.length).toBeLessThanOrEqual(RECORD_CAPS.valueChars);
    }
  });

  it("a record's size is estimated within 10 % of its JSON, without serialising it", () => {
    const samples: CheckRecord[] = [
      record(1, 10),
      record(2, 5_000),
      {
        ...record(3),
        summary: { valid: true, carrier: 'Carrier', countryCode: 'US', lineType: 'mobile', location: 'California' },
        fields: Array.from({ length: 40 }, (_, i) => ({ path: `carrier.details.f${i}`, value: `value ${i}` })),
        raw: '{"valid": true}',
        page: { url: 'https://example.com/contacts', title: 'Contacts' },
      },
    ];
    for (const r of samples) {
      const ratio = recordBytes(r) / storedBytes(r);
      expect(ratio, r.id).toBeGreaterThan(0.9);
      expect(ratio, r.id).toBeLessThan(1.1);
    }
  });

  it('the cache is trimmed by bytes as well as by count, newest kept', () => {
    let cache: Record<string, CheckRecord> = {};
    for (let i = 0; i < 50; i++) cache = putInCache(cache, record(i, 10_000), 1_750_000_000_100, 60 * 24, 500, 100_000);
    const kept = Object.values(cache);
    expect(kept.length).toBeLessThan(50);
    expect(kept.length).toBeGreaterThan(5);
    expect(storedBytes(cache)).toBeLessThanOrEqual(100_000);
    expect(kept.map((r) => r.id)).toContain('r49');
    expect(kept.map((r) => r.id)).not.toContain('r0');
  });

  it('history is trimmed by bytes (newest first), never below one record', () => {
    const history = Array.from({ length: 100 }, (_, i) => record(100 - i, 10_000));
    const kept = trimByBytes(history, 50_000);
    expect(kept.length).toBeLessThan(10);
    expect(kept[0]?.id).toBe('r100');
    expect(trimByBytes([record(1, 100_000)], 10)).toHaveLength(1);
  });

  it('answers are kept only for the ids given, newest first, within bytes', () => {
    const answers = { a: 'x'.repeat(400), b: 'y'.repeat(400), c: 'z'.repeat(400), gone: 'w' };
    expect(Object.keys(keepAnswers(answers, ['c', 'a', 'b']))).toEqual(['c', 'a', 'b']);
    expect(Object.keys(keepAnswers(answers, ['c', 'a', 'b'], 900))).toEqual(['c', 'a']);
    expect(keepAnswers(answers, ['a']).gone).toBeUndefined();
  });
});
