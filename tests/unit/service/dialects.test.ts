// Every answer dialect of the local service (one per public lookup API studied, see
// dev/service/dialects/) read by the extension's readers: each fact a careful reader lifts is
// lifted, right; every success is a success; every failure is a failure of the right class, with
// the dialect's own status and with HTTP 200; every balance is read, money as money.
import { describe, expect, it } from 'vitest';
import { readSummary } from '@/utils/service/answer-reader';
import { classifyAnswer } from '@/utils/service/classify';
import { readBalance } from '@/utils/service/credits-reader';
import { DIALECTS, type Dialect, expectedKind, type Facts } from '../../../dev/service/dialects/index.ts';
import { ERROR_KINDS, serviceError } from '../../../dev/service/errors.ts';
import { describeNumber } from '../../../dev/service/number-info.ts';
import { acceptedKinds, answer as ans, ctx, lifted, NUMBERS } from '../../support/dialect-answers';

const cases = DIALECTS.flatMap((d: Dialect) => NUMBERS.map((n) => [d.name, n, d] as const));

describe.each(cases)('%s answer for +%s', (_name, digits, dialect) => {
  const info = describeNumber(digits);
  const body = dialect.check(info, 1_234);
  const facts = dialect.facts(info, 1_234);

  it('is a success, never a failure', () => {
    expect(classifyAnswer(ans(200, body), ctx('check-number')).ok).toBe(true);
  });

  it('lifts every fact it gives, right', () => {
    const summary = readSummary(body, { e164: info.e164 });
    for (const key of Object.keys(facts) as (keyof Facts)[]) {
      expect(lifted(summary, key), `${key} in ${JSON.stringify(body)}`).toEqual(facts[key]);
    }
  });

  it('never takes a numeric code for the carrier', () => {
    const carrier = readSummary(body, { e164: info.e164 }).carrier;
    if (carrier !== undefined) expect(carrier).toMatch(/\p{L}/u);
  });
});

const failures = DIALECTS.flatMap((d: Dialect) => ERROR_KINDS.map((k) => [d.name, k, d] as const));

describe.each(failures)('%s error %s', (name, kind, dialect) => {
  const reply = dialect.error(serviceError(kind));
  const expected = expectedKind(name, kind);

  it(`is a failure of kind ${expected} with its own status`, () => {
    const verdict = classifyAnswer(ans(reply.status, reply.body), ctx('check-number'));
    expect(verdict.ok ? 'result' : verdict.error.kind).toBe(expected);
  });

  it('is a failure even with HTTP 200, of the kind its words say', () => {
    const verdict = classifyAnswer(ans(200, reply.body), ctx('check-number'));
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    // Without its status, a "not found" or "not allowed" says only that the request was refused.
    expect(acceptedKinds(name, kind, 200)).toContain(verdict.error.kind);
  });
});

describe.each(DIALECTS.map((d) => [d.name, d] as const))('%s balance', (_name, dialect) => {
  it.each([0, 5, 3, 1_234, 100_000])('reads %i credits as the dialect writes them', (credits) => {
    const reply = dialect.credits(credits);
    const expected = dialect.balance(credits);
    if (reply === null) {
      expect(expected).toBeUndefined();
      return;
    }
    const verdict = classifyAnswer(ans(reply.status, reply.body, reply.text), ctx('check-credits'));
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    const body = verdict.answer.isJson ? verdict.answer.json : verdict.answer.text;
    expect(readBalance(body, 'credits')).toEqual(expected);
  });
});
