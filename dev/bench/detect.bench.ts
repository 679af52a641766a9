// Benchmark of the page phone detector against plain libphonenumber-js findNumbers.
//
// Run: npx tsx dev/bench/detect.bench.ts
//
// Prints, for ~1 MB of number-free prose and ~1 MB of number-dense text (contact lists mixed
// with dates, ids, amounts), the median throughput of both over several repetitions and the
// speed-up; the time ours takes for 10,000 numbers written one per list item (a contacts
// page: one find() call per item, as the content script makes them); then precision / recall /
// F1 of both on the unit-test table (tests/unit/phone/detect.cases.ts), overall and on the trap
// cases. It only prints figures: timing depends on the machine, so nothing here asserts.
import { type CountryCode, findNumbers } from 'libphonenumber-js/min';
import { ALL_CASES, type Score, scoreCases, TRAP_CASES } from '../../tests/unit/phone/detect.cases';
import { createPhoneDetector, type PhoneMatch } from '../../utils/phone/detect';

const COUNTRY: CountryCode = 'US';
const TARGET_BYTES = 1_000_000;
const REPETITIONS = 7;

/** Small deterministic PRNG (mulberry32), so every run measures the same text. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'the of and to in is was for on that with as by at from his her they this which or be are an ' +
  'have not had were but all one when there their what so up out if about who get would make can like ' +
  'time just him know take people into year your good some could them see other than then now look only ' +
  'come its over think also back after use two how our work first well way even new want because any these ' +
  'give day most us river garden station library morning evening council museum harbour village market ' +
  'weather journey history kitchen window letter meeting question answer story mountain forest summer winter ' +
  'Monday Tuesday London Paris Berlin Madrid street avenue building office company customer service support ' +
  'order invoice account delivery payment contact phone call email address website team manager director'
).split(' ');

/**
 * Ordinary prose: no phone numbers, but the small numbers any page has (years, counts, times,
 * prices, percentages, dates, page references), which every detector must look at and drop.
 */
function proseText(rand: () => number): string {
  const int = (n: number): number => Math.floor(rand() * n);
  const figures: Array<() => string> = [
    () => `in ${1900 + int(125)}`,
    () => `${2 + int(40)} people`,
    () => `at ${1 + int(12)}:${String(int(60)).padStart(2, '0')}`,
    () => `${int(100)}%`,
    () => `$${1 + int(500)}.${String(int(100)).padStart(2, '0')}`,
    () => `on ${1 + int(28)} March`,
    () => `(p. ${1 + int(400)})`,
    () => `${1 + int(9)},${String(int(1000)).padStart(3, '0')} visitors`,
    () => `chapter ${1 + int(30)}`,
  ];
  const parts: string[] = [];
  let size = 0;
  while (size < TARGET_BYTES) {
    const words: string[] = [];
    const n = 6 + int(18);
    for (let i = 0; i < n; i++) words.push(WORDS[int(WORDS.length)] as string);
    if (rand() < 0.35) words.splice(1 + int(n - 1), 0, (figures[int(figures.length)] as () => string)());
    const first = words[0] as string;
    words[0] = first.charAt(0).toUpperCase() + first.slice(1);
    const sentence = `${words.join(rand() < 0.15 ? ', ' : ' ')}${rand() < 0.1 ? '?' : '.'}${rand() < 0.12 ? '\n\n' : ' '}`;
    parts.push(sentence);
    size += sentence.length;
  }
  return parts.join('');
}

