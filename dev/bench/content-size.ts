// Bytes of the built content script, against the 120 KB budget (issue 5): every page and frame
// parses it, so it is the extension's cost on pages where it finds nothing.
//
//   npx tsx dev/bench/content-size.ts            release build first (`npx wxt build`)
//   NC_SKIP_BUILD=1 npx tsx dev/bench/content-size.ts
//
// Prints raw and gzip sizes of content.js and its CSS, and a breakdown by source (a metafile build
// of the same entry with esbuild: its minifier differs a little from Vite's, so the parts are a
// guide, the total of the real build is the figure).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { RELEASE_BUILD_DIR } from '../extension-paths';

const BUDGET = 120 * 1024;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

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
 * Parts of the content script a build may load on demand (entrypoints/content/*-loader.ts). The
 * phone detector is in neither: it runs in the background (utils/highlight/detect-batch.ts).
 */
const LAZY_PARTS = { NC_LAZY_CARD: 'content-card.js' } as const;

async function breakdown(lazy: Record<keyof typeof LAZY_PARTS, boolean>): Promise<[string, number][]> {
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
    alias: { 'wxt/browser': '@wxt-dev/webextension-polyfill/browser' },
    define: {
      'import.meta.env.NC_DEV_BUILD': 'false',
      'import.meta.env.BROWSER': '"chrome"',
      'import.meta.env.MANIFEST_VERSION': '3',
      'import.meta.env.ENTRYPOINT': '"content"',
      'import.meta.env.NC_LAZY_CARD': String(lazy.NC_LAZY_CARD),
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
    console.log(`  ${f.replace(`${process.cwd()}/`, '')}: ${kb(bytes.length)} (gzip ${kb(gzipSync(bytes).length)})`);
  }
  const manifest = JSON.parse(readFileSync(join(RELEASE_BUILD_DIR, 'manifest.json'), 'utf8')) as {
    content_scripts?: { css?: string[] }[];
  };
  const injectedCss = manifest.content_scripts?.some((c) => (c.css ?? []).length > 0) ?? false;
  console.log(`  CSS injected into pages by the manifest: ${injectedCss ? 'yes' : 'no (the card CSS lives in our shadow root)'}`);
  console.log(
    `  total ${kb(total)}; budget ${kb(BUDGET)}: ${total <= BUDGET ? 'met' : `NOT met (over by ${kb(total - BUDGET)})`}`,
  );
  const lazy = { NC_LAZY_CARD: false };
  for (const [flag, file] of Object.entries(LAZY_PARTS) as [keyof typeof LAZY_PARTS, string][]) {
    const path = join(RELEASE_BUILD_DIR, file);
    if (!existsSync(path)) continue;
    lazy[flag] = true;
    const bytes = readFileSync(path);
    console.log(`  loaded on demand: ${file} ${kb(bytes.length)} (gzip ${kb(gzipSync(bytes).length)})`);
  }
  if (!lazy.NC_LAZY_CARD) console.log('  nothing loaded on demand: the card is bundled');
  console.log('\nWhere the bytes go (esbuild metafile of the same entry, same lazy parts):');
  const parts = await breakdown(lazy);
  const groups: Record<string, number> = {};
  const group = (name: string) => {
    if (/libphonenumber|phone-|utils\/country/.test(name))
      return 'phone detection (detector, traps, metadata, libphonenumber-js core)';
    if (/preact|components\/|ui\.(tsx|css)|service-errors/.test(name)) return 'card and chip UI (Preact, ResultView and its CSS)';
    if (/webextension-polyfill/.test(name)) return 'webextension-polyfill (wxt/browser)';
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
