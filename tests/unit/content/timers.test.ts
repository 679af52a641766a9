// @vitest-environment happy-dom
// The content script's clock: its callbacks stop with the context, and it leaves nothing behind on
// the context per timer (WXT's own ctx.setTimeout adds an abort listener per call, never removed).
import { describe, expect, it, vi } from 'vitest';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { contextTimers } from '@/entrypoints/content/timers';

function setUp() {
  const ctx = new ContentScriptContext('test');
  const added = vi.spyOn(ctx.signal, 'addEventListener');
  return { ctx, added, timers: contextTimers(ctx) };
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

  it('runs nothing once the context is invalidated, timers and frames asked before it', async () => {
    const { ctx, timers } = setUp();
    const ran = vi.fn();
    timers.setTimeout(ran, 0);
    timers.requestAnimationFrame(ran);
    ctx.notifyInvalidated();
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
