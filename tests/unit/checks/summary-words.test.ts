// A summary in the words people use.
import { describe, expect, it } from 'vitest';
import { countryWords, displayNumber, factWords, flagWords, validityWithReason } from '@/utils/checks/summary-words';
import type { ResultSummary } from '@/utils/service/answer-reader';

describe('validityWithReason', () => {
  it.each<[ResultSummary, string]>([
    [{ valid: true }, 'Valid'],
    [{}, 'Validity unknown'],
    [{ valid: false }, 'Not valid'],
    [{ valid: false, invalidReason: 'Too short' }, 'Not valid — too short'],
    [{ valid: true, invalidReason: 'Too short' }, 'Valid'],
  ])('%j → %s', (s, text) => {
    expect(validityWithReason(s)).toBe(text);
  });
});

describe('countryWords', () => {
  it.each<[ResultSummary, string | undefined]>([
    [{ countryCode: 'DE', countryName: 'Germany' }, 'Germany (DE)'],
    [{ countryCode: 'DE' }, 'Germany (DE)'],
    [{ countryName: 'Germany' }, 'Germany'],
    [{}, undefined],
  ])('%j → %s', (s, text) => {
    expect(countryWords(s)).toBe(text);
  });
});

describe('factWords', () => {
  it('says the line type in words, the flags that matter, nothing raw', () => {
    const s: ResultSummary = {
      valid: true,
      countryCode: 'US',
      carrier: 'Example Wireless',
      lineType: 'landline-or-mobile',
      lineTypeTerm: 'FIXED_LINE_OR_MOBILE',
      location: 'San Rafael, CA',
      ported: true,
      roaming: false,
      reachable: true,
      riskScore: 87,
    };
    expect(factWords(s)).toEqual([
      'United States (US)',
      'Example Wireless',
      'Landline or mobile',
      'San Rafael, CA',
      'Ported',
      'Risk 87/100',
    ]);
  });

  it('reads a line type a record kept before kinds existed', () => {
    expect(factWords({ lineType: 'fixed_line' })).toEqual(['Landline']);
    expect(factWords({ lineTypeTerm: 'Satellite' })).toEqual(['Satellite']);
  });

  it.each<[ResultSummary, string[]]>([
    [{ reachable: false }, ['Not reachable']],
    [{ prepaid: true, disposable: true, spam: true }, ['Prepaid', 'Disposable', 'Reported for spam']],
    [{ riskLevel: 'high' }, ['High risk']],
    [{ ported: false, roaming: false, prepaid: false, spam: false }, []],
  ])('flags %j → %j', (s, words) => {
    expect(flagWords(s)).toEqual(words);
  });
});

describe('displayNumber', () => {
  it.each<[string, ResultSummary, string]>([
    ['+14155550100', { international: '+1 415-555-0100' }, '+1 415-555-0100'],
    ['+14155550100', { international: '14155550100' }, '+14155550100'],
    ['+14155550100', { international: '+1 415-555-0199' }, '+14155550100'],
    ['+14155550100', { e164: '14155550100' }, '+14155550100'],
    ['+14155550100', {}, '+14155550100'],
  ])('%s with %j → %s', (e164, summary, text) => {
    expect(displayNumber({ e164, summary })).toBe(text);
  });
});
