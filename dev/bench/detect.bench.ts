// Benchmark of the page phone detector: its speed against plain libphonenumber-js findNumbers and
// against the build before, and what it finds on the detection corpus.
//
// Run: npx tsx dev/bench/detect.bench.ts
//      NC_BEFORE=<git revision> npx tsx dev/bench/detect.bench.ts   (the build to compare with)
//      NC_BENCH_MISSES=1 …                                             (also list every corpus miss)
//
// Prints, in one run:
// - for ~1 MB of number-free prose and ~1 MB of number-dense text (contact lists mixed with dates,
//   ids, amounts): the median throughput of findNumbers and ours, and ours against the build
//   before — the detector of another revision (by default the one before the last change to
//   utils/phone/), read from git into a cache folder, timed interleaved with ours pass by pass;
//   times are CPU time of this process, so other jobs on the machine count less;
// - the time ours takes for 10,000 numbers written one per list item (one find() per item, as the
//   content script's batches make them);
// - on the corpus (dev/bench/corpus/): recall on the numbers that are valid under the real (full)
//   metadata, for ours and for findNumbers at the VALID leniency, precision on the trap cases, and
//   per class; a match counts when its E.164 is expected and its range overlaps the expected one;
// - on the unit-test table (tests/unit/phone/detect.cases.ts): strict precision / recall / F1.
// It only prints figures: timing depends on the machine, so nothing here asserts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findNumbers as findNumbersFull } from 'libphonenumber-js/max';
import { type CountryCode, findNumbers } from 'libphonenumber-js/min';
import { ALL_CASES, type Score, scoreCases, TRAP_CASES } from '../../tests/unit/phone/detect.cases';
import { type CountryChoice, findWithCountries } from '../../utils/phone/country-passes';
import { createPhoneDetector, type PhoneDetector, type PhoneMatch } from '../../utils/phone/detect';
import { CORPUS, type CorpusCase, type CorpusScore, f1, reallyValid, scoreCorpus, type Tally } from './corpus';
import { median } from './median';

const COUNTRY: CountryCode = 'US';
const TARGET_BYTES = 1_000_000;
const REPETITIONS = 7;
const INTERLEAVED_SECONDS = 8;

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

/**
 * Seconds of this process's CPU time a pass takes. CPU time rather than the clock: on a machine
 * shared with other jobs the clock also counts the time the process waited for a core.
 */
function cpuSeconds(run: () => number): { seconds: number; found: number } {
  const t0 = process.cpuUsage();
  const found = run();
  const t = process.cpuUsage(t0);
  return { seconds: (t.user + t.system) / 1e6, found };
}

/** Median seconds per pass. Ours gets a fresh detector each time, so no cache is carried over. */
function time(run: () => number): { seconds: number; found: number } {
  run(); // warm-up: JIT and lazily built regular expressions
  const samples: number[] = [];
  let found = 0;
  for (let i = 0; i < REPETITIONS; i++) {
    const r = cpuSeconds(run);
    found = r.found;
    samples.push(r.seconds);
  }
  return { seconds: median(samples), found };
}

/**
 * Two runs timed in turn, pass by pass (which goes first alternates), so both see the same
 * machine: at least REPETITIONS passes each, more while under INTERLEAVED_SECONDS (a fast text gets
 * many passes, since a shared machine makes single passes noisy).
 */
function interleaved(a: () => number, b: () => number): [{ seconds: number; found: number }, { seconds: number; found: number }] {
  a();
  b();
  const sa: number[] = [];
  const sb: number[] = [];
  let fa = 0;
  let fb = 0;
  const t0 = performance.now();
  for (let i = 0; i < REPETITIONS || (performance.now() - t0 < INTERLEAVED_SECONDS * 1000 && i < 400); i++) {
    const first = i % 2 === 0;
    for (const which of first ? [0, 1] : [1, 0]) {
      const r = cpuSeconds(which === 0 ? a : b);
      if (which === 0) fa = r.found;
      else fb = r.found;
      (which === 0 ? sa : sb).push(r.seconds);
    }
  }
  return [
    { seconds: median(sa), found: fa },
    { seconds: median(sb), found: fb },
  ];
}

type MakeDetector = (country?: CountryCode) => PhoneDetector;

/**
 * What the extension runs for a block (the background's detectItems): the page's country and the
 * block's own when the setting is on (the default), with fresh detectors per call of `fresh`.
 */
function pipeline(choice: CountryChoice): { find: (text: string, hrefs?: readonly string[]) => PhoneMatch[] } {
  const made = new Map<string, PhoneDetector>();
  const detectorFor = (c: CountryCode | undefined): PhoneDetector => {
    let d = made.get(c ?? '');
    if (!d) {
      d = createPhoneDetector(c);
      made.set(c ?? '', d);
    }
    return d;
  };
  return { find: (text, hrefs) => findWithCountries(text, hrefs, choice, detectorFor) };
}

