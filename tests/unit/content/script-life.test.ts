// @vitest-environment happy-dom
// The content script's life: it ends only when the extension is gone (`runtime.id` undefined in an
// orphaned copy), found lazily at a check; nothing in the page's document can end it.
import { describe, expect, it, vi } from 'vitest';
import { ScriptLife } from '@/entrypoints/content/script-life';

/** A life whose extension id the test takes away. */
function setUp() {
  let id: string | undefined = 'abcdefghijklmnop';
  const life = new ScriptLife(() => id);
  return { life, orphan: () => (id = undefined) };
}

describe('ScriptLife', () => {
  it('is valid while the extension is there', () => {
    const { life } = setUp();
    expect(life.isValid).toBe(true);
    expect(life.isInvalid).toBe(false);
    expect(life.signal.aborted).toBe(false);
  });

  it('ends at the first check once runtime.id is gone: its signal aborts, its callbacks run once', () => {
    const { life, orphan } = setUp();
    const ended = [vi.fn(), vi.fn()];
    for (const run of ended) life.onInvalidated(run);
    orphan();
    // Lazily: nothing runs until something checks.
    expect(ended[0]).not.toHaveBeenCalled();
    expect(life.isInvalid).toBe(true);
    expect(life.isValid).toBe(false);
    expect(life.isInvalid).toBe(true);
    expect(life.signal.aborted).toBe(true);
    for (const run of ended) expect(run).toHaveBeenCalledTimes(1);
  });

  it('removes the listeners added with it when it ends, and only then', () => {
    const { life, orphan } = setUp();
    const heard = vi.fn();
    life.addEventListener(window, 'scroll', heard, { capture: true, passive: true });
    window.dispatchEvent(new Event('scroll'));
    expect(heard).toHaveBeenCalledTimes(1);
    orphan();
    expect(life.isInvalid).toBe(true);
    window.dispatchEvent(new Event('scroll'));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('does not end on any event in the page’s document, WXT’s “newer copy started” included', () => {
    const { life } = setUp();
    const ended = vi.fn();
    life.onInvalidated(ended);
    for (const type of ['abcdefghijklmnop:content:wxt:content-script-started', 'abort', 'pagehide', 'unload']) {
      document.dispatchEvent(new CustomEvent(type, { detail: { contentScriptName: 'content', messageId: 'x' } }));
      window.dispatchEvent(new CustomEvent(type, { detail: { contentScriptName: 'content', messageId: 'x' } }));
    }
    expect(life.isValid).toBe(true);
    expect(ended).not.toHaveBeenCalled();
  });
});
