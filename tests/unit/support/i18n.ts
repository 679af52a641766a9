// The unit tests' `browser.i18n`: the messages the build would write for a language, read the way
// the browser reads them (utils/i18n/messages-json.ts). English unless a test picks another.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CATALOGUES, DEFAULT_LANGUAGE } from '@/utils/i18n/catalogue/index';
import { forgetUiLanguage } from '@/utils/i18n/locale';
import { applyMessage, messagesJson } from '@/utils/i18n/messages-json';

/** Words in `language`, figures and dates in `uiTag` (the browser's language, "de-CH"). */
export function useLanguage(language: string, uiTag: string = language): void {
  const english = CATALOGUES[DEFAULT_LANGUAGE] ?? {};
  const messages = messagesJson(CATALOGUES[language] ?? english, english);
  const fallback = messagesJson(english, english);
  fakeBrowser.i18n.getMessage = (name: string, substitutions?: string | (string | number)[]) => {
    const message = messages[name] ?? fallback[name];
    if (!message) return '';
    return applyMessage(
      message,
      substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions.map(String) : [substitutions],
    );
  };
  fakeBrowser.i18n.getUILanguage = () => uiTag;
  forgetUiLanguage();
}
