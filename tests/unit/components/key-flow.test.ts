// A key is saved only after the free credits call accepted it; what each failure of that call means
// for the user (fix the key, or the service was not reached and the key may be saved untested).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeError } from '@/utils/service/errors';

const sent: { type: string }[] = [];
let testReply: unknown;
vi.mock('@/utils/messaging/send', () => ({
  send: vi.fn(async (msg: { type: string }) => {
    sent.push(msg);
    if (msg.type === 'key:test') return testReply;
    if (msg.type === 'key:save') return { ok: true };
    throw new Error(`unexpected ${msg.type}`);
  }),
}));

const { testAndSaveKey, saveUntested, saveWithoutBalance } = await import('@/components/setup/key-flow');

const ctx = { environment: 'staging' as const, baseUrl: 'https://h.test' };

beforeEach(() => {
  sent.length = 0;
});

describe('testAndSaveKey', () => {
  it('saves a key the service accepted, and says how many credits it has', async () => {
    testReply = { ok: true, balance: { amount: 1000, unit: 'credits' } };
    const outcome = await testAndSaveKey('staging', 'k', 'https://h.test');
    expect(outcome).toEqual({ kind: 'saved', text: 'The key works (1,000 credits left) and is saved for Staging.' });
    expect(sent.map((m) => m.type)).toEqual(['key:test', 'key:save']);
  });

  it.each([
    ['key-rejected', 'rejected', /Staging did not accept this key\. .*key field/],
    ['unreachable', 'unreachable', /Cannot reach https:\/\/h\.test\..*not saved yet/],
    ['timeout', 'unreachable', /timed out.*not saved yet/],
    ['server-error', 'unreachable', /service error.*not saved yet/],
    ['no-permission', 'failed', /not allowed to reach/],
    ['bad-response', 'failed', /not data/],
  ] as const)('a %s is "%s", and nothing is saved', async (kind, outcome, words) => {
    testReply = { ok: false, error: makeError(kind, ctx) };
    const result = await testAndSaveKey('staging', 'k');
    expect(result.kind).toBe(outcome);
    expect(result.text).toMatch(words);
    expect(sent.map((m) => m.type)).toEqual(['key:test']);
  });

  // A deployment that answers but has no credits endpoint: the key can be saved, nothing is spent to test it.
  it.each([
    ['a 404', makeError('not-found', { ...ctx, status: 404 })],
    ['a 405', makeError('refused', { ...ctx, status: 405 })],
    ['a 501', makeError('server-error', { ...ctx, status: 501 })],
  ])('%s on the credits call says the deployment reports no balance, and saves nothing yet', async (_name, error) => {
    testReply = { ok: false, error };
    const result = await testAndSaveKey('staging', 'k');
    expect(result.kind).toBe('no-balance');
    expect(result.text).toMatch(/Staging answered, but it reports no balance.*first check will confirm it.*not saved yet/);
    expect(sent.map((m) => m.type)).toEqual(['key:test']);
  });

  it('"save the key" for a deployment without a balance saves it as such', async () => {
    expect(await saveWithoutBalance('staging', 'k')).toMatch(/Saved for Staging\. This deployment reports no balance/);
    expect(sent).toEqual([{ type: 'key:save', environment: 'staging', key: 'k', noBalance: true }]);
  });

  it('a worker that does not answer is a failure in words, with nothing saved', async () => {
    testReply = undefined;
    const { send } = await import('@/utils/messaging/send');
    vi.mocked(send).mockRejectedValueOnce(new Error('no receiver'));
    expect(await testAndSaveKey('production', 'k')).toEqual({
      kind: 'failed',
      text: 'Number Check could not test the key. Try again.',
    });
  });

  it('"save without testing" saves and says the key is untested', async () => {
    expect(await saveUntested('production', 'k')).toMatch(/Saved for Production without a test/);
    expect(sent.map((m) => m.type)).toEqual(['key:save']);
  });
});
