import { describe, expect, it } from 'vitest';
import { numberingData } from '@/utils/phone/numbering-data';
import { notValidReason } from '@/utils/phone/verdict-reason';

describe('notValidReason', () => {
  it.each([
    ['+4420794600', 'No +44 (United Kingdom and others) number has this many digits.'],
    ['+442079460018999', 'Too long for a +44 (United Kingdom and others) number.'],
    ['+1202555012', 'Too short for a +1 (United States and others) number.'],
    ['+99912345678', 'No country uses this calling code.'],
    ['+33123', 'Too short for a +33 (France) number.'],
    ['+15550100000', 'No +1 (United States and others) number in use starts like this.'],
    [
      '+61293744000',
      'The service gave no reason; the number fits its country’s numbering plan, so it may be unassigned or disconnected.',
    ],
  ])('%s → %s', (e164, reason) => {
    expect(notValidReason(e164, numberingData)).toBe(reason);
  });
});
