// A second minifying pass, by terser, over the content script after the bundler's own (oxc): the
// content script is parsed in every frame of every page, and its size has a budget (≤ 18 KB gzip,
// dev/bench/content-size.ts). terser's compressor, run over oxc's output, takes a further ~1.7 %
// (about 320 B gzip) that neither takes alone (terser alone, from the sources: 4 B). Safe options
// only: nothing that assumes what the code does not say (no `unsafe*`, no `pure_getters`).

import { minify } from 'terser';
import type { Plugin } from 'vite';

/**
 * The plugin, for the chunks whose file name `only` accepts; `preamble` is written as the output's
 * first line (terser's `format.preamble`: a magic comment must come before any code).
 */
export function terserPass(only: (fileName: string) => boolean, preamble?: string): Plugin {
  return {
    name: 'number-check:terser-pass',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !only(chunk.fileName)) continue;
        const out = await minify(chunk.code, {
          compress: { passes: 2 },
          mangle: true,
          module: false,
          ...(preamble ? { format: { preamble } } : {}),
        });
        if (out.code) chunk.code = out.code;
      }
    },
  };
}
