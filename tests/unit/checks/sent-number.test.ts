// What one check sends: the number in the chosen format, with its extension only when the setting says so.
import { describe, expect, it } from 'vitest';
import { sentNumber } from '@/utils/checks/sent-number';
import { normalizeNumber } from '@/utils/phone/normalize';
import type { NumberFormat } from '@/utils/phone/typed-number';

describe('sentNumber', () => {
  it.each<[string, NumberFormat, boolean, string, boolean]>([
    ['+1 415 555 0132 ext. 204', 'e164', false, '+14155550132', false],
    ['+1 415 555 0132 ext. 204', 'e164', true, '+14155550132;ext=204', true],
    ['+1 415 555 0132 ext. 204', 'digits', true, '14155550132;ext=204', true],
    ['+1 415 555 0132 ext. 204', 'as-typed', false, '+1 415 555 0132', false],
    ['+1 415 555 0132 ext. 204', 'as-typed', true, '+1 415 555 0132 ext. 204', true],
    ['+16465588656,,850#', 'e164', true, '+16465588656,,850#', true],
    ['1-800-FLOWERS x12', 'as-typed', true, '+18003569377;ext=12', true],
    ['+1 415 555 0132', 'e164', true, '+14155550132', false],
  ])('%s in %s, send extensions %s → %s', (input, format, send, sent, extensionSent) => {
    const n = normalizeNumber(input, 'US');
    if (!n) throw new Error(`not read: ${input}`);
    expect(sentNumber(n, format, send)).toEqual({ sent, extensionSent });
  });
});