/** The extension's reading with its settings at their defaults (page's country on) on a page that says nothing. */
const DEFAULT_READING: CountryChoice = { fallback: COUNTRY, byBlock: true };

/** The revision "before" is: NC_BEFORE, else the parent of the last commit that changed the detector. */
function beforeRevision(): string {
  const git = (...args: string[]): string => execFileSync('git', args, { encoding: 'utf8' }).trim();
  if (process.env.NC_BEFORE) return git('rev-parse', '--short', process.env.NC_BEFORE);
  // Uncommitted changes to the detector: the last commit is the build before them.
  if (git('status', '--porcelain', '--', 'utils/phone') !== '') return git('rev-parse', '--short', 'HEAD');
  return git('rev-parse', '--short', `${git('log', '-1', '--format=%H', '--', 'utils/phone')}^`);
}

/** The detector of another revision, read from git into node_modules/.cache (resolved from there). */
async function detectorAt(revision: string): Promise<MakeDetector> {
  const dir = resolve('node_modules/.cache/nc-detect-before', revision);
  if (!existsSync(join(dir, 'utils/phone/detect.ts'))) {
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', revision, 'utils/phone']);
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  }
  const mod = (await import(pathToFileURL(join(dir, 'utils/phone/detect.ts')).href)) as { createPhoneDetector: MakeDetector };
  return mod.createPhoneDetector;
}

