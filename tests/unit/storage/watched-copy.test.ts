import { describe, expect, it, vi } from 'vitest';
import { watchedCopy } from '@/utils/storage/watched-copy';

function source() {
  let value = 1;
  const listeners = new Set<() => void>();
  return {
    read: vi.fn(async () => value),
    watch: (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set(next: number) {
      value = next;
      for (const l of listeners) l();
    },
    listeners,
  };
}

describe('watchedCopy', () => {
  it('reads storage once for many asks', async () => {
    const s = source();
    const copy = watchedCopy(s.read, s.watch);
    expect(await copy.get()).toBe(1);
    expect(await copy.get()).toBe(1);
    expect(await Promise.all([copy.get(), copy.get()])).toEqual([1, 1]);
    expect(s.read).toHaveBeenCalledTimes(1);
  });

  it('reads again after a change, and answers the new value', async () => {
    const s = source();
    const copy = watchedCopy(s.read, s.watch);
    await copy.get();
    s.set(2);
    expect(await copy.get()).toBe(2);
    expect(s.read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that a change overtook', async () => {
    const s = source();
    let release: (v: number) => void = () => {};
    s.read.mockImplementationOnce(() => new Promise<number>((r) => (release = r)));
    const copy = watchedCopy(s.read, s.watch);
    const early = copy.get();
    s.set(3);
    release(1);
    expect(await early).toBe(1);
    expect(await copy.get()).toBe(3);
  });

  it('tries again after a failed read', async () => {
    const s = source();
    s.read.mockRejectedValueOnce(new Error('storage'));
    const copy = watchedCopy(s.read, s.watch);
    await expect(copy.get()).rejects.toThrow('storage');
    expect(await copy.get()).toBe(1);
  });

  it('stops watching and reads each time once stopped', async () => {
    const s = source();
    const copy = watchedCopy(s.read, s.watch);
    copy.stop();
    expect(s.listeners.size).toBe(0);
    await copy.get();
    await copy.get();
    expect(s.read).toHaveBeenCalledTimes(2);
  });
});
