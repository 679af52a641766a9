// Every catalogue by language. For the build (which writes `_locales` from them) and the tests
// only: the extension reads its words through `browser.i18n` (utils/i18n/t.ts).
import type { Catalogue } from '../entry';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

export const DEFAULT_LANGUAGE = 'en';

export const CATALOGUES: Readonly<Record<string, Catalogue>> = { en, de, fr, es };
