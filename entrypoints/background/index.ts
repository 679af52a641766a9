import { defineBackground } from 'wxt/utils/define-background';
import { registerAlarmListeners } from './alarms';
import { registerCommandListeners } from './commands';
import { registerContextMenuListeners } from './context-menu';
import { registerDetectListeners } from './detect-port';
import { exposeDevSetup } from './dev-setup';
import { registerMessageListeners } from './message-handlers';
import { registerSettingsWatch } from './settings-watch';
import { onWorkerStart, registerStartupListeners } from './startup';

export default defineBackground({
  type: 'module',
  main() {
    // Every listener is registered synchronously, before any await, so a worker woken by an
    // event finds its listener in place.
    registerMessageListeners();
    registerDetectListeners();
    registerContextMenuListeners();
    registerCommandListeners();
    registerAlarmListeners();
    registerStartupListeners();
    registerSettingsWatch();
    if (import.meta.env.NC_DEV_BUILD) exposeDevSetup(globalThis as unknown as Record<string, unknown>);
    void onWorkerStart();
  },
});
