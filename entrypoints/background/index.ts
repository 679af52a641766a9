import { defineBackground } from 'wxt/utils/define-background';
import { registerAlarmListeners } from './alarms';
import { bulkEngine, registerBulkListeners } from './bulk';
import { registerCommandListeners } from './commands';
import { registerContextMenuListeners } from './context-menu';
import { registerNotificationClicks } from './deliver-result';
import { registerDetectListeners } from './detect-port';
import { exposeDevSetup } from './dev-setup';
import { registerHighlightStylesheet } from './highlight-stylesheet';
import { registerMessageListeners } from './message-handlers';
import { registerPopupAddress } from './popup-address';
import { registerSettingsWatch } from './settings-watch';
import { onWorkerStart, registerStartupListeners } from './startup';
import { registerVerdictNotices } from './verdicts';

export default defineBackground({
  type: 'module',
  main() {
    // Every listener is registered synchronously, before any await, so a worker woken by an
    // event finds its listener in place.
    registerMessageListeners();
    registerDetectListeners();
    registerContextMenuListeners();
    registerNotificationClicks();
    registerCommandListeners();
    registerAlarmListeners();
    registerStartupListeners();
    registerSettingsWatch();
    // The highlight's stylesheet where highlighting is on, and only there (highlight-stylesheet.ts).
    registerHighlightStylesheet();
    registerBulkListeners();
    registerVerdictNotices();
    // The popup's address carries its first paint while that is true (popup-address.ts).
    registerPopupAddress();
    if (import.meta.env.NC_DEV_BUILD) exposeDevSetup(globalThis as unknown as Record<string, unknown>);
    void onWorkerStart();
    // A job that was running when the worker or the browser stopped goes on (utils/bulk/engine.ts).
    bulkEngine();
  },
});
