// Runs before every unit test file: English words, as a browser in English would give them.
import { beforeEach } from 'vitest';
import { useLanguage } from './i18n';

beforeEach(() => useLanguage('en', 'en-US'));
