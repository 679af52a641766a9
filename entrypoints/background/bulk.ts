// The one engine of jobs of many checks (utils/bulk/engine.ts) in this worker: created at every
// start of the worker, so a job that was running when the worker or the browser stopped goes on
// (its calls that were in flight become "outcome unknown"). While a job runs, an alarm wakes the
// worker if the browser stopped it (a long Retry-After leaves it idle), and the engine goes on.
import { browser } from 'wxt/browser';
import { BulkEngine } from '@/utils/bulk/engine';
import { extensionJobStore } from '@/utils/bulk/extension-store';
import type { JobMeta } from '@/utils/bulk/job';
import { findCached } from '@/utils/checks/check-record';
import type { CheckReply } from '@/utils/checks/check-reply';
import { withRaw } from '@/utils/checks/kept-answers';
import { t } from '@/utils/i18n/t';
import { environmentLabel } from '@/utils/service/environments';
import { makeError } from '@/utils/service/errors';
import { answersItem, cacheItem, settingsItem } from '@/utils/storage/items';
import { runCheck } from './check-flow';

export const BULK_ALARM = 'bulk-wake';

let engine: BulkEngine | undefined;

/** One row's check: the same path as any check (cache, history, credits, badge), in the job's environment only. */
async function checkRow(input: string, job: JobMeta): Promise<CheckReply> {
  const settings = await settingsItem.get();
  if (settings.activeEnvironment !== job.environment) {
    // The job's numbers were planned (and its credits counted) for one environment: never spend another's.
    const error = makeError('no-key', { environment: job.environment, baseUrl: '' });
    const words = t('list_otherEnvironment', {
      active: environmentLabel(settings.activeEnvironment),
      started: environmentLabel(job.environment),
    });
    return { ok: false, error: { ...error, message: words } };
  }
  return runCheck({ input, ...(job.country ? { country: job.country } : {}), allowImpossible: true });
}

export function bulkEngine(): BulkEngine {
  engine ??= new BulkEngine({
    store: extensionJobStore(),
    check: checkRow,
    cached: async (environment, e164) => {
      const settings = await settingsItem.get();
      // Any answer kept, however old: it only tells whether a cut-off call's answer arrived.
      const hit = findCached(
        await cacheItem.get(),
        environment,
        e164,
        Date.now(),
        Math.max(settings.cacheLifetimeMinutes, 1) * 1e6,
      );
      // The record points to its raw answer, kept once (answersItem): the job's row keeps a copy.
      return hit && withRaw(hit, await answersItem.get());
    },
    now: Date.now,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    keepAwake: (on) => {
      // Chrome's shortest alarm period is 30 s.
      if (on) void browser.alarms.create(BULK_ALARM, { periodInMinutes: 0.5 });
      else void browser.alarms.clear(BULK_ALARM);
    },
  });
  return engine;
}

/** Registered synchronously with the other listeners: the alarm that woke the worker finds it. */
export function registerBulkListeners(): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === BULK_ALARM) void bulkEngine().pump();
  });
}
