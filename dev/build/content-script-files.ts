// The content script's files as the build writes them: read by the build (wxt.config.ts) and by the
// release build's check (tests/e2e/release-build.spec.ts), so both name the same ones.

/** The content script every frame runs, as built. */
export const CONTENT_SCRIPT_FILE = 'content-scripts/content.js';

/**
 * Chromium's per-file compile hint, content.js's first line: all of the file's functions compiled
 * with it, not each one at its first call (after a pre-parse of the whole file at the start). The
 * content script runs most of its functions on the way to a page's first screen
 * (docs/architecture.md#highlighting); Firefox ignores the comment.
 */
export const COMPILE_ALL_FUNCTIONS = '//# allFunctionsCalledOnLoad';

/**
 * Dev builds only: a one-line script the browser runs in each frame just before the content script,
 * setting the mark the benchmarks count "after the content script starts" from, so that the content
 * script's own compile is counted (a mark in its `main` comes after it).
 */
export const CONTENT_START_MARK_FILE = 'content-start-mark.js';
export const CONTENT_START_MARK_SCRIPT = "performance.mark('nc:content-start');\n";
