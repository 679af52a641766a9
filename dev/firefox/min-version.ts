// The first Firefox version with everything the extension needs, read from MDN's browser-compat-data
// (the npm package @mdn/browser-compat-data), not guessed. wxt.config.ts sets `strict_min_version` to
// it, and dev/firefox/min-version.test.ts fails when the two differ.
//
//   npm run firefox:min-version     prints every need with its first Firefox version, and the result
//
// A need counts from the first version that supports it fully: a partial implementation, one behind
// a flag or a prefix, or one under another name than the one the code calls does not count. What the
// code only uses when present (feature-detected, with a fallback) is listed apart and sets nothing.
import { fileURLToPath } from 'node:url';
import bcd from '@mdn/browser-compat-data/forLegacyNode';
import type { CompatData, Identifier, SimpleSupportStatement } from '@mdn/browser-compat-data/types';

export interface Need {
  /** A path in the compat data, e.g. `api.Highlight`. */
  path: string;
  /** What it is needed for. */
  why: string;
  /** The name the code calls it by, where the data lists it under another (`contextMenus` for `menus`). */
  as?: string;
}

export interface Optional {
  path: string;
  as?: string;
  /** What the extension does where it is missing. */
  without: string;
}

/** Everything the extension cannot work without, in Firefox. */
export const NEEDS: readonly Need[] = [
  // The manifest.
  { path: 'webextensions.manifest.action', why: 'the toolbar button, its popup and badge (Manifest V3)' },
  { path: 'webextensions.manifest.background.scripts', why: 'the background (an event page in Firefox)' },
  { path: 'webextensions.manifest.background.type', why: 'the background is an ES module' },
  { path: 'webextensions.manifest.host_permissions', why: 'loopback access of the development build' },
  { path: 'webextensions.manifest.optional_host_permissions', why: "the service's origin, asked for when saved" },
  { path: 'webextensions.manifest.content_scripts.all_frames', why: 'numbers inside frames' },
  { path: 'webextensions.manifest.content_scripts.match_about_blank', why: 'numbers in about:blank and srcdoc frames' },
  {
    path: 'webextensions.manifest.content_scripts.match_origin_as_fallback',
    why: 'numbers in frames without an origin of their own',
  },
  { path: 'webextensions.manifest.web_accessible_resources.matches', why: 'the card script, imported on demand' },
  { path: 'webextensions.manifest.commands', why: 'the keyboard shortcuts' },
  { path: 'webextensions.manifest.options_ui.open_in_tab', why: 'the settings page in a tab' },
  {
    path: 'webextensions.manifest.browser_specific_settings.gecko.data_collection_permissions',
    why: 'declares what is sent to the service, shown at install',
  },
  // Extension APIs.
  { path: 'webextensions.api.action.setBadgeText', why: 'the credits on the badge' },
  { path: 'webextensions.api.action.setBadgeBackgroundColor', why: 'the badge colour (low, none, staging)' },
  { path: 'webextensions.api.action.setTitle', why: 'the badge tooltip' },
  { path: 'webextensions.api.alarms.create', why: 'the periodic credits read' },
  { path: 'webextensions.api.alarms.onAlarm', why: 'the periodic credits read' },
  { path: 'webextensions.api.commands.onCommand', why: 'the check-selection shortcut' },
  { path: 'webextensions.api.menus.create', as: 'contextMenus.create', why: 'the "Check this number" menu' },
  { path: 'webextensions.api.menus.create.visible', why: 'the menu shows only over a highlighted number' },
  { path: 'webextensions.api.menus.update', as: 'contextMenus.update', why: 'the menu shows only over a highlighted number' },
  { path: 'webextensions.api.menus.onClicked', as: 'contextMenus.onClicked', why: 'the "Check this number" menu' },
  { path: 'webextensions.api.notifications.create', why: 'answers where no page can show them' },
  { path: 'webextensions.api.permissions.request', why: "asking for the service's origin" },
  { path: 'webextensions.api.permissions.contains', why: "knowing whether the service's origin is granted" },
  { path: 'webextensions.api.runtime.connect', why: 'the detect port from pages to the background' },
  { path: 'webextensions.api.runtime.onConnect', why: 'the detect port from pages to the background' },
  { path: 'webextensions.api.runtime.sendMessage', why: 'the message protocol' },
  { path: 'webextensions.api.runtime.onMessage', why: 'the message protocol' },
  { path: 'webextensions.api.runtime.openOptionsPage', why: '"Open settings" buttons' },
  { path: 'webextensions.api.storage.local', why: 'settings, history, cache' },
  { path: 'webextensions.api.storage.onChanged', why: 'settings applied live' },
  { path: 'webextensions.api.tabs.sendMessage.options', why: 'answers shown in the frame that asked' },
  {
    path: 'webextensions.manifest.permissions.scripting',
    why: "the highlight's stylesheet, registered where highlighting is on",
  },
  {
    path: 'webextensions.api.scripting.registerContentScripts',
    why: "the highlight's stylesheet, registered where highlighting is on",
  },
  {
    path: 'webextensions.api.scripting.getRegisteredContentScripts',
    why: "the highlight's stylesheet registered again only when the settings changed it",
  },
  {
    path: 'webextensions.api.scripting.unregisterContentScripts',
    why: 'no highlight stylesheet while highlighting is off everywhere',
  },
  {
    path: 'webextensions.api.scripting.RegisteredContentScript.matchOriginAsFallback',
    why: "the highlight's stylesheet in about:blank and srcdoc frames, as their page",
  },
  {
    path: 'webextensions.api.scripting.RegisteredContentScript.persistAcrossSessions',
    why: "the highlight's stylesheet in the pages restored at start-up, before the background runs",
  },
  // The web platform, in pages (content script) and in the extension's own pages.
  { path: 'api.Highlight', why: 'marking numbers without touching the page (Custom Highlight API)' },
  { path: 'api.HighlightRegistry', why: 'marking numbers without touching the page (CSS.highlights)' },
  { path: 'css.selectors.highlight', why: 'the look of a marked number (wash and underline)' },
  { path: 'api.StaticRange.StaticRange', why: 'ranges the page need not keep up to date' },
  { path: 'api.Document.adoptedStyleSheets', why: 'the highlight style without a node in the page' },
  {
    path: 'api.Window.getComputedStyle.pseudo_element_support',
    why: 'whether a document has the highlight style already (its `::highlight()` colours)',
  },
  { path: 'api.ShadowRoot.adoptedStyleSheets', why: "the chip's and card's styles" },
  { path: 'api.CSSStyleSheet.replaceSync', why: 'constructed style sheets' },
  { path: 'api.Element.attachShadow', why: 'our in-page UI, closed to the page' },
  { path: 'api.Event.composedPath', why: 'telling clicks inside our UI from the page' },
  { path: 'api.IntersectionObserver', why: 'ranges made for what is near the screen' },
  { path: 'api.IDBFactory.open', why: 'the API keys, out of content scripts’ reach' },
  { path: 'api.structuredClone', why: 'settings defaults' },
  { path: 'javascript.builtins.Intl.DisplayNames', why: 'country names in the picker' },
  { path: 'javascript.operators.import', why: 'parts loaded on demand' },
];

