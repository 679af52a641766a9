// Bytes of the built content script, against the 120 KB budget (issue 5): every page and frame
// parses it, so it is the extension's cost on pages where it finds nothing.
//
//   npx tsx dev/bench/content-size.ts            release build first (`npx wxt build`)
//   NC_SKIP_BUILD=1 npx tsx dev/bench/content-size.ts
//
// Prints raw and gzip sizes of content.js and its CSS against the target of issue 29 (≤ 55 KB,
// gzip ≤ 18 KB), of the parts it loads on demand and of the other scripts (background, popup), and a breakdown of content.js by source (a metafile build of
// the same entry with esbuild: its minifier differs a little from Vite's, so the parts are a guide,
// the total of the real build is the figure).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { RELEASE_BUILD_DIR } from '../extension-paths';

const BUDGET = 120 * 1024;
/** Issue 29: what every page parses, with what runs only after a hover or a click loaded on demand. */
const TARGET = 55 * 1024;
const TARGET_GZIP = 18 * 1024;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
/** Bytes as written and gzipped, with the exact count so two builds can be compared byte for byte. */
const size = (bytes: Buffer) =>
  `${kb(bytes.length)} (${bytes.length.toLocaleString('en')} B; gzip ${kb(gzipSync(bytes).length)}, ${gzipSync(bytes).length.toLocaleString('en')} B)`;

/** Vite's `?inline` CSS imports, as esbuild text. */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(b) {
    b.onResolve({ filter: /\?inline$/ }, async (args) => {
      const res = await b.resolve(args.path.replace(/\?inline$/, ''), { resolveDir: args.resolveDir, kind: args.kind });
      return { path: res.path };
    });
  },
};

/**
 * The parts the content script loads on demand: the chip and card (entrypoints/content/ui-loader.ts), the
 * verdict marks (on-demand-marks.ts), and the answer to the popup's "On this page" (numbers-port.ts).
 */
const ON_DEMAND_FILES = ['content-card.js', 'content-marks.js', 'content-numbers.js', 'content-window.js'];

/**
 * The extension's other scripts, for their own figures: the background (which ships one numbering
 * data set, utils/phone/numbering-data.ts) and the popup's two scripts.
 */
const OTHER_FILES = ['background.js', 'popup-app.js', 'popup-number-tools.js'];

async function breakdown(): Promise<[string, number][]> {
  const out = await build({
    entryPoints: ['entrypoints/content/index.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    metafile: true,
    logLevel: 'error',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    tsconfig: resolve('tsconfig.json'),
    // As the real build (wxt.config.ts, NATIVE_API_SCRIPTS): the browser's own API, no polyfill.
    alias: { 'wxt/browser': '@wxt-dev/browser' },
    define: {
      'import.meta.env.NC_DEV_BUILD': 'false',
      'import.meta.env.BROWSER': '"chrome"',
      'import.meta.env.MANIFEST_VERSION': '3',
      'import.meta.env.ENTRYPOINT': '"content"',
    },
    loader: { '.css': 'text' },
    plugins: [inlineCss],
  });
  const output = Object.values(out.metafile.outputs)[0];
  const parts = new Map<string, number>();
  for (const [path, info] of Object.entries(output?.inputs ?? {})) {
    const key = path.includes('node_modules/')
      ? path.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
      : path.replace(/^.*?(entrypoints|utils|components)\//, '$1/');
    parts.set(key, (parts.get(key) ?? 0) + info.bytesInOutput);
  }
  return [...parts.entries()].sort((a, b) => b[1] - a[1]);
}

async function main(): Promise<void> {
  if (process.env.NC_SKIP_BUILD !== '1') {
    execFileSync('npx', ['wxt', 'build'], { stdio: 'inherit', env: { ...process.env, NC_DEV_BUILD: '0' } });
  }
  const dir = join(RELEASE_BUILD_DIR, 'content-scripts');
  const js = join(dir, 'content.js');
  if (!existsSync(js)) throw new Error(`${js} is missing: build first (npx wxt build)`);
  const files = [js, join(dir, 'content.css')].filter((f) => existsSync(f));
  let total = 0;
  console.log('Content script of the release build:');
  for (const f of files) {
    const bytes = readFileSync(f);
    total += bytes.length;
    console.log(`  ${f.replace(`${process.cwd()}/`, '')}: ${size(bytes)}`);
  }
  const manifest = JSON.parse(readFileSync(join(RELEASE_BUILD_DIR, 'manifest.json'), 'utf8')) as {
    content_scripts?: { css?: string[] }[];
  };
  const injectedCss = manifest.content_scripts?.some((c) => (c.css ?? []).length > 0) ?? false;
  console.log(`  CSS injected into pages by the manifest: ${injectedCss ? 'yes' : 'no (the card CSS lives in our shadow root)'}`);
  console.log(
    `  total ${kb(total)}; budget ${kb(BUDGET)}: ${total <= BUDGET ? 'met' : `NOT met (over by ${kb(total - BUDGET)})`}`,
  );
  const content = readFileSync(js);
  const gzip = gzipSync(content).length;
  const met = content.length <= TARGET && gzip <= TARGET_GZIP;
  console.log(
    `  content.js target ≤ ${kb(TARGET)} (gzip ≤ ${kb(TARGET_GZIP)}): ${met ? 'met' : 'NOT met'} (${content.length.toLocaleString('en')} B of ${TARGET.toLocaleString('en')}; gzip ${gzip.toLocaleString('en')} B of ${TARGET_GZIP.toLocaleString('en')})`,
  );
  for (const file of ON_DEMAND_FILES) {
    const path = join(RELEASE_BUILD_DIR, file);
    if (!existsSync(path)) throw new Error(`${path} is missing: build first (npx wxt build)`);
    console.log(`  loaded on demand: ${file} ${size(readFileSync(path))}`);
  }
  console.log('\nThe other scripts:');
  for (const file of OTHER_FILES) {
    const path = join(RELEASE_BUILD_DIR, file);
    if (existsSync(path)) console.log(`  ${file}: ${size(readFileSync(path))}`);
  }
  console.log("\nWhere the content script's bytes go (esbuild metafile of the same entry):");
  const parts = await breakdown();
  const groups: Record<string, number> = {};
  const group = (name: string) => {
    if (/libphonenumber|utils\/phone\//.test(name)) return 'phone (the country table; detection runs in the background)';
    if (/preact|components\/|ui\.(tsx|css)|service-errors|chip|card|verdict-overlay/.test(name))
      return 'card and chip UI (should be none: loaded on demand)';
    if (/webextension-polyfill/.test(name)) return 'webextension-polyfill (should be none: wxt.config.ts)';
    return 'scanning, highlighting, hover, messages';
  };
  for (const [name, bytes] of parts) groups[group(name)] = (groups[group(name)] ?? 0) + bytes;
  for (const [name, bytes] of Object.entries(groups).sort((a, b) => b[1] - a[1]))
    console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
  console.log('\nLargest sources:');
  for (const [name, bytes] of parts.slice(0, 12)) console.log(`  ${kb(bytes).padStart(9)}  ${name}`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
