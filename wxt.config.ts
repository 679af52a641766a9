import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig, type WxtViteConfig } from 'wxt';
import {
  COMPILE_ALL_FUNCTIONS,
  CONTENT_SCRIPT_FILE,
  CONTENT_START_MARK_FILE,
  CONTENT_START_MARK_SCRIPT,
} from './dev/build/content-script-files';
import { ownContentScriptStart } from './dev/build/content-script-start';
import { inlineStylesheet } from './dev/build/inline-stylesheet';
import { terserPass } from './dev/build/terser-pass';
import { UNPACKED_PUBLIC_KEY } from './dev/extension-key';
import { HIGHLIGHT_CSS, HIGHLIGHT_CSS_FILE } from './utils/highlight/highlight-css';
import { CATALOGUES, DEFAULT_LANGUAGE } from './utils/i18n/catalogue/index';
import { messagesJson } from './utils/i18n/messages-json';

/** A Vite plugin, named through WXT's own types (Vite itself is WXT's dependency, not ours). */
type VitePlugin = Extract<NonNullable<WxtViteConfig['plugins']>[number], { name: string }>;

// Builds made for tests and the local demo may reach the local service on loopback without a
// permission prompt, and may receive a demo set-up (key, base URL) from the launcher. The
// production zip has neither: see utils/dev-setup.ts and `import.meta.env.NC_DEV_BUILD`.
const devBuild = process.env.NC_DEV_BUILD === '1';
// The store's package (dev/release/zip.ts) carries no `key`: the Chrome Web Store refuses it, and
// gives the package the store's own id.
const storePackage = process.env.NC_STORE_PACKAGE === '1';

/** The first Chrome whose `storage.local.setAccessLevel` closes local storage to content scripts. */
export const MINIMUM_CHROME_VERSION = '140';

/**
 * WXT puts a module script into every HTML page to start its runtime plugins. A page whose code is one
 * classic script (the popup: entrypoints/popup/index.html loads `popup-app.js`, an unlisted script)
 * has them started by that script's own wrapper, so the module script would start them a second time
 * and, being one more request and module graph, push back the popup's first paint. It is left out of
 * pages that have no module script of their own.
 */
function noPluginLoaderInClassicPages(): VitePlugin {
  const loader = /<script\b[^>]*\bsrc="[^"]*virtual:wxt-html-plugins"[^>]*><\/script>\s*/;
  return {
    name: 'nc:no-plugin-loader-in-classic-pages',
    // After WXT's own 'pre' hook has added the loader, before Vite bundles the page's module scripts.
    enforce: 'post',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        const without = html.replace(loader, '');
        return without !== html && !/<script\b[^>]*\btype="module"/.test(without) ? without : html;
      },
    },
  };
}

/**
 * Scripts that use the browser's own extension API instead of webextension-polyfill: the content
 * script and the parts it loads on demand run in every page and frame, and the polyfill was an eighth
 * of their bytes. What they use needs no polyfill (promises from sendMessage/connect in Manifest V3;
 * a message listener answers through `sendResponse`, entrypoints/content/controller.ts). The pages
 * and the background keep it.
 */