/** Used where present; the extension works without, as described. */
export const OPTIONAL: readonly Optional[] = [
  { path: 'api.HighlightRegistry.highlightsFromPoint', without: 'the hover finds the number from the caret position' },
  { path: 'api.Element.checkVisibility', without: 'visibility from the element’s boxes' },
  { path: 'api.Scheduler.postTask', without: 'slices of the page scan yield through a message channel' },
  { path: 'webextensions.api.action.setBadgeTextColor', without: "the browser's own badge text colour" },
  { path: 'webextensions.api.action.openPopup', without: 'a click on a result notification opens the popup page in a tab' },
  {
    path: 'webextensions.api.storage.StorageArea.setAccessLevel',
    without: "the API keys live in the extension's IndexedDB, out of content scripts' reach (key-store.ts)",
  },
  {
    path: 'webextensions.api.menus.refresh',
    as: 'contextMenus.refresh',
    without: '"Check this number" shown or hidden after the menu opened shows at the next right-click',
  },
];

export interface Support {
  path: string;
  /** First version with full support, or undefined when there is none. */
  version: string | undefined;
}

function lookUp(data: CompatData, path: string): SimpleSupportStatement[] {
  let node = data as unknown as Identifier;
  for (const key of path.split('.')) {
    const next = node[key];
    if (!next) throw new Error(`${path} is not in the compat data (misspelt, or moved in a new release of it)`);
    node = next;
  }
  const support = node.__compat?.support.firefox;
  if (!support) throw new Error(`${path} has no Firefox data`);
  return Array.isArray(support) ? support : [support];
}

