// @vitest-environment happy-dom
// The content script's clock: its callbacks stop with the script's life, and it leaves nothing
// behind on the life's signal per timer (WXT's ctx.setTimeout added an abort listener per call, never removed).
import { describe, expect, it, vi } from 'vitest';
import { ScriptLife } from '@/entrypoints/content/script-life';
import { contextTimers } from '@/entrypoints/content/timers';

function setUp() {
  let id: string | undefined = 'abcdefghijklmnop';
  const ctx = new ScriptLife(() => id);
  const added = vi.spyOn(ctx.signal, 'addEventListener');
  return { added, timers: contextTimers(ctx), orphan: () => (id = undefined) };
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const tick = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('contextTimers', () => {
  it('adds no listener to the context per timer or frame, however many are set', async () => {
    const { added, timers } = setUp();
    const ran = vi.fn();
    for (let i = 0; i < 1000; i++) timers.setTimeout(ran, 0);
    for (let i = 0; i < 100; i++) timers.requestAnimationFrame(ran);
    await tick(5);
    await frame();
    expect(ran).toHaveBeenCalledTimes(1100);
    expect(added).not.toHaveBeenCalled();
  });

  it('runs nothing once the extension is gone (runtime.id undefined), timers and frames asked before it', async () => {
    const { orphan, timers } = setUp();
    const ran = vi.fn();
    timers.setTimeout(ran, 0);
    timers.requestAnimationFrame(ran);
    orphan();
    await tick(5);
    await frame();
    expect(ran).not.toHaveBeenCalled();
  });

  it('clears a timer by its id', async () => {
    const { timers } = setUp();
    const ran = vi.fn();
    timers.clearTimeout(timers.setTimeout(ran, 0));
    await tick(5);
    expect(ran).not.toHaveBeenCalled();
  });
});
