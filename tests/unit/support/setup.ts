// Runs before every unit test file: English words, as a browser in English would give them. Set
// at once too, for the tables a test file builds while it is collected.
import { beforeEach } from 'vitest';
import { useLanguage } from './i18n';

useLanguage('en', 'en-US');
beforeEach(() => useLanguage('en', 'en-US'));
