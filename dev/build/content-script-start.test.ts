import { describe, expect, it } from 'vitest';
import { contentScriptStart, ownContentScriptStart } from './content-script-start';

/** The plugin's load hook, as Vite calls it. */
function load(id: string): string | undefined {
  const hook = ownContentScriptStart().load as (this: unknown, id: string) => string | undefined;
  return hook.call({}, id) ?? undefined;
}

describe('ownContentScriptStart', () => {
  const entry = '/src/entrypoints/content/index.ts';

  it("loads our wrapper in place of WXT's for a content script: it calls main with nothing, and names no WXT context", () => {
    const code = load(`\0virtual:wxt-content-script-isolated-world-entrypoint?${entry}`);
    expect(code).toBe(contentScriptStart(entry));
    expect(code).toContain(`from ${JSON.stringify(entry)}`);
    expect(code).toContain('definition.main()');
    expect(code).not.toMatch(/ContentScriptContext|wxt/);
  });

  it("leaves every other module to the others: WXT's other wrappers, our sources", () => {
    for (const id of [
      `\0virtual:wxt-unlisted-script-entrypoint?/src/entrypoints/content-card.ts`,
      `\0virtual:wxt-background-entrypoint?/src/entrypoints/background/index.ts`,
      `\0virtual:wxt-content-script-main-world-entrypoint?${entry}`,
      entry,
    ])
      expect(load(id)).toBeUndefined();
  });

  it("runs before WXT's own loader of the wrapper", () => {
    expect(ownContentScriptStart().enforce).toBe('pre');
  });
});
