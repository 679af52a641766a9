// The worker's registration of the highlight's stylesheet follows the settings: registered, changed
// or taken out only when it differs, one change at a time, and never left on a switched-off site
// when the browser refuses a pattern.
import { describe, expect, it } from 'vitest';
import { applyRegistration, type ScriptingLike, stylesheetKeeper } from '@/entrypoints/background/highlight-stylesheet';
import { highlightStylesheetFor, type ListedScript, type StylesheetRegistration } from '@/utils/storage/highlight-stylesheet';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/storage/settings';

/** The browser's registry of content scripts, as strict as Chromium's: no id twice, none removed that is not there. */
class Registry implements ScriptingLike {
  readonly scripts = new Map<string, ListedScript>();
  readonly calls: string[] = [];
  /** A pattern the browser refuses. */
  refuse: string | undefined;

  async getRegisteredContentScripts({ ids }: { ids: string[] }): Promise<ListedScript[]> {
    await Promise.resolve();
    return [...this.scripts.values()].filter((s) => ids.includes(s.id)).map((s) => structuredClone(s));
  }
  async registerContentScripts(scripts: StylesheetRegistration[]): Promise<void> {
    await Promise.resolve();
    this.calls.push('register');
    for (const s of scripts) {
      if (this.scripts.has(s.id)) throw new Error(`Duplicate script ID '${s.id}'`);
      if (this.refuse && s.excludeMatches.includes(this.refuse)) throw new Error(`Invalid url pattern '${this.refuse}'`);
    }
    for (const s of scripts) this.scripts.set(s.id, structuredClone(s));
  }
  async unregisterContentScripts({ ids }: { ids: string[] }): Promise<void> {
    await Promise.resolve();
    this.calls.push('unregister');
    for (const id of ids) if (!this.scripts.delete(id)) throw new Error(`Nonexistent script ID '${id}'`);
  }
  get excluded(): string[] | undefined {
    return [...this.scripts.values()][0]?.excludeMatches;
  }
}

const settings = (change: Partial<Settings>): Settings => ({ ...DEFAULT_SETTINGS, ...change });
const wanted = (change: Partial<Settings>) => highlightStylesheetFor(settings(change));

describe('applyRegistration', () => {
  it('registers what is wanted where nothing is', async () => {
    const registry = new Registry();
    await applyRegistration(registry, wanted({ disabledSites: ['example.com'] }));
    expect(registry.excluded).toEqual(['*://example.com/*']);
    expect(registry.calls).toEqual(['register']);
  });

  it('leaves alone what is already as wanted (each start of the worker asks)', async () => {
    const registry = new Registry();
    await applyRegistration(registry, wanted({}));
    await applyRegistration(registry, wanted({}));
    expect(registry.calls).toEqual(['register']);
  });

  it.each<[string, Partial<Settings>, Partial<Settings>, string[]]>([
    ['a site switched off', {}, { disabledSites: ['example.com'] }, ['*://example.com/*']],
    ['a site switched on again', { disabledSites: ['example.com'] }, {}, []],
  ])('%s: registered anew', async (_what, before, after, excluded) => {
    const registry = new Registry();
    await applyRegistration(registry, wanted(before));
    await applyRegistration(registry, wanted(after));
    expect(registry.excluded).toEqual(excluded);
    expect(registry.calls).toEqual(['register', 'unregister', 'register']);
  });

  it('highlighting off everywhere: taken out, and nothing asked of a registry that has none', async () => {
    const registry = new Registry();
    await applyRegistration(registry, wanted({}));
    await applyRegistration(registry, wanted({ highlightEnabled: false }));
    expect(registry.scripts.size).toBe(0);
    await applyRegistration(registry, wanted({ highlightEnabled: false }));
    expect(registry.calls).toEqual(['register', 'unregister']);
  });

  it('a pattern the browser refuses: no stylesheet anywhere, rather than on the switched-off site', async () => {
    const registry = new Registry();
    await applyRegistration(registry, wanted({}));
    registry.refuse = '*://example.com/*';
    await applyRegistration(registry, wanted({ disabledSites: ['example.com'] }));
    expect(registry.scripts.size).toBe(0);
  });
});

describe('stylesheetKeeper', () => {
  it('changes one after the other, each from the settings of its turn: the last settings win', async () => {
    const registry = new Registry();
    let now = settings({});
    const keep = stylesheetKeeper(registry, async () => now);
    const first = keep();
    now = settings({ disabledSites: ['a.example'] });
    const second = keep();
    now = settings({ disabledSites: ['a.example', 'b.example'] });
    await Promise.all([first, second, keep()]);
    expect(registry.excluded).toEqual(['*://a.example/*', '*://b.example/*']);
    // No call met another halfway (Chromium refuses an id registered twice).
    expect(registry.calls.filter((c) => c === 'register').length - registry.calls.filter((c) => c === 'unregister').length).toBe(
      1,
    );
  });

  it('a failure is not the end: the next change is applied', async () => {
    const registry = new Registry();
    let fail = true;
    const keep = stylesheetKeeper(registry, async () => {
      if (fail) throw new Error('storage unavailable');
      return settings({});
    });
    await keep();
    fail = false;
    await keep();
    expect(registry.scripts.size).toBe(1);
  });
});
