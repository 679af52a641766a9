// The page's country from its own words (utils/phone/page-clues.ts, utils/phone/page-country-vote.ts):
// on contact pages that declare no country (dev/bench/corpus/contact-pages.ts), read by a US user,
// the national numbers read right with and without the vote, what was marked that is no number of
// the page (traps: order numbers, dates, ids, prices), and the cost of collecting and voting.
//
//   npx tsx dev/bench/page-country-vote.bench.ts

import { countryCallingCodes } from '../../utils/phone/country';
import { type CountryChoice, findWithCountries, validIn } from '../../utils/phone/country-passes';
import { sharedDetector } from '../../utils/phone/detect';
import { collectClues } from '../../utils/phone/page-clues';
import { makeVoteEnv, voteCountry } from '../../utils/phone/page-country-vote';
import { countryOfNumber } from '../../utils/phone/read-digits';
import { CONTACT_PAGES } from './corpus/contact-pages';

const env = makeVoteEnv(
  countryCallingCodes().map(([c]) => c),
  (e164) => {
    const c = countryOfNumber(e164);
    return c && validIn(e164, c) ? c : undefined;
  },
);

const totals = { nationals: 0, without: 0, with: 0, markedWith: 0, wrongWith: 0, markedWithout: 0, wrongWithout: 0 };
let votesRight = 0;
const rows: string[] = [];
for (const page of CONTACT_PAGES) {
  const voted = voteCountry(collectClues(page.blocks, page.links), env);
  if (voted === page.country) votesRight++;
  const read = (choice: CountryChoice) =>
    page.blocks.flatMap((text) =>
      findWithCountries(text, undefined, choice, sharedDetector).map((m) => [text.slice(m.start, m.end), m.number]),
    );
  const without = read({ fallback: 'US', byBlock: true });
  const withVote = read({ fallback: 'US', byBlock: true, voted });
  // What a person means: the page's national numbers, and its international numbers as written.
  const wanted = new Map<string, string>(page.nationals);
  for (const text of page.blocks)
    for (const m of text.matchAll(/\+\d[\d ]{7,16}\d/g)) wanted.set(m[0], `+${m[0].replace(/\D/g, '')}`);
  const right = (found: string[][], [written, e164]: [string, string]) => found.some(([t, n]) => t === written && n === e164);
  const wrong = (found: string[][]) => found.filter(([t, n]) => wanted.get(t as string) !== n);
  const n = page.nationals.length;
  const w = page.nationals.filter((x) => right(without, x)).length;
  const v = page.nationals.filter((x) => right(withVote, x)).length;
  totals.nationals += n;
  totals.without += w;
  totals.with += v;
  totals.markedWithout += without.length;
  totals.markedWith += withVote.length;
  totals.wrongWithout += wrong(without).length;
  totals.wrongWith += wrong(withVote).length;
  rows.push(
    `  ${page.name.padEnd(20)} voted ${String(voted ?? '—').padEnd(3)} (want ${page.country ?? '—'})  nationals ${w}/${n} → ${v}/${n}  wrong marks ${
      wrong(withVote)
        .map(([t]) => t)
        .join(', ') || 'none'
    }`,
  );
}

const t0 = performance.now();
const ROUNDS = 200;
for (let i = 0; i < ROUNDS; i++) for (const page of CONTACT_PAGES) voteCountry(collectClues(page.blocks, page.links), env);
const perPage = (performance.now() - t0) / (ROUNDS * CONTACT_PAGES.length);

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);
console.log(`Contact pages that declare no country, read by a US user (${CONTACT_PAGES.length} pages):`);
for (const r of rows) console.log(r);
console.log(`Votes right (a country, or none for a page of several): ${votesRight}/${CONTACT_PAGES.length}`);
console.log(
  `National numbers read right: without the vote ${totals.without}/${totals.nationals} (${pct(totals.without, totals.nationals)}), with it ${totals.with}/${totals.nationals} (${pct(totals.with, totals.nationals)})`,
);
console.log(
  `Precision (marks that are the page's numbers): without ${pct(totals.markedWithout - totals.wrongWithout, totals.markedWithout)}, with ${pct(totals.markedWith - totals.wrongWith, totals.markedWith)}`,
);
console.log(`Clues collected and voted on: ${(perPage * 1000).toFixed(0)} µs a page (after the first, which builds the names)`);
