import { afterEach, describe, expect, it } from 'vitest';
import { exposeAs, importExposed, loadExposedScript } from '../../../utils/in-page/on-demand-script';

interface FakeScript {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  removed: boolean;
  remove(): void;
}

/** A document whose appended scripts "run" as `run` says: offering a value, offering none, or failing. */
function fakeDocument(run: (script: FakeScript) => void): { doc: Document; scripts: FakeScript[] } {
  const scripts: FakeScript[] = [];
  const doc = {
    createElement: () => {
      const script: FakeScript = {
        src: '',
        async: false,
        onload: null,
        onerror: null,
        removed: false,
        remove() {
          this.removed = true;
        },
      };
      scripts.push(script);
      return script;
    },
    head: { append: (script: FakeScript) => queueMicrotask(() => run(script)) },
  };
  return { doc: doc as unknown as Document, scripts };
}

const NAME = '__ncOnDemandTest';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[NAME];
});

describe('loadExposedScript', () => {
  it('runs the script by its path and returns what it offered; the element goes', async () => {
    const { doc, scripts } = fakeDocument((s) => {
      exposeAs(NAME, { ready: true });
      s.onload?.();
    });
    await expect(loadExposedScript(doc, '/popup-number-tools.js', NAME)).resolves.toEqual({ ready: true });
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: '/popup-number-tools.js', async: true, removed: true });
  });

  it.each([
    ['fails to load', (s: FakeScript) => s.onerror?.(), /popup-number-tools\.js could not be loaded/],
    ['runs but offers nothing', (s: FakeScript) => s.onload?.(), /ran but offered no __ncOnDemandTest/],
  ])('says so when the script %s', async (_, run, message) => {
    const { doc, scripts } = fakeDocument(run);
    await expect(loadExposedScript(doc, '/popup-number-tools.js', NAME)).rejects.toThrow(message);
    expect(scripts[0]?.removed).toBe(true);
  });
});

describe('importExposed', () => {
  it('returns what the imported script offered', async () => {
    await expect(importExposed(async () => exposeAs(NAME, 42), NAME)).resolves.toBe(42);
  });

  it('passes a failed import on, and says when the script offered nothing', async () => {
    await expect(importExposed(() => Promise.reject(new Error('blocked')), NAME)).rejects.toThrow('blocked');
    await expect(importExposed(async () => undefined, NAME)).rejects.toThrow(/offered no __ncOnDemandTest/);
  });
});
