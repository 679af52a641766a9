// The page-side wait for a mark, run in Node's own performance timeline (the same
// PerformanceObserver and `performance.mark` as a page's): a string that evaluates alone, resolving
// for a mark made before or after it starts, rejecting with the mark's name when none comes.
import { afterEach, describe, expect, it } from 'vitest';
import { markWaitExpression } from './mark-wait';

// The expression as the page would evaluate it: with nothing of the test's module in scope.
const run = (expression: string) => new Function(`return ${expression}`)() as Promise<number>;

afterEach(() => {
  performance.clearMarks();
});

describe('markWaitExpression', () => {
  it('resolves with the start time of a mark made after the wait began', async () => {
    const waiting = run(markWaitExpression('nc:test-later', 5_000));
    const other = performance.mark('nc:test-other');
    const mark = performance.mark('nc:test-later');
    expect(other.name).toBe('nc:test-other');
    await expect(waiting).resolves.toBe(mark.startTime);
  });

  it('resolves for a mark already made (buffered)', async () => {
    const mark = performance.mark('nc:test-before');
    await expect(run(markWaitExpression('nc:test-before', 5_000))).resolves.toBe(mark.startTime);
  });

  it('is not settled by other marks, and rejects naming the mark when it never comes', async () => {
    performance.mark('nc:test-other');
    await expect(run(markWaitExpression('nc:test-never', 50))).rejects.toThrow('no nc:test-never mark within 50 ms');
  });

  it('quotes the name, so a name cannot break out of the string', async () => {
    const name = `nc:"quoted'\n`;
    const mark = performance.mark(name);
    await expect(run(markWaitExpression(name, 5_000))).resolves.toBe(mark.startTime);
  });
});
