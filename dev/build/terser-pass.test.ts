import { describe, expect, it } from 'vitest';
import { terserPass } from './terser-pass';

type Bundle = Record<string, { type: 'chunk' | 'asset'; fileName: string; code?: string }>;

async function run(bundle: Bundle, only: (fileName: string) => boolean, preamble?: string): Promise<Bundle> {
  const hook = terserPass(only, preamble).generateBundle as (this: unknown, options: unknown, bundle: Bundle) => Promise<void>;
  await hook.call({}, {}, bundle);
  return bundle;
}

describe('terserPass', () => {
  const source =
    '(()=>{function sum(list){let total=0;for(const x of list){total=total+x}return total}globalThis.out=sum([1,2,3])})();';

  it('minifies the chosen chunk again, and it does the same', async () => {
    const bundle = await run({ a: { type: 'chunk', fileName: 'content-scripts/content.js', code: source } }, (f) =>
      f.startsWith('content-scripts/'),
    );
    const code = bundle.a?.code ?? '';
    expect(code.length).toBeLessThan(source.length);
    const scope = { out: 0 };
    new Function('globalThis', code)(scope);
    expect(scope.out).toBe(6);
  });

  it('writes the preamble as the first line, before any code', async () => {
    const bundle = await run(
      { a: { type: 'chunk', fileName: 'content-scripts/content.js', code: source } },
      () => true,
      '//# allFunctionsCalledOnLoad',
    );
    const code = bundle.a?.code ?? '';
    expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    const scope = { out: 0 };
    new Function('globalThis', code)(scope);
    expect(scope.out).toBe(6);
  });

  it('leaves every other chunk and asset as it was', async () => {
    const bundle = await run(
      {
        a: { type: 'chunk', fileName: 'popup.js', code: source },
        b: { type: 'asset', fileName: 'content-scripts/content.css' },
      },
      (f) => f.startsWith('content-scripts/'),
    );
    expect(bundle.a?.code).toBe(source);
    expect(bundle.b?.code).toBeUndefined();
  });
});