/** A release number (`"140"`, `"≤72"`, `"3.5"`), or undefined for "not released" (`preview`, `false`). */
function releaseOf(version: string | false): number | undefined {
  if (version === false || version === 'preview') return undefined;
  const n = Number.parseFloat(version.replace(/^≤/, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** The first Firefox version that supports `path` fully, under the name `as` if given. */
export function firstFullSupport(data: CompatData, path: string, as?: string): string | undefined {
  const full = lookUp(data, path).filter(
    (s) =>
      !s.partial_implementation &&
      !s.flags &&
      !s.prefix &&
      s.version_removed === undefined &&
      (s.alternative_name === undefined || s.alternative_name === as),
  );
  const releases = full.map((s) => releaseOf(s.version_added)).filter((n): n is number => n !== undefined);
  return releases.length ? String(Math.min(...releases)) : undefined;
}

export interface Derived {
  /** `"149.0"`: the form `strict_min_version` takes. */
  minVersion: string;
  needs: (Need & Support)[];
  optional: (Optional & Support)[];
}

export function deriveMinVersion(
  data: CompatData,
  needs: readonly Need[] = NEEDS,
  optional: readonly Optional[] = OPTIONAL,
): Derived {
  const withSupport = needs.map((n) => ({ ...n, version: firstFullSupport(data, n.path, n.as) }));
  const missing = withSupport.filter((n) => n.version === undefined);
  if (missing.length) throw new Error(`Firefox does not fully support: ${missing.map((n) => n.path).join(', ')}`);
  const newest = Math.max(...withSupport.map((n) => Number(n.version)));
  return {
    minVersion: `${Math.floor(newest)}.0`,
    needs: withSupport,
    optional: optional.map((o) => ({ ...o, version: firstFullSupport(data, o.path, o.as) })),
  };
}

export const compatData = bcd as unknown as CompatData;

function print(derived: Derived): void {
  const width = Math.max(...derived.needs.map((n) => n.path.length), ...derived.optional.map((o) => o.path.length));
  const byVersion = <T extends Support>(list: T[]) =>
    [...list].sort((a, b) => Number(b.version ?? Number.POSITIVE_INFINITY) - Number(a.version ?? Number.POSITIVE_INFINITY));
  console.log(`@mdn/browser-compat-data ${compatData.__meta.version}: first Firefox version with full support\n`);
  console.log('needed:');
  for (const n of byVersion(derived.needs)) console.log(`  ${n.path.padEnd(width)}  ${n.version?.padStart(4)}  ${n.why}`);
  console.log('\nused where present (sets nothing):');
  for (const o of byVersion(derived.optional)) {
    console.log(`  ${o.path.padEnd(width)}  ${(o.version ?? 'none').padStart(4)}  without it: ${o.without}`);
  }
  console.log(`\nstrict_min_version: ${derived.minVersion}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) print(deriveMinVersion(compatData));
