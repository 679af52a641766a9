// A settings save that can fail (storage full) and says so in words, for the pages that save
// settings: the change is not applied, the page says why, and nothing else is lost.
import { t } from '../i18n/t';
import { isStorageFull } from './full';
import { updateSettings } from './items';
import type { Settings } from './settings';

export type SaveOutcome = { ok: true; settings: Settings } | { ok: false; message: string };

export async function saveSettings(change: Partial<Settings> | ((current: Settings) => Partial<Settings>)): Promise<SaveOutcome> {
  try {
    return { ok: true, settings: await updateSettings(change) };
  } catch (error) {
    return { ok: false, message: isStorageFull(error) ? t('options_storageFull') : t('error_internal') };
  }
}
