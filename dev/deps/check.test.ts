// The import rules fail on what they forbid: each planted in a small tree of its own, run through the
// same dependency-cruiser configuration and folder check as `npm run lint:deps`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDependencies, folderOf } from './check';

const trees: string[] = [];

/** A tree of files (path → source) in a fresh temporary folder. */
function plant(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'nc-deps-'));
  trees.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

const CLEAN = {
  'utils/a/one.ts': "import { two } from '../b/two';\nexport const one = two + 1;\n",
  'utils/b/two.ts': 'export const two = 2;\n',
  'entrypoints/popup/main.ts': "import { one } from '../../utils/a/one';\nexport const shown = one;\n",
  'entrypoints/popup-app.ts': "import { shown } from './popup/main';\nexport default shown;\n",
  'entrypoints/content/index.ts': "import { two } from '../../utils/b/two';\nexport default two;\n",
};

describe('the import rules', () => {
  it('pass a tree that keeps them', { timeout: 30_000 }, async () => {
    expect(await checkDependencies(plant(CLEAN))).toEqual([]);
  });

  it('fail on a loop between two files', { timeout: 30_000 }, async () => {
    const root = plant({
      ...CLEAN,
      'utils/a/loop-x.ts': "import { y } from './loop-y';\nexport const x = () => y;\n",
      'utils/a/loop-y.ts': "import { x } from './loop-x';\nexport const y = () => x;\n",
    });
    const broken = await checkDependencies(root);
    expect(broken).toContainEqual(expect.stringMatching(/^no-file-cycle: utils\/a\/loop-x\.ts → utils\/a\/loop-y\.ts/));
  });

  it('fail on a loop between two folders made of files that form no loop', { timeout: 30_000 }, async () => {
    const root = plant({
      ...CLEAN,
      // a/one.ts → b/two.ts already; b/back.ts → a/leaf.ts closes a loop of folders, not of files.
      'utils/a/leaf.ts': 'export const leaf = 0;\n',
      'utils/b/back.ts': "import { leaf } from '../a/leaf';\nexport const back = leaf;\n",
    });
    const broken = await checkDependencies(root);
    expect(broken.some((b) => b.startsWith('no-file-cycle'))).toBe(false);
    expect(broken).toContainEqual(expect.stringMatching(/^no-folder-cycle: utils\/a ⇄ utils\/b /));
  });

  it('fail when utils/ imports an entrypoint or a component', { timeout: 30_000 }, async () => {
    const root = plant({
      ...CLEAN,
      'components/Thing.tsx': 'export const Thing = 1;\n',
      'utils/b/ui.ts': "import { Thing } from '../../components/Thing';\nexport const ui = Thing;\n",
    });
    expect(await checkDependencies(root)).toContainEqual(
      expect.stringMatching(/^utils-not-ui: utils\/b\/ui\.ts → components\/Thing\.tsx/),
    );
  });

  it('fail when a content script reaches storage or the service client, even through another file', {
    timeout: 30_000,
  }, async () => {
    const root = plant({
      ...CLEAN,
      'utils/storage/items.ts': 'export const items = 1;\n',
      'utils/service/client.ts': 'export const client = 1;\n',
      'utils/a/relay.ts': "import { items } from '../storage/items';\nexport const relay = items;\n",
      'entrypoints/content/store.ts': "import { relay } from '../../utils/a/relay';\nexport const s = relay;\n",
      'entrypoints/content/call.ts': "import { client } from '../../utils/service/client';\nexport const c = client;\n",
    });
    const broken = await checkDependencies(root);
    expect(broken).toContainEqual(
      expect.stringMatching(/^content-no-storage: entrypoints\/content\/store\.ts → utils\/storage\/items\.ts/),
    );
    expect(broken).toContainEqual(
      expect.stringMatching(/^content-no-service-client: entrypoints\/content\/call\.ts → utils\/service\/client\.ts/),
    );
  });

  it('fail when an entrypoint imports another one', { timeout: 30_000 }, async () => {
    const root = plant({
      ...CLEAN,
      'entrypoints/options/App.ts': "import { shown } from '../popup/main';\nexport const app = shown;\n",
    });
    expect(await checkDependencies(root)).toContainEqual(
      expect.stringMatching(/^entrypoint-not-entrypoint: entrypoints\/options\/App\.ts → entrypoints\/popup\/main\.ts/),
    );
  });

  it('count a catalogue folder as part of its domain, and a top-level file as its top folder', () => {
    expect(folderOf('utils/i18n/catalogue/en.ts')).toBe('utils/i18n');
    expect(folderOf('utils/i18n/t.ts')).toBe('utils/i18n');
    expect(folderOf('entrypoints/popup-app.ts')).toBe('entrypoints');
    expect(folderOf('components/setup/SetupForm.tsx')).toBe('components/setup');
  });
});
