// Where an organisation's policy comes from: the browser's managed storage (`storage.managed`),
// which Chrome and Edge fill from their policies (`3rdparty` → `extensions` → our id) and Firefox
// from `policies.json` (`3rdparty` → `Extensions` → our id). Read-only for the extension.
import { browser } from 'wxt/browser';

export interface ManagedSource {
  /** The policy as the browser hands it over; `{}` when there is none or the browser has no managed storage. */
  read(): Promise<unknown>;
  /** Calls back when the policy changes while the browser runs (Chromium re-reads its policy files; Firefox only at start). */
  watch(onChange: () => void): () => void;
}

interface ManagedArea {
  get(): Promise<unknown>;
}

export const browserManagedSource: ManagedSource = {
  read: async () => {
    const managed = (browser.storage as unknown as { managed?: ManagedArea }).managed;
    try {
      // Firefox rejects when no policy names the extension; an unmanaged browser is the usual case.
      return (await managed?.get()) ?? {};
    } catch {
      return {};
    }
  },
  watch: (onChange) => {
    const listener = (_changes: unknown, area: string) => {
      if (area === 'managed') onChange();
    };
    browser.storage.onChanged.addListener(listener);
    return () => browser.storage.onChanged.removeListener(listener);
  },
};
