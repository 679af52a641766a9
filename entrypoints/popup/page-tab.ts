// The tab "On this page" is about, and the numbers its frames found: read in one place, after the
// popup's first paint. The frames answer over the numbers port (utils/messaging/numbers-port.ts).
import { type Browser, browser } from 'wxt/browser';
import { mergeFrames, type TabNumber } from '@/utils/bulk/page-numbers';
import { t } from '@/utils/i18n/t';
import { type FrameNumbers, NUMBERS_PORT, readTabNumbers } from '@/utils/messaging/numbers-port';
import type { PortLike } from '@/utils/messaging/port';
import { nextFrame } from './after-frame';

export type PageNumbers =
  | { kind: 'reading' }
  | { kind: 'unreachable' }
  | {
      kind: 'ok';
      numbers: TabNumber[];
      someOff: boolean;
      reading: boolean;
      truncated: boolean;
      title: string;
      /** The host of the tab's top frame, as its content script reads it ('' when it has none). */
      host: string;
      /** The top document's first rows only, the whole list on its way (numbers-port.ts FIRST_PART_ROWS). */
      partial?: true;
    };

/**
 * The tab the popup is about: the active one; when the popup itself is open in a tab (a keyboard
 * user's "open in tab", or a test), the tab used last before it. Both questions asked at once.
 */
async function pageTab(): Promise<Browser.tabs.Tab | undefined> {
  const [self, [active]] = await Promise.all([
    browser.tabs.getCurrent().catch(() => undefined),
    browser.tabs.query({ active: true, currentWindow: true }),
  ]);
  if (!self || active?.id !== self.id) return active;
  const others = (await browser.tabs.query({ currentWindow: true })).filter((tab) => tab.id !== self.id);
  return others.sort((a, b) => (b.lastAccessed ?? b.index) - (a.lastAccessed ?? a.index))[0];
}

let finding: Promise<Browser.tabs.Tab | undefined> | undefined;

/**
 * Starts finding the page's tab (questions to the browser only: nothing is asked of the page), so
 * that it is known by the time "On this page" asks the tab's frames, after the first paint.
 */
export function findPageTab(): Promise<Browser.tabs.Tab | undefined> {
  finding ??= pageTab();
  return finding;
}

/**
 * The numbers of every frame of the page's tab, merged; "unreachable" where no frame answers. A
 * long list's first rows go to `first` as soon as they come, marked `partial`.
 */
export async function readPageNumbers(first: (rows: PageNumbers) => void = () => undefined): Promise<PageNumbers> {
  const tab = await findPageTab();
  if (tab?.id === undefined) return { kind: 'unreachable' };
  const tabId = tab.id;
  // For dev/bench/page-list.bench.ts: where the time from asking to the list on screen goes.
  performance.mark('nc:otp-tab');
  const frames = await readTabNumbers(
    () => browser.tabs.connect(tabId, { name: NUMBERS_PORT }) as unknown as PortLike,
    undefined,
    (top) => {
      performance.mark('nc:otp-first');
      first({ ...pageNumbers(tab, [top]), partial: true });
      // The rest is read once they are drawn (Preact renders them in a microtask of this task).
      return nextFrame();
    },
  );
  performance.mark('nc:otp-answered');
  if (frames.length === 0) return { kind: 'unreachable' };
  return pageNumbers(tab, frames);
}

function pageNumbers(tab: Browser.tabs.Tab, frames: FrameNumbers[]): PageNumbers & { kind: 'ok' } {
  const top = frames.find((f) => f.top);
  return {
    kind: 'ok',
    numbers: mergeFrames(frames),
    someOff: frames.some((f) => !f.highlighting),
    reading: frames.some((f) => f.highlighting && !f.complete),
    truncated: frames.some((f) => f.truncated),
    title: tab.title || top?.host || t('otp_thisPage'),
    host: top?.host ?? '',
  };
}
