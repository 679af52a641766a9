// keptVerdict: the verdict a check's reply leaves in the cache for its number, exactly when
// `knownVerdicts` will find one there.
import { describe, expect, it } from 'vitest';
import { type CheckRecord, putInCache } from '@/utils/checks/check-record';
import type { CheckReply } from '@/utils/checks/check-reply';
import { keptVerdict, knownVerdicts } from '@/utils/checks/verdict';
import { makeError } from '@/utils/service/errors';

const NOW = 1_700_000_000_000;
const record = (over: Partial<CheckRecord> = {}): CheckRecord =>
  ({
    id: 'x',
    environment: 'staging',
    e164: '+16502530000',
    input: '+1 650 253 0000',
    sent: '+16502530000',
    checkedAt: NOW,
    status: 200,
    summary: { valid: false },
    fields: [],
    raw: '',
    ...over,
  }) as CheckRecord;

describe('keptVerdict', () => {
  it.each<[string, CheckRecord, number, boolean]>([
    ['a fresh answer, cache on', record(), 60, true],
    ['cache off', record(), 0, false],
    ['another environment', record({ environment: 'production' }), 60, false],
    ['the extension was sent', record({ extension: '204', extensionSent: true }), 60, false],
    ['the extension was not sent', record({ extension: '204' }), 60, true],
  ])('%s: matches what the cache then says', (_, r, lifetime, kept) => {
    const reply: CheckReply = { ok: true, record: r, cached: false };
    const verdict = keptVerdict(reply, 'staging', lifetime);
    const cache = lifetime > 0 ? putInCache({}, r, NOW, lifetime) : {};
    const found = knownVerdicts(cache, 'staging', [r.e164], NOW, lifetime);
    expect(verdict !== undefined).toBe(kept);
    expect(verdict ? [verdict] : []).toEqual(found);
  });

  it('a failed check keeps no verdict', () => {
    const reply: CheckReply = { ok: false, error: makeError('no-credits', { environment: 'staging', baseUrl: '' }) };
    expect(keptVerdict(reply, 'staging', 60)).toBeUndefined();
  });
});
