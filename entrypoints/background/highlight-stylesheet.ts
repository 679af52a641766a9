// Keeps the browser's registration of the highlight's stylesheet as the settings in effect say
// (utils/storage/highlight-stylesheet.ts decides it): at every start of the worker (an install, an
// update and the browser's start each start it) and at every change of those settings, the user's or
// the organisation's policy (`settingsItem.watch` hears both). A content script adopts the rule
// itself where the browser gave its document none (entrypoints/content/highlight-style.ts).
import { browser } from 'wxt/browser';
import {
  HIGHLIGHT_STYLESHEET_ID,
  highlightStylesheetFor,
  type ListedScript,
  type StylesheetRegistration,
  sameRegistration,
} from '@/utils/storage/highlight-stylesheet';
import { settingsItem } from '@/utils/storage/items';
import type { Settings } from '@/utils/storage/settings';

/** The part of `browser.scripting` used here. */
export interface ScriptingLike {
  getRegisteredContentScripts(filter: { ids: string[] }): Promise<ListedScript[]>;
  registerContentScripts(scripts: StylesheetRegistration[]): Promise<void>;
  unregisterContentScripts(filter: { ids: string[] }): Promise<void>;
}

/** Makes the browser's registration `wanted` (none when undefined), touching it only when it differs. */
export async function applyRegistration(scripting: ScriptingLike, wanted: StylesheetRegistration | undefined): Promise<void> {
  const ids = [HIGHLIGHT_STYLESHEET_ID];
  const [listed] = await scripting.getRegisteredContentScripts({ ids });
  if (listed && wanted && sameRegistration(listed, wanted)) return;
  // Taken out and put back rather than updated: an update keeps a field it is not given, and the
  // moment between the two costs a page loading then only the content script's own sheet.
  if (listed) await scripting.unregisterContentScripts({ ids });
  if (!wanted) return;
  // A pattern the browser refuses fails the whole call: then no page gets the stylesheet (the
  // content scripts adopt it where highlighting is on), rather than a switched-off site getting it.
  await scripting.registerContentScripts([wanted]).catch(() => undefined);
}

/** One registration at a time, each from the settings as they are when its turn comes. */
export function stylesheetKeeper(scripting: ScriptingLike, readSettings: () => Promise<Settings>): () => Promise<void> {
  let queue = Promise.resolve();
  return () => {
    queue = queue
      .then(async () => applyRegistration(scripting, highlightStylesheetFor(await readSettings())))
      .catch(() => undefined);
    return queue;
  };
}

let keep: (() => Promise<void>) | undefined;

/** Brings the registration up to date; resolves once it is (the development hook waits for it). */
export function syncHighlightStylesheet(): Promise<void> {
  keep ??= stylesheetKeeper(browser.scripting as unknown as ScriptingLike, () => settingsItem.get());
  return keep();
}

/** Synchronous: the settings' listener is in place before the worker's first await. */
export function registerHighlightStylesheet(): void {
  settingsItem.watch(() => void syncHighlightStylesheet());
  void syncHighlightStylesheet();
}