function benchText(label: string, text: string, before: { revision: string; make: MakeDetector }): void {
  const mb = text.length / 1e6;
  const n = time(() => naive(text, COUNTRY).length);
  const [b, o] = interleaved(
    () => before.make(COUNTRY).find(text).length,
    () => pipeline(DEFAULT_READING).find(text).length,
  );
  const line = (name: string, r: { seconds: number; found: number }): string =>
    `  ${name.padEnd(8)} ${(mb / r.seconds).toFixed(2).padStart(8)} MB/s  ${(r.seconds * 1000).toFixed(1).padStart(8)} ms  ${String(r.found).padStart(6)} numbers`;
  console.log(`${label} (${mb.toFixed(2)} MB, ${COUNTRY}; before = ${before.revision}, medians of interleaved passes)`);
  console.log(line('naive', n));
  console.log(line('before', b));
  console.log(line('ours', o));
  console.log(
    `  speed-up over naive ${(n.seconds / o.seconds).toFixed(1)}×, time ours / before ${(o.seconds / b.seconds).toFixed(2)}`,
  );
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

function benchItems(items: readonly string[], before: { revision: string; make: MakeDetector }): void {
  const runWith = (make: () => { find: (t: string) => PhoneMatch[] }) => (): number => {
    const detector = make();
    let found = 0;
    for (const item of items) found += detector.find(item).length;
    return found;
  };
  // One block in three of a page that declares France to a US user: the block's numbers are
  // international, so the French reading only runs where digits are left unread.
  const [b, o] = interleaved(
    runWith(() => before.make(COUNTRY)),
    runWith(() => pipeline(DEFAULT_READING)),
  );
  const [single, declared] = interleaved(
    runWith(() => createPhoneDetector(COUNTRY)),
    runWith(() => pipeline({ fallback: COUNTRY, page: 'FR', byBlock: true })),
  );
  const line = (name: string, r: { seconds: number; found: number }): string => {
    const ms = r.seconds * 1000;
    return `  ${name.padEnd(30)} ${ms.toFixed(1).padStart(8)} ms  ${((ms * 1000) / items.length).toFixed(2).padStart(6)} µs/number  ${String(r.found).padStart(6)} numbers`;
  };
  console.log(
    `${items.length.toLocaleString('en-US')} numbers in list items (${COUNTRY}, one find() per item, medians of interleaved passes)`,
  );
  console.log(line(`before (${before.revision})`, b));
  console.log(line('ours (page’s country on)', o));
  console.log(`  time ours / before ${(o.seconds / b.seconds).toFixed(2)}`);
  console.log(line('one detector, no page country', single));
  console.log(line('page declares FR, default US', declared));
  console.log(`  time declared / one detector ${(declared.seconds / single.seconds).toFixed(2)}`);
}

function scoreLine(name: string, s: Score): string {
  return `  ${name.padEnd(6)} precision ${s.precision.toFixed(3)}  recall ${s.recall.toFixed(3)}  F1 ${s.f1.toFixed(3)}  (${s.truePositives} right of ${s.found} found, ${s.expected} expected)`;
}

const pct = (t: number, of: number): string => `${((100 * t) / Math.max(1, of)).toFixed(1)} %`;

function corpusLine(name: string, s: CorpusScore): string {
  const t = s.total;
  return (
    `  ${name.padEnd(12)} valid recall ${pct(t.validFound, t.valid).padStart(7)} (${t.validFound}/${t.valid})` +
    `  recall ${pct(t.found, t.expected).padStart(7)}  trap precision ${pct(t.trapRight, t.trapReported).padStart(7)} (${t.trapRight}/${t.trapReported})` +
    `  precision ${pct(t.right, t.reported).padStart(7)}  F1 ${(100 * f1(t)).toFixed(1)}`
  );
}

function classLine(kind: string, ours: Tally, lib: Tally): string {
  const part = (t: Tally): string =>
    `${String(t.validFound).padStart(4)}/${String(t.valid).padEnd(4)} ${String(t.reported - t.right).padStart(3)} wrong`;
  return `  ${kind.padEnd(14)} ours ${part(ours)}   findNumbers ${part(lib)}`;
}

function benchCorpus(): void {
  // The extension's reading: the page's country (and the block's) as the default settings have it.
  // A case of a page that declares another country than the user's (page-country.ts) says so.
  const ours = (t: string, c: CountryCode | undefined, k: CorpusCase): PhoneMatch[] =>
    k.reading
      ? pipeline({ fallback: k.reading.fallback, page: k.reading.page, byBlock: true }).find(t, k.reading.hrefs)
      : pipeline({ fallback: c, byBlock: true }).find(t);
  // The detector alone, as before the page's country: one country per case.
  const single = (t: string, c: CountryCode | undefined, k: CorpusCase): PhoneMatch[] =>
    createPhoneDetector(k.reading ? k.reading.fallback : c).find(t);
  // (findNumbers is given the country the numbers are of: it knows what the page says.)
  // (findNumbers reads at the VALID leniency unless told otherwise.)
  const lib = (t: string, c: CountryCode | undefined): PhoneMatch[] =>
    findNumbersFull(t, { defaultCountry: c, v2: true }).map((m) => ({
      start: m.startsAt,
      end: m.endsAt,
      number: m.number.number,
    }));
  const o = scoreCorpus(CORPUS, ours);
  const l = scoreCorpus(CORPUS, lib);
  const one = scoreCorpus(CORPUS, single);
  const traps = CORPUS.filter((c) => c.trap).length;
  const numbers = CORPUS.reduce((n, c) => n + c.expected.length, 0);
  const valid = CORPUS.reduce((n, c) => n + c.expected.filter((e) => reallyValid(e.e164)).length, 0);
  console.log(
    `Corpus (${CORPUS.length} cases, ${traps} with traps; ${numbers} numbers, ${valid} valid under the full metadata; overlap and same E.164)`,
  );
  console.log(corpusLine('findNumbers', l));
  console.log(corpusLine('ours', o));
  console.log(corpusLine('no page ctry', one));
  console.log('  by class (valid found / valid, wrong matches):');
  for (const [kind, t] of o.byClass) console.log(classLine(kind, t, l.byClass.get(kind) as Tally));
  if (process.env.NC_BENCH_MISSES === '1') {
    for (const m of o.misses) {
      const parts = [
        m.missed.length > 0 ? `missed ${m.missed.join('; ')}` : '',
        m.wrong.length > 0 ? `wrong ${m.wrong.join('; ')}` : '',
      ];
      console.log(`  ✗ [${m.c.kind} ${m.c.country ?? '--'}] ${JSON.stringify(m.c.text)} ${parts.filter(Boolean).join(' · ')}`);
    }
  }
}

async function main(): Promise<void> {
  const revision = beforeRevision();
  const before = { revision, make: await detectorAt(revision) };
  benchCorpus();
  const rand = prng(20240115);
  benchText('Prose without phone numbers', proseText(rand), before);
  benchText('Number-dense text', denseText(rand), before);
  benchItems(listItems(rand), before);

  const oursFind = (t: string, c: CountryCode | undefined): PhoneMatch[] => createPhoneDetector(c).find(t);
  console.log(`Table cases (${ALL_CASES.length}; exact range and E.164 must match)`);
  console.log(scoreLine('naive', scoreCases(ALL_CASES, naive)));
  console.log(scoreLine('ours', scoreCases(ALL_CASES, oursFind)));
  console.log(`Trap cases only (${TRAP_CASES.length})`);
  console.log(scoreLine('naive', scoreCases(TRAP_CASES, naive)));
  console.log(scoreLine('ours', scoreCases(TRAP_CASES, oursFind)));
}

await main();
