// French. Written for French speakers, not word for word; the same keys and placeholders as en.ts.
import type { Translation } from '../entry';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  meta_language: 'fr',

  ext_name: 'Number Check',
  ext_description: 'Vérifiez en un clic les numéros de téléphone trouvés sur le Web.',
  command_openPopup: 'Ouvrir Number Check',
  command_checkSelection: 'Vérifier le numéro sélectionné',

  menu_checkSelection: 'Vérifier « %s »',
  menu_checkNumber: 'Vérifier ce numéro',

  time_justNow: 'à l’instant',

  notification_notChecked: 'Number Check – non vérifié',

  credits_count: { one: '{count} crédit', many: '{count} de crédits', other: '{count} crédits' },
};
