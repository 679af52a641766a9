import { describe, expect, it } from 'vitest';
import { readTargets } from './target-lines';

describe('readTargets', () => {
  it.each([
    ['  target longest task ≤ 50 ms: met', true],
    ['  target 10,000 numbers highlighted in ≤ 400 ms: NOT met', false],
    ['Target met (≤ 400 ms)', true],
    ['Target NOT met (≤ 400 ms)', false],
    ['  target 100 ms: median met, p95 NOT met', false],
    ['  target 100 ms: median met, p95 met', true],
  ])('%s → met %s', (line, met) => {
    expect(readTargets(line)).toEqual([{ text: line.trim(), met, rate: undefined }]);
  });

  it.each([
    '  stored a row: input 40 B (target ≤ 120 B); summary 300 B',
    'All targets met.',
    'Some targets not met (see above).',
    'metadata 12 KB',
  ])('is not a target: %s', (line) => {
    expect(readTargets(line)).toEqual([]);
  });

  it('files each target under the speed named last above it', () => {
    const out = [
      '10,000 numbers, normal speed',
      '  target slice ≤ 16 ms: met',
      '10,000 numbers, CPU 4× slower',
      '  target slice ≤ 16 ms: NOT met',
    ].join('\n');
    expect(readTargets(out).map((t) => [t.rate, t.met])).toEqual([
      ['normal speed', true],
      ['CPU 4× slower', false],
    ]);
  });
});
