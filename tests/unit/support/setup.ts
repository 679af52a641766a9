// Runs before every unit test file: English words, as a browser in English would give them. Set
// at once too, for the tables a test file builds while it is collected.
import { beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useLanguage } from './i18n';

useLanguage('en', 'en-US');
beforeEach(() => useLanguage('en', 'en-US'));

// The fake browser is a Chromium of today, whose storage.local can be closed to content scripts, so
// the keys live in storage.local (utils/storage/key-store-choice.ts); its own setAccessLevel only
// says it is not implemented. Tests of other browsers' abilities pass their own (key-store-choice.test.ts).
beforeEach(() => {
  vi.spyOn(fakeBrowser.storage.local, 'setAccessLevel').mockImplementation(async () => {});
});
