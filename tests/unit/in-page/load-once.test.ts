// loadOnce: one load serves every caller while it runs and after; a failed load is tried again by
// the next caller, not by those that shared it.
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/utils/in-page/load-once';

describe('loadOnce', () => {
  it('loads nothing until asked', () => {
    const load = vi.fn(async () => 'module');
    loadOnce(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('shares one load between callers, during it and after', async () => {
    let resolve: (v: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const get = loadOnce(load);
    const first = get();
    const second = get();
    await Promise.resolve();
    resolve('module');
    expect(await first).toBe('module');
    expect(await second).toBe('module');
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load fails its callers, and the next caller loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('no script')).mockResolvedValueOnce('module');
    const get = loadOnce<string>(load);
    const [a, b] = [get(), get()];
    await expect(a).rejects.toThrow('no script');
    await expect(b).rejects.toThrow('no script');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a load that throws at once is a failed load, not a throw at the caller', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => {
        throw new Error('at once');
      })
      .mockResolvedValueOnce('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('at once');
    expect(await get()).toBe('module');
  });
});
