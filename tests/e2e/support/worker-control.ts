// Stopping and waking the extension's service worker, as Chrome does when it is idle.
import type { BrowserContext, Worker } from '@playwright/test';
import type { ExtensionPages } from './extension-pages';

/** Stops every service worker through CDP; the next event wakes the extension's worker again. */
export async function stopServiceWorkers(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

/** Wakes the worker with a harmless message and returns its new handle. */
export async function wakeWorker(context: BrowserContext, ext: ExtensionPages, old: Worker): Promise<Worker> {
  const next = context.waitForEvent('serviceworker', { timeout: 10_000 });
  await ext.send({ type: 'options:key-status' });
  const worker = await next;
  if (worker === old) throw new Error('worker was not restarted');
  return worker;
}
