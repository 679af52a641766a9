// The background's side of many numbers: a job written by a page runs through the real check path
// against the local service (loopback HTTP), in its own environment only; pages get verdicts of the
// cache for their numbers, never the answer, with no call to the service.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerMessageListeners } from '@/entrypoints/background/message-handlers';
import { createJob } from '@/utils/bulk/create-job';
import { extensionJobStore } from '@/utils/bulk/extension-store';
import { planRows } from '@/utils/bulk/plan';
import { readCell } from '@/utils/bulk/read-cell';
import type { SenderInfo } from '@/utils/messaging/sender-identity';
import { type LocalService, startLocalService } from '../../../dev/service/index';
import { setUpLocalStaging } from '../support/staging-set-up';

let service: LocalService;
beforeAll(async () => {
  service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
});
afterAll(async () => {
  await service.close();
});

const LIST_PAGE: SenderInfo = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/list.html' as never) };
const PAGE: SenderInfo = {
  id: fakeBrowser.runtime.id,
  url: 'https://news.test/a',
  tab: { id: 7, url: 'https://news.test/a' },
  frameId: 0,
};

async function ask(message: unknown, sender: SenderInfo): Promise<unknown> {
  const [answer] = await fakeBrowser.runtime.onMessage.trigger(message, sender as never, () => undefined);
  return answer;
}

async function makeJob(numbers: string[], environment: 'staging' | 'production' = 'staging') {
  const rows = numbers.map((n) => [n]);
  const planned = planRows(
    rows.length,
    (r) => rows[r]?.[0] ?? '',
    (c) => readCell(c, 'US'),
    () => undefined,
  );
  return createJob(extensionJobStore(), {
    source: 'list',
    title: 'test',
    environment,
    country: 'US',
    columns: ['phone'],
    numberColumn: 0,
    rows,
    planned,
    pace: { concurrency: 2, perMinute: 600 },
    now: Date.now(),
  });
}

beforeEach(async () => {
  await setUpLocalStaging(service);
  registerMessageListeners();
});

describe('bulk:start', () => {
  it('runs a job written by a page: each distinct number sent once, the job done', async () => {
    const meta = await makeJob(['+1 650 253 0000', '+1 650 253 0001', '(650) 253-0000']);
    expect(await ask({ type: 'bulk:start', id: meta.id }, LIST_PAGE)).toEqual({ ok: true });
    const store = extensionJobStore();
    await vi.waitFor(async () => expect((await store.meta(meta.id))?.status).toBe('done'), { timeout: 10_000 });
    expect(service.staging.count('/api/check-number')).toBe(2);
    expect((await store.meta(meta.id))?.counts).toMatchObject({ checked: 3, pending: 0 });
  });

  it('a job of another environment than the active one stops and says why, spending nothing', async () => {
    const meta = await makeJob(['+1 650 253 0000'], 'production');
    await ask({ type: 'bulk:start', id: meta.id }, LIST_PAGE);
    const store = extensionJobStore();
    await vi.waitFor(async () => expect((await store.meta(meta.id))?.status).toBe('stopped'), { timeout: 10_000 });
    expect((await store.meta(meta.id))?.stop?.message).toMatch(/active environment is now Staging/);
    expect(service.staging.count('/api/check-number')).toBe(0);
  });

  it('a job nobody wrote: a clear message', async () => {
    expect(await ask({ type: 'bulk:start', id: 'nope' }, LIST_PAGE)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Make it again/),
    });
  });

  it('is not answered for a content script', async () => {
    expect(await ask({ type: 'bulk:start', id: 'x' }, PAGE)).toBeUndefined();
  });
});

describe('verdicts:for-page', () => {
  it('the verdicts of the numbers asked for, and whether the cache knows anything at all', async () => {
    expect(await ask({ type: 'verdicts:for-page', numbers: ['+16502530000'] }, PAGE)).toEqual({ verdicts: [], anyKnown: false });
    await ask({ type: 'check:number', input: '+1 650 253 0000' }, LIST_PAGE);
    service.staging.resetCounts();
    const reply = (await ask({ type: 'verdicts:for-page', numbers: ['+16502530000', '+16502530001'] }, PAGE)) as {
      verdicts: [string, string, number][];
      anyKnown: boolean;
    };
    expect(reply.verdicts.map(([n, v]) => [n, v])).toEqual([['+16502530000', 'valid']]);
    expect(reply.anyKnown).toBe(true);
    // Asking about other numbers still says the cache holds something (never which numbers).
    expect(await ask({ type: 'verdicts:for-page', numbers: ['+442079460018'] }, PAGE)).toEqual({ verdicts: [], anyKnown: true });
    expect(service.staging.count()).toBe(0);
  });
});