function denseText(rand: () => number): string {
  const digit = (): string => String(Math.floor(rand() * 10));
  const digits = (n: number): string => Array.from({ length: n }, digit).join('');
  const from2 = (): string => String(2 + Math.floor(rand() * 8));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const phones: Array<() => string> = [
    () => `(${from2()}${digits(2)}) ${from2()}${digits(2)}-${digits(4)}`,
    () => `${from2()}${digits(2)}-${from2()}${digits(2)}-${digits(4)}`,
    () => `${from2()}${digits(2)}.${from2()}${digits(2)}.${digits(4)}`,
    () => `+1 ${from2()}${digits(2)} ${from2()}${digits(2)} ${digits(4)}`,
    () => `1-800-${from2()}${digits(2)}-${digits(4)}`,
    () => `+44 20 ${digits(4)} ${digits(4)}`,
    () => `+49 30 ${digits(8)}`,
    () => `+33 1 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
    () => `011 44 20 ${digits(4)} ${digits(4)}`,
    () => `(${from2()}${digits(2)}) ${from2()}${digits(2)}-${digits(4)} ext. ${digits(3)}`,
  ];
  const traps: Array<() => string> = [
    () => `20${digits(2)}-0${1 + Math.floor(rand() * 9)}-1${digit()}`,
    () => `1${digit()}/0${1 + Math.floor(rand() * 9)}/20${digits(2)}`,
    () => `Order #${digits(9)}`,
    () => `Invoice No. 20${digits(2)}-${digits(6)}`,
    () => `IBAN DE${digits(2)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(2)}`,
    () => `$${digit()},${digits(3)},${digits(3)}.${digits(2)}`,
    () => `${digits(2)}:${digits(2)}:${digits(2)}`,
    () => `${digits(2)}.${digits(6)}, ${digit()}.${digits(6)}`,
    () => `SSN ${digits(3)}-${digits(2)}-${digits(4)}`,
    () => `4111 ${digits(4)} ${digits(4)} ${digits(4)}`,
    () => `v${digit()}.${digit()}.${digits(4)}`,
    () => `ISBN 978-${digit()}-${digits(2)}-${digits(6)}-${digit()}`,
    () => `1700${digits(9)}`,
    () => `192.168.${Math.floor(rand() * 256)}.${1 + Math.floor(rand() * 254)}`,
  ];
  const names = ['Ann Lee', 'Bo Chen', 'Carla Diaz', 'Dev Patel', 'Eva Novak', 'Femi Ade', 'Gus Berg'];
  const labels = ['Tel:', 'Phone', 'Call', 'Mobile:', 'Fax', '', 'Office', 'T:'];
  const lines: string[] = [];
  let size = 0;
  while (size < TARGET_BYTES) {
    const line =
      `${pick(names)} — ${pick(labels)} ${pick(phones)()}; ${pick(traps)()}; ` +
      `${pick(labels)} ${pick(phones)()}, ${pick(traps)()} ${pick(traps)()}\n`;
    lines.push(line);
    size += line.length;
  }
  return lines.join('');
}

