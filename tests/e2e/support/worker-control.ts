// Stopping the extension's service worker through CDP, as Chrome does when it is idle, and
// watching it start again.
import type { BrowserContext, CDPSession } from '@playwright/test';
import { until } from './until';

interface Version {
  versionId: string;
  scriptURL: string;
  runningStatus: string;
}

export class WorkerControl {
  private versions = new Map<string, Version>();
  /** How many times our worker was seen stopped: a stop is proven by this rising, even when a page's
   * message starts the worker again before the status can be polled. */
  private stops = 0;
  private constructor(
    private cdp: CDPSession,
    private extensionId: string,
  ) {
    cdp.on('ServiceWorker.workerVersionUpdated', (e: { versions: Version[] }) => {
      for (const v of e.versions) {
        this.versions.set(v.versionId, v);
        if (v.runningStatus === 'stopped' && v.scriptURL.startsWith(`chrome-extension://${this.extensionId}/`)) this.stops++;
      }
    });
  }

  static async attach(context: BrowserContext, extensionId: string): Promise<WorkerControl> {
    const page = context.pages()[0] ?? (await context.newPage());
    const control = new WorkerControl(await context.newCDPSession(page), extensionId);
    await control.cdp.send('ServiceWorker.enable');
    return control;
  }

  private ours(): Version | undefined {
    return [...this.versions.values()].find((v) => v.scriptURL.startsWith(`chrome-extension://${this.extensionId}/`));
  }

  status(): string | undefined {
    return this.ours()?.runningStatus;
  }

  async waitFor(status: 'running' | 'stopped', timeoutMs = 10_000): Promise<void> {
    await until(
      async () => this.status(),
      (now) => now === status,
      `the worker ${status}`,
      timeoutMs,
    );
  }

  async stop(): Promise<void> {
    await this.waitFor('running');
    const v = this.ours();
    if (!v) throw new Error('no worker of the extension');
    const before = this.stops;
    await this.cdp.send('ServiceWorker.stopWorker', { versionId: v.versionId });
    // Seen stopped, whatever it is now: an open page's message (its verdicts asked once the page is
    // read) may start it again at once, as Chrome would.
    await until(
      async () => this.stops,
      (stops) => stops !== before,
      'the worker seen stopped',
    );
  }
}
