// The popup's "after the next frame" (after-frame.ts): a page that is shown waits for its frame however
// long it takes; one that is hidden does not wait for a frame that will not come.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from '@/entrypoints/popup/after-frame';

/** A document whose frames come when the test says, on the test's fake clock. */
function fakeDocument(visibility: 'visible' | 'hidden') {
  const frames: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: visibility,
    defaultView: {
      setTimeout: (run: () => void) => setTimeout(run),
      requestAnimationFrame: (run: () => void) => frames.push(run),
    },
    addEventListener: (_type: string, run: () => void) => listeners.add(run),
    removeEventListener: (_type: string, run: () => void) => listeners.delete(run),
  };
  return {
    doc: doc as unknown as Document,
    frame: () => {
      for (const run of frames.splice(0)) run();
    },
    hide: () => {
      doc.visibilityState = 'hidden';
      for (const run of [...listeners]) run();
    },
    listeners,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextFrame', () => {
  it('in a page that is shown, waits for the frame however busy the page is, then runs in a task after it', () => {
    const page = fakeDocument('visible');
    const callback = vi.fn();
    afterNextFrame(callback, page.doc);
    vi.advanceTimersByTime(1_000);
    expect(callback).not.toHaveBeenCalled();
    page.frame();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(page.listeners.size).toBe(0);
  });

  it('in a hidden page, runs in a task: no frame comes there', () => {
    const page = fakeDocument('hidden');
    const callback = vi.fn();
    afterNextFrame(callback, page.doc);
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a page hidden while it waits runs it then, once, and not again at a later frame', () => {
    const page = fakeDocument('visible');
    const callback = vi.fn();
    afterNextFrame(callback, page.doc);
    page.hide();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    page.frame();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(page.listeners.size).toBe(0);
  });
});
