// The run's facts detect.ts weighs: here, numbers made of one digit over and over.
import { describe, expect, it } from 'vitest';
import { repetition } from '@/utils/phone/run-view';

describe('repetition', () => {
  it('tells placeholders and one-digit numbers from numbers', () => {
    expect(repetition('+11111111111')).toBe('placeholder');
    expect(repetition('+330000000000')).toBe('placeholder');
    expect(repetition('+4722222222')).toBe('one-digit');
    expect(repetition('+18888888888')).toBe('one-digit');
    expect(repetition('+16502530000')).toBeUndefined();
    expect(repetition('+4422222223')).toBeUndefined();
    expect(repetition('+44')).toBeUndefined();
    expect(repetition('')).toBeUndefined();
  });
});
