// "Not a phone number" at the background: what a page may ask, kept for its own site only, within
// limits a page that floods cannot pass; and what a frame is told back.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DISMISS_LIMIT, resetDismissLimits } from '@/entrypoints/background/dismissed';
import { registerMessageListeners } from '@/entrypoints/background/message-handlers';
import type { SenderInfo } from '@/utils/messaging/sender-identity';
import { dismissedNumbersItem } from '@/utils/storage/items';

const page = (url: string, tab = 7): SenderInfo => ({ id: fakeBrowser.runtime.id, url, tab: { id: tab, url }, frameId: 0 });
const NEWS = page('https://news.test/a');
const OPTIONS: SenderInfo = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/options.html') };

async function ask(message: unknown, sender: SenderInfo): Promise<unknown> {
  const [answer] = await fakeBrowser.runtime.onMessage.trigger(message, sender as never, () => undefined);
  return answer;
}

beforeEach(() => {
  fakeBrowser.reset();
  resetDismissLimits();
  registerMessageListeners();
});

describe('dismissed:add from a page', () => {
  it('keeps the text, normalised, for the sender’s own site', async () => {
    // A site named in the payload is not read: the site is the sender's.
    const message = { type: 'dismissed:add', text: '(555) 123-4567', trusted: true, host: 'bank.test' };
    expect(await ask(message, NEWS)).toEqual({ ok: true });
    expect(await dismissedNumbersItem.get()).toEqual({ 'news.test': ['5551234567'] });
  });

  it.each([
    ['an untrusted click', { type: 'dismissed:add', text: '5551234567', trusted: false }, NEWS],
    ['no trusted field', { type: 'dismissed:add', text: '5551234567' }, NEWS],
    ['a huge text', { type: 'dismissed:add', text: '5'.repeat(1_000_000), trusted: true }, NEWS],
    ['a text that is not one', { type: 'dismissed:add', text: 5551234567, trusted: true }, NEWS],
    ['an array for text', { type: 'dismissed:add', text: ['5551234567'], trusted: true }, NEWS],
    ['too few digits', { type: 'dismissed:add', text: '12 34', trusted: true }, NEWS],
    ['a file page', { type: 'dismissed:add', text: '5551234567', trusted: true }, page('file:///x.html')],
    ['a page that is not http(s)', { type: 'dismissed:add', text: '5551234567', trusted: true }, page('data:text/html,x')],
    ['an extension page', { type: 'dismissed:add', text: '5551234567', trusted: true }, OPTIONS],
    ['another extension', { type: 'dismissed:add', text: '5551234567', trusted: true }, { ...NEWS, id: 'other' }],
  ])('keeps nothing for %s', async (_name, message, sender) => {
    const answer = await ask(message, sender);
    expect(answer === undefined || (answer as { ok: boolean }).ok === false).toBe(true);
    expect(await dismissedNumbersItem.get()).toEqual({});
  });

  it('a flood from one tab stops at the limit; another tab is not held back by it', async () => {
    for (let i = 0; i < DISMISS_LIMIT.count + 10; i++) {
      await ask({ type: 'dismissed:add', text: String(5_550_000 + i), trusted: true }, NEWS);
    }
    expect((await dismissedNumbersItem.get())['news.test']).toHaveLength(DISMISS_LIMIT.count);
    expect(await ask({ type: 'dismissed:add', text: '5559999999', trusted: true }, page('https://shop.test/', 8))).toEqual({
      ok: true,
    });
  });
});

describe('settings:for-page', () => {
  it('tells a frame its own site’s texts only', async () => {
    await dismissedNumbersItem.update(() => ({ 'news.test': ['5551234567'], 'bank.test': ['5550000000'] }));
    expect(await ask({ type: 'settings:for-page' }, NEWS)).toMatchObject({ dismissed: ['5551234567'] });
    expect(await ask({ type: 'settings:for-page' }, page('https://shop.test/'))).toMatchObject({ dismissed: [] });
  });
});

describe('undo from the settings', () => {
  it('dismissed:remove takes one text away; dismissed:clear all; a page may send neither', async () => {
    await dismissedNumbersItem.update(() => ({ 'news.test': ['5551234567', '5559876543'], 'bank.test': ['5550000000'] }));
    expect(await ask({ type: 'dismissed:remove', host: 'news.test', text: '5551234567' }, NEWS)).toBeUndefined();
    expect(await ask({ type: 'dismissed:clear' }, NEWS)).toBeUndefined();
    expect(await ask({ type: 'dismissed:remove', host: 'news.test', text: '5551234567' }, OPTIONS)).toEqual({ ok: true });
    expect(await dismissedNumbersItem.get()).toEqual({ 'news.test': ['5559876543'], 'bank.test': ['5550000000'] });
    expect(await ask({ type: 'dismissed:clear' }, OPTIONS)).toEqual({ ok: true });
    expect(await dismissedNumbersItem.get()).toEqual({});
  });
});
