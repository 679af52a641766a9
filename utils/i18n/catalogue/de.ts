// German. Written for German speakers, not word for word; the same keys and placeholders as en.ts.
import type { Translation } from '../entry';
import type { en } from './en';

export const de: Translation<typeof en> = {
  meta_language: 'de',

  ext_name: 'Number Check',
  ext_description: 'Telefonnummern auf Webseiten mit einem Klick prüfen.',
  command_openPopup: 'Number Check öffnen',
  command_checkSelection: 'Markierte Telefonnummer prüfen',

  menu_checkSelection: '„%s“ prüfen',
  menu_checkNumber: 'Diese Nummer prüfen',

  time_justNow: 'gerade eben',

  notification_notChecked: 'Number Check – nicht geprüft',

  credits_count: { one: '{count} Credit', other: '{count} Credits' },
};