const NATIVE_API_SCRIPTS = new Set([
  'content',
  'content-card',
  'content-marks',
  'content-numbers',
  'content-window',
  'popup-app',
  'popup-first-paint',
  'popup-number-tools',
]);

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  // Imports are written out in every file, so a reader can follow them; no auto-imports.
  imports: false,
  vite: () => ({
    plugins: [
      preact(),
      noPluginLoaderInClassicPages(),
      // The content script started by a wrapper of ours, without WXT's context a page could stop.
      ownContentScriptStart(),
      // Its first line asks V8 to compile all its functions with the script (docs/architecture.md#highlighting).
      terserPass((file) => file === CONTENT_SCRIPT_FILE, COMPILE_ALL_FUNCTIONS),
    ],
    define: {
      'import.meta.env.NC_DEV_BUILD': JSON.stringify(devBuild),
    },
  }),
  // Manifest V3 for every browser, Firefox included (WXT would build Firefox as MV2 by default, and
  // write its zips under the same names as the MV3 ones).
  manifestVersion: 3,
  outDir: '.output',
  // Store packages (`npm run zip`, dev/release/zip.ts): named with the version, the sources with the
  // build instructions a reviewer needs (docs/building-from-source.md). dev/release/packages.ts
  // knows these names.
  zip: {
    artifactTemplate: 'number-check-{{version}}-{{browser}}.zip',
    sourcesTemplate: 'number-check-{{version}}-sources.zip',
    // Not what a reviewer builds from: the store's screenshots and whatever a test run left.
    excludeSources: ['docs/store/**', 'dev/screenshots/**', 'test-results/**', 'playwright-report/**', '*.log'],
  },
  // Dev builds live in their own folder so a test run never ships in, or clobbers, a release build.
  outDirTemplate: devBuild ? '{{browser}}-mv{{manifestVersion}}-dev' : '{{browser}}-mv{{manifestVersion}}',
  // The words of every language as the browser's `_locales/<lang>/messages.json`, written from the
  // catalogues (utils/i18n/catalogue/) at each build, so they cannot drift from them.
  hooks: {
    // WXT builds each content script and unlisted script on its own: `wxt/browser` (aliased to the
    // polyfill by its module) resolves to WXT's native `browser` there.
    'vite:build:extendConfig': (entrypoints, config) => {
      if (!entrypoints.every((e) => NATIVE_API_SCRIPTS.has(e.name))) return;
      const native = { find: /^wxt\/browser$/, replacement: '@wxt-dev/browser' };
      const alias = config.resolve?.alias;
      const rest = Array.isArray(alias)
        ? alias
        : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
      config.resolve = { ...config.resolve, alias: [native, ...rest] };
    },
    // The popup's stylesheet inside popup.html, so its first paint waits for no fetch (dev/build/inline-stylesheet.ts).
    'build:done': (wxt) => {
      const page = join(wxt.config.outDir, 'popup.html');
      const css = join(wxt.config.outDir, 'assets', 'popup-app.css');
      try {
        writeFileSync(page, inlineStylesheet(readFileSync(page, 'utf8'), '/assets/popup-app.css', readFileSync(css, 'utf8')));
      } catch {
        // No popup built (a partial build): nothing to inline.
      }
    },
    'build:publicAssets': (_wxt, files) => {
      const english = CATALOGUES[DEFAULT_LANGUAGE] ?? {};
      for (const [language, catalogue] of Object.entries(CATALOGUES)) {
        files.push({
          relativeDest: `_locales/${language}/messages.json`,
          contents: `${JSON.stringify(messagesJson(catalogue, english), null, 2)}\n`,
        });
      }
      files.push({ relativeDest: HIGHLIGHT_CSS_FILE, contents: `${HIGHLIGHT_CSS}\n` });
      if (devBuild) files.push({ relativeDest: CONTENT_START_MARK_FILE, contents: CONTENT_START_MARK_SCRIPT });
    },
    'build:manifestGenerated': (_wxt, manifest) => {
      if (!devBuild) return;
      for (const script of manifest.content_scripts ?? []) {
        if (script.js?.includes(CONTENT_SCRIPT_FILE)) script.js.unshift(CONTENT_START_MARK_FILE);
      }
    },
  },
  manifest: ({ browser }) => ({
    name: '__MSG_ext_name__',
    description: '__MSG_ext_description__',
    default_locale: DEFAULT_LANGUAGE,
    // Why each permission:
    // - storage: the key, settings, history and last result live in extension storage.
    // - contextMenus: the "Check this number" item.
    // - alarms: the periodic credits read for the toolbar badge.
    // - notifications: where no content script can run (browser pages), the answer of a
    //   right-click check is shown as a notification when the popup cannot be opened.
    // - unlimitedStorage: a list of 100,000 rows outgrows Chrome's 10 MB for storage.local, and a
    //   full store loses answers already paid for; the extension keeps its own byte budget
    //   (utils/bulk/job-size.ts, utils/checks/kept-answers.ts).
    // - scripting: the look of a highlighted number (content-highlight.css) is registered by the
    //   worker for the pages where highlighting is on, and only there, so that a page of a site
    //   where it is off cannot read it and learn the extension is installed
    //   (entrypoints/background/highlight-stylesheet.ts). Put there by the browser before the page is
    //   parsed, it is styled with the page's own first layout: added by the content script once the
    //   page was laid out, the same rule restyled every element (605 ms at CPU 4× slower on a
    //   10,000-row page) before the first number could show. It reaches no page the content script
    //   does not already run in; neither Chrome nor Firefox shows a warning for it.
    permissions: ['storage', 'unlimitedStorage', 'contextMenus', 'alarms', 'notifications', 'scripting'],
    // The service's origin is asked for at run time, from the options page, when the user saves a
    // base URL; nothing is granted up front in a release build. Dev/test builds may reach loopback.
    optional_host_permissions: ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*'],
    host_permissions: devBuild ? ['http://127.0.0.1/*', 'http://localhost/*'] : [],
    // Neither web pages nor other extensions may connect to us.
    externally_connectable: browser === 'firefox' ? undefined : { ids: [], matches: [] },
    action: { default_title: '__MSG_ext_name__' },
    // The parts the content script imports on demand: the in-page UI (chip and card), the verdict
    // marks, the answer to the popup's "On this page", and the observer of a long page's far blocks. A dynamic URL (new each session) keeps pages from using
    // them to detect that the extension is installed.
    web_accessible_resources: [
      {
        resources: ['content-card.js', 'content-marks.js', 'content-numbers.js', 'content-window.js'],
        matches: ['<all_urls>'],
        use_dynamic_url: true,
      },
    ],
    commands: {
      _execute_action: {
        suggested_key: { default: 'Alt+Shift+N' },
        description: '__MSG_command_openPopup__',
      },
      'check-selection': {
        suggested_key: { default: 'Alt+Shift+K' },
        description: '__MSG_command_checkSelection__',
      },
    },
    // Settings an organisation sets by policy (utils/storage/policy/, docs/administrators.md). Chromium reads the
    // schema to check and show policies; Firefox has no managed_schema and reads its `policies.json`.
    ...(browser === 'firefox' ? {} : { storage: { managed_schema: 'managed_schema.json' } }),
    // A fixed id for builds loaded unpacked, for policies to name (dev/extension-key.ts).
    ...(browser === 'firefox' || storePackage ? {} : { key: UNPACKED_PUBLIC_KEY }),
    // Chrome closes storage.local to content scripts (setAccessLevel) only from 140, and the keys
    // live there in Chromium (utils/storage/key-store-choice.ts); an older Chrome is not offered the
    // extension rather than left with a key a content script could read.
    ...(browser === 'firefox' ? {} : { minimum_chrome_version: MINIMUM_CHROME_VERSION }),
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'number-check@example.org',
              // The first Firefox with everything the extension needs, from MDN's compat data:
              // `npm run firefox:min-version` derives it, dev/firefox/min-version.test.ts checks it.
              strict_min_version: '149.0',
              // Shown at install. Sent, to the user's own deployment of the service only: the numbers
              // the user asks to check (phone numbers: personally identifying) and the API key with
              // each call (authentication). Page text is read for highlighting in the browser and
              // never sent; no browsing activity, no usage data.
              data_collection_permissions: { required: ['personallyIdentifyingInfo', 'authenticationInfo'] },
            },
          },
        }
      : {}),
  }),
});
