// The account page is read back from storage and opened in a tab: what is stored is checked again,
// as the settings check it when typed, and anything they would refuse opens the settings instead.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openAccountPage } from '@/utils/service/open-pages';

let opened: string[];
beforeEach(() => {
  fakeBrowser.reset();
  opened = [];
  vi.spyOn(fakeBrowser.tabs, 'create').mockImplementation(async ({ url }) => {
    opened.push(url ?? '');
    return { id: 1, index: 0, highlighted: false, active: true, pinned: false, incognito: false, windowId: 1 };
  });
});

describe('openAccountPage', () => {
  it('opens a stored account page that the settings would accept', async () => {
    await openAccountPage({ staging: '', production: 'https://billing.example.test/top-up?plan=1' }, 'production');
    expect(opened).toEqual(['https://billing.example.test/top-up?plan=1']);
  });

  it.each([
    ['plain http to another computer', 'http://billing.example.test/top-up'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<h1>Top up here</h1>'],
    ['a user name in it', 'https://user:pass@billing.example.test/'],
    ['a space in the host', 'https://bill ing.example.test/'],
  ])('does not open %s: the settings open at the field instead', async (_name, stored) => {
    await openAccountPage({ staging: '', production: stored }, 'production');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/options\.html#account-production$/);
  });

  it('with nothing stored, opens the settings at the field', async () => {
    await openAccountPage({ staging: '', production: '' }, 'production');
    expect(opened[0]).toMatch(/options\.html#account-production$/);
  });
});
