// A balance from an answer of unknown shape: a bare figure, or a field named like credits /
// balance / remaining / available / units / cash credits, a number or a string, and money told
// from credits.
import { describe, expect, it } from 'vitest';
import { type Balance, readBalance, readFigure } from '@/utils/service/credits-reader';

describe('readBalance: the figure of a credits answer', () => {
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
    ['a number with its unit', '42 credits', 42],
    ['a thousands separator', '1,000', 1000],
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
    ['two levels down', { data: { account: { credits: 9 } } }, 9],
    ['three levels down is too deep', { data: { account: { wallet: { credits: 9 } } } }, undefined],
    ['inside an array is not read', { data: [{ credits: 9 }] }, undefined],
  ])('%s', (_name, body, credits) => {
    expect(readBalance(body, 'credits')?.amount).toBe(credits);
  });
});

describe('readBalance: money told from credits', () => {
  it.each<[string, unknown, 'credits' | 'check', Balance | undefined]>([
    ['a count', { credits: 120 }, 'credits', { amount: 120, unit: 'credits' }],
    [
      'money with its currency beside it',
      { balance: '0.05', currency: 'USD' },
      'credits',
      { amount: 0.05, unit: 'money', currency: 'USD' },
    ],
    ['a value beside autoReload', { value: 10.28, autoReload: false }, 'credits', { amount: 10.28, unit: 'money' }],
    ['a whole value beside autoReload', { value: 10, autoReload: false }, 'credits', { amount: 10, unit: 'money' }],
    [
      'an amount in euros',
      { payment: 'prepaid', type: 'euros', amount: 24.43 },
      'credits',
      { amount: 24.43, unit: 'money', currency: 'EUR' },
    ],
    ['an amount in credits', { payment: 'prepaid', type: 'credits', amount: 90 }, 'credits', { amount: 90, unit: 'credits' }],
    [
      'the balance, not the credit limit nor what is available with it',
      { data: { balance: '300.00', credit_limit: '100.00', available_credit: '400.00', pending: '10.00', currency: 'USD' } },
      'credits',
      { amount: 300, unit: 'money', currency: 'USD' },
    ],
    ['cash credits are money', { cash_credits: '12.34560', auto_recharge: false }, 'credits', { amount: 12.3456, unit: 'money' }],
    ['units', { units: 500 }, 'credits', { amount: 500, unit: 'credits' }],
    ['remaining requests', { remaining_requests: 73 }, 'credits', { amount: 73, unit: 'credits' }],
    ['a string with a symbol', '$0.05', 'credits', { amount: 0.05, unit: 'money', currency: 'USD' }],
    ['a string with a code after', { balance: '24,43 EUR' }, 'credits', { amount: 24.43, unit: 'money', currency: 'EUR' }],
    ['a string with a code before', { balance: 'GBP 1,234.50' }, 'credits', { amount: 1234.5, unit: 'money', currency: 'GBP' }],
    [
      'a euro symbol after, comma decimals',
      { balance: '1.234,50 €' },
      'credits',
      { amount: 1234.5, unit: 'money', currency: 'EUR' },
    ],
    ['a fractional balance with no currency is money', { balance: 1234.5 }, 'credits', { amount: 1234.5, unit: 'money' }],
    ['fractional credits stay credits', { credits: 12.5 }, 'credits', { amount: 12.5, unit: 'credits' }],
    ['a top-level value is the balance of a balance answer', { value: 7 }, 'credits', { amount: 7, unit: 'credits' }],
    ['but not of a check answer', { valid: true, value: 7 }, 'check', undefined],
    ['a price is not a balance', { request_price: '0.04', valid: true }, 'check', undefined],
    ['a check carrying money', { remaining_balance: '1.23456789' }, 'check', { amount: 1.23456789, unit: 'money' }],
    ['usage is not what is left', { usage: 10, credits: 90 }, 'credits', { amount: 90, unit: 'credits' }],
    ['an unknown currency code is no currency', { balance: '12 XYZ' }, 'credits', undefined],
  ])('%s', (_name, body, context, balance) => {
    expect(readBalance(body, context)).toEqual(balance);
  });
});

describe('readFigure', () => {
  it.each([
    ['0.05', { amount: 0.05 }],
    ['-$3.10', { amount: -3.1, currency: 'USD' }],
    ['€ 24.43', { amount: 24.43, currency: 'EUR' }],
    ['R$ 10,50', { amount: 10.5, currency: 'BRL' }],
    ['CHF 12', { amount: 12, currency: 'CHF' }],
    ['12 units', { amount: 12, credits: true }],
    ['1 000', { amount: 1000 }],
    ['1,000,000', { amount: 1_000_000 }],
    ['unlimited', undefined],
    ['$ and €5', undefined],
    ['5 $ EUR', undefined],
  ])('%j → %j', (text, figure) => {
    expect(readFigure(text)).toEqual(figure);
  });
});
