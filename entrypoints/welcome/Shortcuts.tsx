// The keyboard shortcuts as the browser has them now (the user may have changed or removed them),
// with the way to change them.
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { type PlainKey, t } from '@/utils/i18n/t';

interface Shortcut {
  name: string;
  description: string;
  shortcut: string;
}

/** `_execute_action` has no description of its own in most browsers. */
const NAMES: Record<string, PlainKey> = { _execute_action: 'command_openPopup' };

async function openShortcutSettings(): Promise<void> {
  const commands = browser.commands as { openShortcutSettings?: () => Promise<void> };
  // Firefox has its own call; Chromium opens its page of extension shortcuts in a tab.
  if (commands.openShortcutSettings) await commands.openShortcutSettings();
  else await browser.tabs.create({ url: 'chrome://extensions/shortcuts' });
}

export function Shortcuts() {
  const [list, setList] = useState<Shortcut[] | undefined>(undefined);
  useEffect(() => {
    void browser.commands
      .getAll()
      .then((all) =>
        setList(
          all.map((c) => ({
            name: c.name ?? '',
            description: (c.name && NAMES[c.name] ? t(NAMES[c.name] as PlainKey) : '') || c.description || c.name || '',
            shortcut: c.shortcut ?? '',
          })),
        ),
      )
      .catch(() => setList([]));
  }, []);
  if (!list) return null;
  return (
    <>
      <ul class="nc-shortcuts" data-testid="shortcuts">
        {list.map((c) => (
          <li key={c.name}>
            {c.shortcut ? <kbd>{c.shortcut}</kbd> : <span class="nc-muted">{t('shortcuts_none')}</span>}{' '}
            <span>{c.description}</span>
          </li>
        ))}
      </ul>
      <p class="nc-hint">
        <button type="button" class="nc-link" onClick={() => void openShortcutSettings()} data-testid="change-shortcuts">
          {t('shortcuts_change')}
        </button>{' '}
        {t('shortcuts_changeWhere')}
      </p>
    </>
  );
}
