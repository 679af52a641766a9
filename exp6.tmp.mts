import { parsePhoneNumberFromString as p, findNumbers } from 'libphonenumber-js/min';
import { ALL_CASES, resolveExpected, scoreCases, TRAP_CASES } from './tests/unit/phone-detect.cases.ts';
import { findPhoneNumbers } from './utils/phone-detect.ts';
for (const c of ALL_CASES) for (const [raw, e] of c.expected) {
  const norm = raw.replace(/^\+\+/, '+').replace(/\s*(ext\.?|x|X|#|,\s*ext)\s*\d+$/,'');
  const x = p(norm, c.country ? { defaultCountry: c.country } : undefined as any);
  if (!x || x.number !== e) console.log('EXPECT?', JSON.stringify(raw), c.country, x?.number, 'want', e);
}
const naive = (t: string, c: any) => (findNumbers(t, { defaultCountry: c, v2: true } as any) as any[]).map(m => ({ start: m.startsAt, end: m.endsAt, number: m.number.number }));
const ours = (t: string, c: any) => findPhoneNumbers(t, c);
for (const c of ALL_CASES) {
  const want = resolveExpected(c); const got = ours(c.text, c.country);
  const ok = got.length === want.length && got.every((g, i) => g.start === want[i]!.start && g.end === want[i]!.end && g.number === want[i]!.number);
  if (!ok) console.log('FAIL', c.trap ? 'trap' : 'phone', c.country, JSON.stringify(c.text), 'got', JSON.stringify(got.map(g => [c.text.slice(g.start, g.end), g.number])));
}
const f = (s: any) => `P=${s.precision.toFixed(3)} R=${s.recall.toFixed(3)} F1=${s.f1.toFixed(3)} (tp ${s.truePositives}/${s.found} found, ${s.expected} exp)`;
console.log('cases', ALL_CASES.length);
console.log('naive all ', f(scoreCases(ALL_CASES, naive)), '\nours  all ', f(scoreCases(ALL_CASES, ours)));
console.log('naive trap', f(scoreCases(TRAP_CASES, naive)), '\nours  trap', f(scoreCases(TRAP_CASES, ours)));
