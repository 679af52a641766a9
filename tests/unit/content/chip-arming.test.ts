// ChipArming: the chip's "Check" acts only once the chip has been on screen ARM_DELAY_MS, and, where
// the browser reports visibility (IntersectionObserver v2), unobscured for that long.
import { describe, expect, it } from 'vitest';
import { ARM_DELAY_MS, type ArmState, ChipArming } from '@/entrypoints/content/chip-arming';

type Step = ['wait', number] | ['shown'] | ['hidden'] | ['moved'] | ['seen', boolean];

function run(tracksVisibility: boolean, steps: Step[]): ArmState {
  let now = 1_000;
  const arming = new ChipArming(() => now, tracksVisibility);
  for (const step of steps) {
    if (step[0] === 'wait') now += step[1];
    else if (step[0] === 'shown') arming.shown();
    else if (step[0] === 'hidden') arming.hidden();
    else if (step[0] === 'moved') arming.moved();
    else arming.seen(step[1]);
  }
  return arming.state();
}

describe('ChipArming', () => {
  it.each<{ what: string; tracks: boolean; steps: Step[]; state: ArmState }>([
    { what: 'no chip yet', tracks: false, steps: [], state: 'covered' },
    { what: 'just shown', tracks: false, steps: [['shown']], state: 'early' },
    { what: 'shown a moment less than the delay', tracks: false, steps: [['shown'], ['wait', ARM_DELAY_MS - 1]], state: 'early' },
    { what: 'shown for the delay', tracks: false, steps: [['shown'], ['wait', ARM_DELAY_MS]], state: 'armed' },
    {
      what: 'placed again just now',
      tracks: false,
      steps: [['shown'], ['wait', ARM_DELAY_MS * 4], ['shown'], ['wait', 10]],
      state: 'early',
    },
    {
      what: 'moved by the page just now',
      tracks: false,
      steps: [['shown'], ['wait', ARM_DELAY_MS * 4], ['moved'], ['wait', 10]],
      state: 'early',
    },
    {
      what: 'v2: moved while visible, then the delay',
      tracks: true,
      steps: [['shown'], ['seen', true], ['wait', ARM_DELAY_MS], ['moved'], ['wait', ARM_DELAY_MS]],
      state: 'armed',
    },
    { what: 'moved with no chip', tracks: false, steps: [['moved'], ['wait', ARM_DELAY_MS]], state: 'covered' },
    { what: 'hidden', tracks: false, steps: [['shown'], ['wait', ARM_DELAY_MS], ['hidden']], state: 'covered' },
    { what: 'v2: shown, never reported visible', tracks: true, steps: [['shown'], ['wait', ARM_DELAY_MS * 4]], state: 'covered' },
    {
      what: 'v2: visible for less than the delay',
      tracks: true,
      steps: [['shown'], ['wait', ARM_DELAY_MS * 4], ['seen', true], ['wait', ARM_DELAY_MS - 1]],
      state: 'early',
    },
    {
      what: 'v2: visible for the delay',
      tracks: true,
      steps: [['shown'], ['seen', true], ['wait', ARM_DELAY_MS]],
      state: 'armed',
    },
    {
      what: 'v2: covered after being armed',
      tracks: true,
      steps: [['shown'], ['seen', true], ['wait', ARM_DELAY_MS], ['seen', false]],
      state: 'covered',
    },
    {
      what: 'v2: uncovered again starts the delay over',
      tracks: true,
      steps: [['shown'], ['seen', true], ['wait', ARM_DELAY_MS], ['seen', false], ['wait', 50], ['seen', true], ['wait', 10]],
      state: 'early',
    },
    {
      what: 'a browser without v2 ignores visibility reports',
      tracks: false,
      steps: [['shown'], ['seen', false], ['wait', ARM_DELAY_MS]],
      state: 'armed',
    },
  ])('$what: $state', ({ tracks, steps, state }) => {
    expect(run(tracks, steps)).toBe(state);
  });
});
