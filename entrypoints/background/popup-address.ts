// The popup's address names its first paint (utils/storage/popup-first-paint.ts): the worker keeps
// it, with `action.setPopup`, to `popup.html?fp=<id>` while the kept top of the popup with that id
// is still true of what storage holds, else the plain page. The first-paint script then paints the
// copy with that id from the popup's own localStorage, read synchronously, instead of waiting for
// storage (entrypoints/popup/first-paint.ts). Worked out again at
// every start of the worker and whenever storage changes what the top is rendered from (the
// settings, the last result, the credits) or the kept top itself, so a change made while the popup
// is closed reaches the address before the next opening. After a browser restart the browser opens
// the manifest's plain page until the worker sets it (session storage, and with it the kept top, is
// gone by then anyway).
import { browser } from 'wxt/browser';
import { uiLanguage } from '@/utils/i18n/locale';
import {
  currentFirstPaint,
  FIRST_PAINT_KEY,
  POPUP_PAGE,
  paintId,
  popupAddress,
  STAMPED_KEYS,
} from '@/utils/storage/popup-first-paint';

export interface PopupAddressEnv {
  read(area: 'local' | 'session', keys: string[]): Promise<Record<string, unknown>>;
  setPopup(address: string): Promise<void>;
  language(): string;
}

/** The popup's address for what storage holds now (the plain page when it cannot be read). */
export async function workOutPopupAddress(env: Pick<PopupAddressEnv, 'read' | 'language'>): Promise<string> {
  try {
    const [local, session] = await Promise.all([env.read('local', [...STAMPED_KEYS]), env.read('session', [FIRST_PAINT_KEY])]);
    const html = currentFirstPaint({ ...local, [FIRST_PAINT_KEY]: session[FIRST_PAINT_KEY] }, env.language());
    return popupAddress(html === undefined ? undefined : paintId(html));
  } catch {
    return POPUP_PAGE;
  }
}

/**
 * Returns `update()`: works the address out again and sets it when it changed. Updates run one after
 * another, each reading storage afresh, so the last one set is that of what storage holds last.
 */
export function popupAddressKeeper(env: PopupAddressEnv): () => Promise<void> {
  let set: string | undefined;
  let queue: Promise<void> = Promise.resolve();
  return () => {
    queue = queue
      .then(async () => {
        const address = await workOutPopupAddress(env);
        if (address === set) return;
        set = undefined;
        await env.setPopup(address);
        set = address;
      })
      .catch(() => {
        // The next change or start tries again; meanwhile the popup reads storage (first-paint.ts).
      });
    return queue;
  };
}

/** True when a storage change touches what the popup's address is worked out from. */
export function changesPopupAddress(area: string, keys: readonly string[]): boolean {
  if (area === 'session') return keys.includes(FIRST_PAINT_KEY);
  return area === 'local' && keys.some((key) => (STAMPED_KEYS as readonly string[]).includes(key));
}

export function registerPopupAddress(): void {
  const update = popupAddressKeeper({
    read: (area, keys) => browser.storage[area].get(keys),
    setPopup: (address) => browser.action.setPopup({ popup: address }),
    language: uiLanguage,
  });
  browser.storage.onChanged.addListener((changes, area) => {
    if (changesPopupAddress(area, Object.keys(changes))) void update();
  });
  void update();
}
