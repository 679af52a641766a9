// How well the extension reads answers it was not written for: over every dialect of the local
// service (one per public lookup API studied) and a set of other published shapes no dialect models
// (answers-other.ts), the share of the facts a careful reader lifts that the readers lift right,
// the share of failures classified right (with the API's own status, and with HTTP 200), and the
// share of balances read right. Prints a table; asserts nothing (tests do).
//
//   npx tsx dev/bench/answers.ts            (also part of `npm run bench`)
//   npx tsx dev/bench/answers.ts --misses   (lists every fact lifted wrong or missed)

import { acceptedKinds, answer, ctx, lifted, NUMBERS } from '../../tests/support/dialect-answers';
import { readSummary } from '../../utils/service/answer-reader';
import { classifyAnswer } from '../../utils/service/classify';
import { readBalance } from '../../utils/service/credits-reader';
import { DIALECTS, expectedKind, type Facts } from '../service/dialects/index';
import { ERROR_KINDS, serviceError } from '../service/errors';
import { describeNumber } from '../service/number-info';
import { OTHER_SHAPES } from './answers-other';

const showMisses = process.argv.includes('--misses');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Row {
  name: string;
  facts: number;
  right: number;
  failures: number;
  failuresRight: number;
  successesSeenAsFailure: number;
  balances: number;
  balancesRight: number;
}

const misses: string[] = [];

function factsRow(
  name: string,
  cases: { body: unknown; facts: Facts; e164?: string }[],
): Pick<Row, 'facts' | 'right' | 'successesSeenAsFailure'> {
  let facts = 0;
  let right = 0;
  let successesSeenAsFailure = 0;
  for (const c of cases) {
    if (!classifyAnswer(answer(200, c.body), ctx('check-number')).ok) {
      successesSeenAsFailure += 1;
      misses.push(`${name}: a success read as a failure: ${JSON.stringify(c.body).slice(0, 160)}`);
    }
    const summary = readSummary(c.body, c.e164 ? { e164: c.e164 } : {});
    for (const key of Object.keys(c.facts) as (keyof Facts)[]) {
      facts += 1;
      if (same(lifted(summary, key), c.facts[key])) right += 1;
      else misses.push(`${name}: ${key} expected ${JSON.stringify(c.facts[key])}, got ${JSON.stringify(lifted(summary, key))}`);
    }
  }
  return { facts, right, successesSeenAsFailure };
}

const rows: Row[] = [];
for (const dialect of DIALECTS) {
  const cases = NUMBERS.map((digits) => {
    const info = describeNumber(digits);
    return { body: dialect.check(info, 1_234), facts: dialect.facts(info, 1_234), e164: info.e164 };
  });
  const f = factsRow(dialect.name, cases);
  let failures = 0;
  let failuresRight = 0;
  for (const kind of ERROR_KINDS) {
    const reply = dialect.error(serviceError(kind));
    for (const status of [reply.status, 200]) {
      failures += 1;
      const verdict = classifyAnswer(answer(status, reply.body), ctx('check-number'));
      const got = verdict.ok ? 'result' : verdict.error.kind;
      if (acceptedKinds(dialect.name, kind, status).includes(got)) failuresRight += 1;
      else
        misses.push(`${dialect.name}: error ${kind} with ${status} read as ${got}, expected ${expectedKind(dialect.name, kind)}`);
    }
  }
  let balances = 0;
  let balancesRight = 0;
  for (const credits of [0, 5, 1_234, 100_000]) {
    const reply = dialect.credits(credits);
    if (!reply) continue;
    balances += 1;
    const verdict = classifyAnswer(answer(reply.status, reply.body, reply.text), ctx('check-credits'));
    const got = verdict.ok
      ? readBalance(verdict.answer.isJson ? verdict.answer.json : verdict.answer.text, 'credits')
      : undefined;
    if (same(got, dialect.balance(credits))) balancesRight += 1;
    else misses.push(`${dialect.name}: balance of ${credits} read as ${JSON.stringify(got)}`);
  }
  rows.push({ name: dialect.name, ...f, failures, failuresRight, balances, balancesRight });
}

for (const other of OTHER_SHAPES) {
  const f = factsRow(other.name, other.checks);
  let failures = 0;
  let failuresRight = 0;
  for (const e of other.errors) {
    failures += 1;
    const verdict = classifyAnswer(answer(e.status, e.body), ctx('check-number'));
    const got = verdict.ok ? 'result' : verdict.error.kind;
    if (got === e.kind) failuresRight += 1;
    else
      misses.push(
        `${other.name}: error ${JSON.stringify(e.body).slice(0, 100)} (${e.status}) read as ${got}, expected ${e.kind}`,
      );
  }
  let balancesRight = 0;
  for (const b of other.balances) {
    const got = readBalance(b.body, 'credits');
    if (same(got, b.balance)) balancesRight += 1;
    else misses.push(`${other.name}: balance ${JSON.stringify(b.body)} read as ${JSON.stringify(got)}`);
  }
  rows.push({ name: `${other.name} *`, ...f, failures, failuresRight, balances: other.balances.length, balancesRight });
}

const pct = (a: number, b: number) => (b === 0 ? '   –  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);
const line = (cells: string[]) => console.log(cells.map((c, i) => (i === 0 ? c.padEnd(18) : c.padStart(16))).join(''));

console.log('Answers read by the extension: facts lifted right, failures classified right, balances read right');
console.log('(* = a published shape no dialect models, from dev/bench/answers-other.ts)\n');
line(['dialect', 'facts', 'failures', 'balances', 'success→failure']);
const total: Row = {
  name: 'all',
  facts: 0,
  right: 0,
  failures: 0,
  failuresRight: 0,
  successesSeenAsFailure: 0,
  balances: 0,
  balancesRight: 0,
};
for (const r of rows) {
  line([
    r.name,
    `${r.right}/${r.facts} ${pct(r.right, r.facts)}`,
    `${r.failuresRight}/${r.failures} ${pct(r.failuresRight, r.failures)}`,
    r.balances === 0 ? 'no endpoint' : `${r.balancesRight}/${r.balances}`,
    String(r.successesSeenAsFailure),
  ]);
  for (const k of ['facts', 'right', 'failures', 'failuresRight', 'successesSeenAsFailure', 'balances', 'balancesRight'] as const)
    total[k] += r[k];
}
console.log('');
line([
  'all',
  `${total.right}/${total.facts} ${pct(total.right, total.facts)}`,
  `${total.failuresRight}/${total.failures} ${pct(total.failuresRight, total.failures)}`,
  `${total.balancesRight}/${total.balances}`,
  String(total.successesSeenAsFailure),
]);
if (showMisses) {
  console.log(`\n${misses.length} misses:`);
  for (const m of misses) console.log(`  ${m}`);
} else if (misses.length > 0) {
  console.log(`\n${misses.length} misses (--misses lists them)`);
}
