// The English words of every part of the extension: the source the other languages translate and
// the types of t() (utils/i18n/t.ts) come from. Keys are `area_what`, letters, digits and `_`
// only (the browser's rule for message names). `{name}` is a placeholder; an object gives a
// count's words per plural category. Only the build and the tests import the catalogues.
import type { Catalogue } from '../entry';

export const en = {
  /** The catalogue's own language, so figures and dates follow the words (utils/i18n/locale.ts). */
  meta_language: 'en',

  // The manifest.
  ext_name: 'Number Check',
  ext_description: 'Check phone numbers you meet on web pages, with one click.',
  command_openPopup: 'Open Number Check',
  command_checkSelection: 'Check the selected phone number',

  // The context menu (`%s` is the selected text, filled in by the browser).
  menu_checkSelection: 'Check “%s”',
  menu_checkNumber: 'Check this number',

  // Moments.
  time_justNow: 'just now',

  // Notifications.
  notification_notChecked: 'Number Check — not checked',

  // Counts.
  credits_count: { one: '{count} credit', other: '{count} credits' },
} as const satisfies Catalogue;
