// Spanish. Written for Spanish speakers, not word for word; the same keys and placeholders as en.ts.
import type { Translation } from '../entry';
import type { en } from './en';

export const es: Translation<typeof en> = {
  meta_language: 'es',

  ext_name: 'Number Check',
  ext_description: 'Comprueba con un clic los números de teléfono que encuentres en la web.',
  command_openPopup: 'Abrir Number Check',
  command_checkSelection: 'Comprobar el número seleccionado',

  menu_checkSelection: 'Comprobar «%s»',
  menu_checkNumber: 'Comprobar este número',

  time_justNow: 'justo ahora',

  notification_notChecked: 'Number Check: sin comprobar',

  credits_count: { one: '{count} crédito', many: '{count} de créditos', other: '{count} créditos' },
};
