// Development-only: lets the demo launcher and the end-to-end tests configure the extension (base
// URLs, keys, environment) through the worker, as a user would through the options page. The
// function is attached only when `import.meta.env.NC_DEV_BUILD` is true, so a release build
// contains none of it (checked by tests/e2e/release-build.spec.ts).
import type { Environment, PerEnvironment } from '@/utils/service/environments';
import { updateSettings } from '@/utils/storage/items';
import type { Settings } from '@/utils/storage/settings';
import { checkSelectionInTab } from './commands';
import { handleMenuClick, type MenuClick } from './context-menu';
import { openFromNotification } from './deliver-result';
import { syncHighlightStylesheet } from './highlight-stylesheet';
import { saveKey } from './key-actions';

export interface DevSetup {
  keys?: Partial<PerEnvironment<string>>;
  settings?: Partial<Settings>;
}

export function exposeDevSetup(target: Record<string, unknown>): void {
  target.__numberCheckDev = {
    async configure(setup: DevSetup) {
      if (setup.settings) await updateSettings(setup.settings);
      for (const [env, key] of Object.entries(setup.keys ?? {})) {
        if (key !== undefined) await saveKey(env as Environment, key);
      }
      // A page opened next gets the stylesheet as the new settings say (or none).
      await syncHighlightStylesheet();
      return true;
    },
    // Resolves once the highlight's stylesheet is registered as the settings say: a test or a
    // benchmark opens its pages after it, or they would get the content script's own sheet.
    stylesheetReady: () => syncHighlightStylesheet(),
    // The native context menu and browser shortcuts cannot be driven by a test; these run the same
    // handlers with the data Chrome would pass.
    clickMenu: (info: MenuClick, tab: { id?: number }) => handleMenuClick(info, tab),
    runCheckSelectionCommand: (tabId: number) => checkSelectionInTab(tabId),
    clickNotification: (id: string) => openFromNotification(id),
  };
}
