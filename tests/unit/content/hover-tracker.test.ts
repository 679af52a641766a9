// HoverTracker: a number must be hovered HOVER_DELAY_MS before its chip shows, passing over numbers
// shows nothing, leaving hides the chip after LEAVE_DELAY_MS unless the pointer is on the chip, and
// pointer moves are read once per frame.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_DELAY_MS, HoverTracker, LEAVE_DELAY_MS } from '@/entrypoints/content/hover-tracker';
import { FRAME_MS, fakeTimers } from './fake-timers';

interface N {
  number: string;
}
const A: N = { number: '+14155550132' };
const B: N = { number: '+14155550199' };

function setUp() {
  /** What is under each x: numbers at 0–99 (A) and 100–199 (B), nothing beyond. */
  const under = (x: number) => (x < 100 ? A : x < 200 ? B : undefined);
  const hit = vi.fn((x: number, _y: number) => under(x));
  const events: string[] = [];
  /** The numbers the pointer came to rest on (the in-page UI starts loading). */
  const resting: string[] = [];
  let active = true;
  const tracker = new HoverTracker<N>(
    { active: () => active, hit, timers: fakeTimers() },
    {
      resting: (found) => resting.push(found.number),
      show: (found) => {
        events.push(`show ${found.number}`);
        tracker.showing(found);
      },
      hide: () => {
        events.push('hide');
        tracker.reset();
      },
    },
  );
  const move = (x: number, pointerType = 'mouse', isTrusted = true) =>
    tracker.pointerMoved({ isTrusted, clientX: x, clientY: 5, pointerType });
  return { tracker, events, resting, hit, move, setActive: (on: boolean) => (active = on) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('HoverTracker', () => {
  it('shows the chip only after the pointer rests on a number', () => {
    const { events, move, tracker } = setUp();
    move(10);
    vi.advanceTimersByTime(FRAME_MS + HOVER_DELAY_MS - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([`show ${A.number}`]);
    expect(tracker.current).toBe(A);
  });

  it('says when the pointer comes to rest on a number, before the chip shows, once a number', () => {
    const { events, resting, move } = setUp();
    move(10);
    vi.advanceTimersByTime(FRAME_MS);
    expect(resting).toEqual([A.number]);
    expect(events).toEqual([]);
    move(20);
    vi.advanceTimersByTime(FRAME_MS + HOVER_DELAY_MS);
    expect(resting).toEqual([A.number]);
    expect(events).toEqual([`show ${A.number}`]);
    move(150);
    vi.advanceTimersByTime(FRAME_MS);
    expect(resting).toEqual([A.number, B.number]);
  });

  it('a synthetic move over a number starts nothing', () => {
    const { resting, move } = setUp();
    move(10, 'mouse', false);
    vi.advanceTimersByTime(FRAME_MS + HOVER_DELAY_MS);
    expect(resting).toEqual([]);
  });

  it('passing over a number on the way to another shows only the one it rests on', () => {
    const { events, move } = setUp();
    move(10);
    vi.advanceTimersByTime(FRAME_MS + 100);
    move(150);
    vi.advanceTimersByTime(FRAME_MS + HOVER_DELAY_MS);
    expect(events).toEqual([`show ${B.number}`]);
  });

  it('reads the pointer once per frame however many moves come in', () => {
    const { hit, move } = setUp();
    for (let x = 0; x < 50; x++) move(x);
    vi.advanceTimersByTime(FRAME_MS);
    expect(hit).toHaveBeenCalledTimes(1);
    expect(hit).toHaveBeenLastCalledWith(49, 5);
  });

  it('hides the chip after the pointer leaves, unless it moved onto the chip', () => {
    const { events, move, tracker } = setUp();
    move(10);
    vi.advanceTimersByTime(FRAME_MS + HOVER_DELAY_MS);
    move(500);
    vi.advanceTimersByTime(FRAME_MS + 100);
    tracker.chipPointer(true);
    vi.advanceTimersByTime(LEAVE_DELAY_MS * 2);
    expect(events).toEqual([`show ${A.number}`]);
    tracker.chipPointer(false);
    vi.advanceTimersByTime(LEAVE_DELAY_MS - 1);
    expect(events).toEqual([`show ${A.number}`]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([`show ${A.number}`, 'hide']);
    expect(tracker.current).toBeUndefined();
  });

  it('coming back to the number before the delay keeps the chip', () => {
    const { events, move } = setUp();
    move(10);
    vi.advanceTimersByTime(FRAME_MS + HOVER_DELAY_MS);
    move(500);
    vi.advanceTimersByTime(FRAME_MS + 100);
    move(20);
    vi.advanceTimersByTime(LEAVE_DELAY_MS * 2);
    expect(events).toEqual([`show ${A.number}`]);
  });

  it('ignores touch, and everything while highlighting is off', () => {
    const { events, hit, move, setActive } = setUp();
    move(10, 'touch');
    setActive(false);
    move(10);
    vi.advanceTimersByTime(FRAME_MS + HOVER_DELAY_MS * 2);
    expect(hit).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('reset cancels a chip about to show', () => {
    const { events, move, tracker } = setUp();
    move(10);
    vi.advanceTimersByTime(FRAME_MS + 100);
    tracker.reset();
    vi.advanceTimersByTime(HOVER_DELAY_MS * 2);
    expect(events).toEqual([]);
  });

  // A page's script can dispatch pointer moves over a number it wrote; only a person's move counts.
  describe.each([
    { what: 'a person’s mouse', pointerType: 'mouse', isTrusted: true, shows: true },
    { what: 'a person’s pen', pointerType: 'pen', isTrusted: true, shows: true },
    { what: 'a page’s synthetic mouse move', pointerType: 'mouse', isTrusted: false, shows: false },
    { what: 'a page’s synthetic pen move', pointerType: 'pen', isTrusted: false, shows: false },
    { what: 'a page’s synthetic move with no pointer type', pointerType: '', isTrusted: false, shows: false },
  ])('$what', ({ pointerType, isTrusted, shows }) => {
    it(shows ? 'shows the chip' : 'is ignored: no hit test, no chip', () => {
      const { events, hit, move } = setUp();
      move(10, pointerType, isTrusted);
      vi.advanceTimersByTime(FRAME_MS + HOVER_DELAY_MS);
      expect(events).toEqual(shows ? [`show ${A.number}`] : []);
      expect(hit).toHaveBeenCalledTimes(shows ? 1 : 0);
    });
  });

  it('a synthetic move neither moves a shown chip to another number nor hides it', () => {
    const { events, move } = setUp();
    move(10);
    vi.advanceTimersByTime(FRAME_MS + HOVER_DELAY_MS);
    move(150, 'mouse', false);
    move(500, 'mouse', false);
    vi.advanceTimersByTime(FRAME_MS + HOVER_DELAY_MS + LEAVE_DELAY_MS);
    expect(events).toEqual([`show ${A.number}`]);
  });
});
