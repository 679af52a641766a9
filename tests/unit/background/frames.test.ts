// A frame gets what it needs and no more: verdicts bounded per message and per second per tab,
// notices of a changed cache that name no number, and a page check's answer without the address of
// the page the number was first checked on. The background's real handlers, the fake browser for
// the extension APIs, the local service over loopback for the checks.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { deliverResult } from '@/entrypoints/background/deliver-result';
import { registerMessageListeners } from '@/entrypoints/background/message-handlers';
import { registerVerdictNotices } from '@/entrypoints/background/verdicts';
import { MAX_VERDICT_NUMBERS } from '@/utils/messaging/protocol';
import type { SenderInfo } from '@/utils/messaging/sender-identity';
import { VERDICT_BUDGET } from '@/utils/messaging/verdict-budget';
import { historyItem, settingsItem } from '@/utils/storage/items';
import { type LocalService, startLocalService } from '../../../dev/service/index';
import { setUpLocalStaging } from '../support/staging-set-up';

let service: LocalService;
beforeAll(async () => {
  service = await startLocalService({ stagingPort: 0, productionPort: 0, quiet: true });
});
afterAll(async () => {
  await service.close();
});

/** A frame of a tab on `url`; each test uses tabs of its own, since budgets live as long as the worker. */
function frameOf(tabId: number, url: string): SenderInfo {
  return { id: fakeBrowser.runtime.id, url, tab: { id: tabId, url }, frameId: 0 };
}

async function ask(message: unknown, sender: SenderInfo): Promise<unknown> {
  const [answer] = await fakeBrowser.runtime.onMessage.trigger(message, sender as never, () => undefined);
  return answer;
}

const numbers = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `+1650${String(2_000_000 + from + i)}`);

beforeEach(async () => {
  await setUpLocalStaging(service);
  registerMessageListeners();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('verdicts:for-page, bounded', () => {
  it('a frame asking verdicts for 20,000 numbers in one message is not answered', async () => {
    expect(await ask({ type: 'verdicts:for-page', numbers: numbers(20_000) }, frameOf(101, 'https://a.test/'))).toBeUndefined();
    expect(
      await ask({ type: 'verdicts:for-page', numbers: numbers(MAX_VERDICT_NUMBERS + 1) }, frameOf(101, 'https://a.test/')),
    ).toBeUndefined();
  });

  it('a flood from one tab is refused past its budget, another tab is answered, and the budget refills', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const flood = frameOf(102, 'https://flood.test/');
    const slices = VERDICT_BUDGET.capacity / MAX_VERDICT_NUMBERS;
    for (let i = 0; i < slices; i += 1) {
      expect(
        await ask({ type: 'verdicts:for-page', numbers: numbers(MAX_VERDICT_NUMBERS, i * MAX_VERDICT_NUMBERS) }, flood),
      ).toEqual({
        verdicts: [],
        anyKnown: false,
      });
    }
    const refused = { verdicts: [], anyKnown: false, limited: true };
    expect(await ask({ type: 'verdicts:for-page', numbers: numbers(MAX_VERDICT_NUMBERS) }, flood)).toEqual(refused);
    expect(await ask({ type: 'verdicts:for-page', numbers: numbers(1) }, flood)).toEqual(refused);
    // Another tab has a budget of its own.
    expect(
      await ask({ type: 'verdicts:for-page', numbers: numbers(MAX_VERDICT_NUMBERS) }, frameOf(103, 'https://b.test/')),
    ).toEqual({
      verdicts: [],
      anyKnown: false,
    });
    // A second later, a second's worth passes again, and no more.
    vi.setSystemTime(1_001_000);
    const perSecond = VERDICT_BUDGET.perSecond / MAX_VERDICT_NUMBERS;
    for (let i = 0; i < perSecond; i += 1) {
      expect(await ask({ type: 'verdicts:for-page', numbers: numbers(MAX_VERDICT_NUMBERS) }, flood)).not.toHaveProperty(
        'limited',
      );
    }
    expect(await ask({ type: 'verdicts:for-page', numbers: numbers(MAX_VERDICT_NUMBERS) }, flood)).toEqual(refused);
  });
});

describe('verdicts:changed', () => {
  it('a newly checked number is announced to every tab without the number', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 11 }, { id: 12 }] as never);
    const told: { tabId: number; message: unknown }[] = [];
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockImplementation(async (tabId: number, message: unknown) => {
      told.push({ tabId, message });
      return { ok: true };
    });
    registerVerdictNotices();
    expect(
      await ask({ type: 'check:from-page', number: '+1 650 253 0000', trusted: true }, frameOf(11, 'https://a.test/')),
    ).toMatchObject({
      ok: true,
    });
    await vi.waitFor(() => expect(told).toHaveLength(2), { timeout: 5_000 });
    expect(told).toEqual([
      { tabId: 11, message: { type: 'verdicts:changed' } },
      { tabId: 12, message: { type: 'verdicts:changed' } },
    ]);
    expect(JSON.stringify(told)).not.toContain('6502530000');
  });
});

describe("a page check's answer", () => {
  it('carries the answer for the number, never the address or title of the page it was first checked on', async () => {
    const first = (await ask(
      { type: 'check:from-page', number: '+1 650 253 0000', trusted: true, title: 'Clinic — patients' },
      frameOf(21, 'https://clinic.test/patients/42'),
    )) as { ok: true; cached: boolean; record: Record<string, unknown> };
    expect(first).toMatchObject({ ok: true, cached: false, record: { e164: '+16502530000', summary: { valid: true } } });
    expect(first.record).not.toHaveProperty('page');
    // The history keeps where it was checked: that is the user's, in the extension.
    expect((await historyItem.get())[0]?.page).toEqual({ url: 'https://clinic.test/patients/42', title: 'Clinic — patients' });

    const other = (await ask(
      { type: 'check:from-page', number: '+16502530000', trusted: true, title: 'Shop' },
      frameOf(22, 'https://shop.test/'),
    )) as { ok: true; cached: boolean; record: Record<string, unknown> };
    expect(other).toMatchObject({ ok: true, cached: true, record: { e164: '+16502530000', summary: { valid: true } } });
    expect(JSON.stringify(other)).not.toContain('clinic');
    expect(service.staging.count('/api/check-number')).toBe(1);
  });

  it('shown in the page by the menu or the shortcut: without the page either', async () => {
    const sent: unknown[] = [];
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockImplementation(async (_tabId: number, message: unknown) => {
      sent.push(message);
      return { shown: true };
    });
    const record = {
      id: 'r1',
      environment: 'staging' as const,
      e164: '+16502530000',
      input: '+16502530000',
      sent: '+16502530000',
      checkedAt: 1,
      status: 200,
      summary: { valid: true },
      fields: [],
      raw: '{}',
      page: { url: 'https://clinic.test/patients/42', title: 'Clinic' },
    };
    expect(
      await deliverResult({ ok: true, record, cached: true }, { tabId: 5, frameId: 0, at: 'context' }, await settingsItem.get()),
    ).toBe('card');
    expect(JSON.stringify(sent)).not.toContain('clinic');
    const { page: _page, ...withoutPage } = record;
    expect(sent).toEqual([
      expect.objectContaining({
        type: 'check:show-result',
        reply: { ok: true, record: withoutPage, cached: true },
        at: 'context',
      }),
    ]);
  });
});
