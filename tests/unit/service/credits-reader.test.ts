// Remaining credits from an answer of unknown shape (docs/architecture.md#the-service): a bare number, or a numeric field
// named like credits / balance / remaining / available at the top level or one level down.
import { describe, expect, it } from 'vitest';
import { readCredits } from '@/utils/service/credits-reader';

describe('readCredits', () => {
  it.each<[string, unknown, number | undefined]>([
    ['a bare number', 42, 42],
    ['zero', 0, 0],
    ['a fraction', 12.5, 12.5],
    ['a numeric string', '42', 42],
    ['a numeric string with spaces', ' 42\n', 42],
    ['a negative figure (overdrawn)', -3, -3],
    ['a negative string', '-3', -3],
    ['a decimal string', '7.25', 7.25],
    ['Infinity is not a count', Number.POSITIVE_INFINITY, undefined],
    ['NaN is not a count', Number.NaN, undefined],
    ['words', 'forty-two', undefined],
    ['a number with a unit', '42 credits', undefined],
    ['a thousands separator', '1,000', undefined],
    ['exponent notation', '1e3', undefined],
    ['hex', '0x10', undefined],
    ['empty string', '', undefined],
    ['null', null, undefined],
    ['a boolean', true, undefined],
    ['an array', [{ credits: 3 }], undefined],
    ['{credits}', { credits: 9 }, 9],
    ['{balance:"17"}', { balance: '17' }, 17],
    ['{remaining}', { remaining: 5 }, 5],
    ['{available}', { available: 250 }, 250],
    ['{Credits} any case', { Credits: 4 }, 4],
    ['{credits_remaining}', { credits_remaining: 11 }, 11],
    ['{remainingCredits}', { remainingCredits: 12 }, 12],
    ['{availableBalance}', { availableBalance: 13 }, 13],
    [
      'skips used/total/limit/cost',
      { credits_used: 97, credits_total: 100, credit_limit: 100, cost_per_check: 1, credits_left: 3 },
      3,
    ],
    ['skips max and price', { max_credits: 1000, price: 2, balance: 20 }, 20],
    ['skips spent/charged/consumed', { credits_spent: 1, credits_charged: 1, credits_consumed: 1 }, undefined],
    ['skips non-numeric credit fields', { credits: 'unlimited', remaining: 8 }, 8],
    ['{credits:null}', { credits: null }, undefined],
    ['no credit-like field', { plan: 'pro', valid: true }, undefined],
    ['one level down', { data: { credits: 9 } }, 9],
    ['envelope meta', { success: true, data: { valid: true }, meta: { balance: 77 } }, 77],
    ['{credits:{remaining}}', { credits: { remaining: 9 } }, 9],
    ['{credits:{value}} (the parent names it)', { credits: { value: 6 } }, 6],
    ['{balance:{amount:"3"}}', { balance: { amount: '3', currency: 'credits' } }, 3],
    ['{usage:{...}} does not name what is left', { usage: { value: 6 } }, undefined],
    ['{credits_used:{value}} is not what is left', { credits_used: { value: 6 } }, undefined],
    ['top level beats one level down', { remaining: 1, data: { credits: 9 } }, 1],
    ['two levels down is too deep', { data: { account: { credits: 9 } } }, undefined],
    ['inside an array is not read', { data: [{ credits: 9 }] }, undefined],
  ])('%s', (_name, body, credits) => {
    expect(readCredits(body)).toBe(credits);
  });
});