function naive(text: string, country: CountryCode | undefined): PhoneMatch[] {
  return findNumbers(text, { defaultCountry: country, v2: true }).map((m) => ({
    start: m.startsAt,
    end: m.endsAt,
    number: m.number.number,
  }));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

/** Median seconds per pass. Ours gets a fresh detector each time, so no cache is carried over. */
function time(run: () => number): { seconds: number; found: number } {
  run(); // warm-up: JIT and lazily built regular expressions
  const samples: number[] = [];
  let found = 0;
  for (let i = 0; i < REPETITIONS; i++) {
    const t0 = performance.now();
    found = run();
    samples.push((performance.now() - t0) / 1000);
  }
  return { seconds: median(samples), found };
}

function benchText(label: string, text: string): void {
  const mb = text.length / 1e6;
  const n = time(() => naive(text, COUNTRY).length);
  const o = time(() => createPhoneDetector(COUNTRY).find(text).length);
  const line = (name: string, r: { seconds: number; found: number }): string =>
    `  ${name.padEnd(6)} ${(mb / r.seconds).toFixed(2).padStart(8)} MB/s  ${(r.seconds * 1000).toFixed(1).padStart(8)} ms  ${String(r.found).padStart(6)} numbers`;
  console.log(`${label} (${mb.toFixed(2)} MB, ${COUNTRY}, median of ${REPETITIONS})`);
  console.log(line('naive', n));
  console.log(line('ours', o));
  console.log(`  speed-up ${(n.seconds / o.seconds).toFixed(1)}×`);
}

/**
 * A contacts page: 10,000 list items, one number each, in a mix of countries and formats. The
 * content script calls find() once per block of text, so each item is its own call on one
 * detector (its cache carried across items, as on a page).
 */
function listItems(rand: () => number): string[] {
  const digit = (): string => String(Math.floor(rand() * 10));
  const digits = (n: number): string => Array.from({ length: n }, digit).join('');
  const from2 = (): string => String(2 + Math.floor(rand() * 8));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const formats: Array<() => string> = [
    () => `+1 ${from2()}${digits(2)} ${from2()}${digits(2)} ${digits(4)}`,
    () => `(${from2()}${digits(2)}) ${from2()}${digits(2)}-${digits(4)}`,
    () => `${from2()}${digits(2)}-${from2()}${digits(2)}-${digits(4)}`,
    () => `${from2()}${digits(2)}.${from2()}${digits(2)}.${digits(4)}`,
    () => `1-800-${from2()}${digits(2)}-${digits(4)}`,
    () => `+44 20 ${digits(4)} ${digits(4)}`,
    () => `+44 7${digits(3)} ${digits(6)}`,
    () => `+49 30 ${digits(8)}`,
    () => `+33 1 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
    () => `+61 2 ${digits(4)} ${digits(4)}`,
    () => `011 44 20 ${digits(4)} ${digits(4)}`,
    () => `(${from2()}${digits(2)}) ${from2()}${digits(2)}-${digits(4)} ext. ${digits(3)}`,
  ];
  const labels = ['Office', 'Tel:', 'Phone', 'Mobile:', 'Fax', 'Home', 'Call', ''];
  return Array.from({ length: 10_000 }, (_, i) => `${pick(labels)} ${i % 100}: ${pick(formats)()}`);
}

function benchItems(items: readonly string[]): void {
  const run = (): number => {
    const detector = createPhoneDetector(COUNTRY);
    let found = 0;
    for (const item of items) found += detector.find(item).length;
    return found;
  };
  const r = time(run);
  const ms = r.seconds * 1000;
  console.log(
    `${items.length.toLocaleString('en-US')} numbers in list items (${COUNTRY}, one find() per item, median of ${REPETITIONS})`,
  );
  console.log(
    `  ours   ${ms.toFixed(1).padStart(8)} ms  ${((ms * 1000) / items.length).toFixed(2).padStart(6)} µs/number  ${String(r.found).padStart(6)} numbers`,
  );
}

function scoreLine(name: string, s: Score): string {
  return `  ${name.padEnd(6)} precision ${s.precision.toFixed(3)}  recall ${s.recall.toFixed(3)}  F1 ${s.f1.toFixed(3)}  (${s.truePositives} right of ${s.found} found, ${s.expected} expected)`;
}

function main(): void {
  const rand = prng(20240115);
  benchText('Prose without phone numbers', proseText(rand));
  benchText('Number-dense text', denseText(rand));
  benchItems(listItems(rand));

  const oursFind = (t: string, c: CountryCode | undefined): PhoneMatch[] => createPhoneDetector(c).find(t);
  console.log(`Table cases (${ALL_CASES.length}; exact range and E.164 must match)`);
  console.log(scoreLine('naive', scoreCases(ALL_CASES, naive)));
  console.log(scoreLine('ours', scoreCases(ALL_CASES, oursFind)));
  console.log(`Trap cases only (${TRAP_CASES.length})`);
  console.log(scoreLine('naive', scoreCases(TRAP_CASES, naive)));
  console.log(scoreLine('ours', scoreCases(TRAP_CASES, oursFind)));
}

main();
