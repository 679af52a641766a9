// What a page's own words say of its country, for a page that declares none (page-signals.ts):
// its international numbers, the country-code domains of its e-mail addresses and links, the short
// phrases that may name a country (the last part of an address line: "…, United Kingdom"), and the
// distinctive shapes of postcodes. Collected once in the content script, free of numbering data;
// the background checks them against its own data and votes (utils/phone/page-country-vote.ts).
import { isRecord, readStringArray } from '../common/validate';
import { countryOfHost } from './page-signals';

/** The clues of a page, each list bounded (the background bounds them again: they come from a page). */
export interface PageClues {
  /** International numbers as digits with their "+" ("+442079460018"), distinct. */
  numbers: string[];
  /** Countries of the country-code domains of e-mail addresses and link hosts, one per distinct domain. */
  domains: string[];
  /** Short phrases that may be a country's name ("United Kingdom", "Nederland"). */
  names: string[];
  /** Countries whose postcode shape the page shows ("SW1A 1AA" → GB), one per distinct postcode. */
  postcodes: string[];
}

/** How many of each clue are kept, and the longest phrase that may be a name. */
export const MAX_CLUES = 24;
/** Phrases kept, the last ones read: a postal address is most often in the page's footer. */
export const MAX_NAMES = 64;
export const MAX_NAME_CHARS = 40;

const INTERNATIONAL = /(?:^|[^\w+])(?:\+|00(?=[1-9]))\s?\(?(\d[\d\s().\-/]{6,20}\d)/g;
const EMAIL_DOMAIN = /[\w.%+-]@((?:[a-z\d-]+\.)+[a-z]{2,})\b/gi;
/**
 * Postcodes distinctive enough to say a country: the UK's ("SW1A 1AA", "M1 1AE"), Canada's
 * ("K1A 0B1") and the Netherlands' ("1012 AB", not "1999 AD" nor the letters the Dutch never use).
 * Five-digit and four-digit ones (France, Germany, Australia) look like anything and say nothing.
 */
const POSTCODES: readonly [string, RegExp][] = [
  ['GB', /\b(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[ABD-HJLNP-UW-Z]{2}\b/g],
  ['CA', /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/g],
  ['NL', /\b[1-9]\d{3} ?(?!SA|SD|SS|AD|BC|CE)[A-Z]{2}\b(?! ?\d)/g],
];

const add = (list: string[], value: string | undefined): void => {
  if (value && list.length < MAX_CLUES && !list.includes(value)) list.push(value);
};

/**
 * What every postcode shape above holds: a digit, maybe a space, a capital letter. A cheap look
 * before the three shapes, which most texts with a digit (a date, a price, a number) fail.
 */
const POSTCODE_HINT = /\d ?[A-Z]/;

/** The clues of a page's text (its text nodes, or any slices of it) and the `href`s of its links. */
export function collectClues(texts: Iterable<string>, hrefs: Iterable<string>): PageClues {
  const collector = clueCollector();
  for (const text of texts) collector.text(text);
  return collector.finish(hrefs);
}

/**
 * What collectClues does, a text at a time (so a long read can be cut into slices). A page's first
 * texts are read while its highlighting waits: the international numbers and the postcodes are not
 * looked for once their list is full, as what was found would be dropped. `finish` may be called
 * more than once (the first part of a long page's clues, then all of them).
 */
export function clueCollector(): { text(text: string): void; finish(hrefs: Iterable<string>): PageClues } {
  const clues: PageClues = { numbers: [], domains: [], names: [], postcodes: [] };
  const seenDomains: string[] = [];
  const seenPostcodes: string[] = [];
  const domain = (host: string, domains = clues.domains, seen = seenDomains): void => {
    const h = host.toLowerCase();
    if (seen.length >= MAX_CLUES * 4 || seen.includes(h)) return;
    seen.push(h);
    const country = countryOfHost(h);
    if (country) domains.push(country);
  };
  const text = (text: string): void => {
    if (/\d/.test(text)) {
      if (clues.numbers.length < MAX_CLUES && (text.includes('+') || text.includes('00'))) {
        for (const m of text.matchAll(INTERNATIONAL)) add(clues.numbers, `+${(m[1] as string).replace(/\D/g, '')}`);
      }
      // (A postcode is kept only while fewer than MAX_CLUES are: each new one seen is kept until then.)
      if (clues.postcodes.length < MAX_CLUES && POSTCODE_HINT.test(text)) {
        for (const [country, shape] of POSTCODES) {
          for (const m of text.matchAll(shape)) {
            const code = m[0].replace(' ', '');
            if (seenPostcodes.length < MAX_CLUES * 4 && !seenPostcodes.includes(code)) {
              seenPostcodes.push(code);
              if (clues.postcodes.length < MAX_CLUES) clues.postcodes.push(country);
            }
          }
        }
      }
    }
    if (text.includes('@')) for (const m of text.matchAll(EMAIL_DOMAIN)) domain(m[1] as string);
    // A country's name stands alone, or ends an address line ("London SW1A 1AA, United Kingdom").
    // (Not a text that ends with a digit or "@": its last part holds it. Most texts of a page of
    // numbers do, and splitting each was more than half of the collector's time on the 10,000-number
    // bench page: dev/bench/page-clues.bench.ts.)
    if (!/[\d@]/.test(text.slice(-1))) {
      const last =
        text
          .split(/[,\n·|]/)
          .pop()
          ?.trim() ?? '';
      if (last.length >= 4 && last.length <= MAX_NAME_CHARS && /^\p{Lu}[^\d@]*$/u.test(last) && !clues.names.includes(last)) {
        if (clues.names.length >= MAX_NAMES) clues.names.shift();
        clues.names.push(last);
      }
    }
  };
  // (Read from copies: the clues of the text so far and the links, as often as asked, and the
  // text read on after.)
  const finish = (hrefs: Iterable<string>): PageClues => {
    const out = structuredClone(clues);
    const seen = [...seenDomains];
    for (const href of hrefs) {
      const m = /^(?:https?:\/\/([^/?#:@]+)|mailto:[^@?]*@([^?&,]+))/i.exec(href.trim());
      const host = m?.[1] ?? m?.[2];
      if (host) domain(host, out.domains, seen);
    }
    out.domains = out.domains.slice(0, MAX_CLUES);
    return out;
  };
  return { text, finish };
}

/**
 * What a sliced read needs: a clock, a way to let the page run, how long a slice may be, and
 * whether the read is no longer wanted (asked after each pause).
 */
export interface SliceEnv {
  now(): number;
  pause(): Promise<unknown>;
  sliceMs: number;
  dropped?(): boolean;
}

/**
 * Runs `step` on each item, letting the page run (`pause`) each time a stretch has taken `sliceMs`,
 * and at once after a step that returns true (it told what other work waits for); ends at a pause
 * after which the read is dropped.
 */
export async function eachInSlices<T>(items: Iterable<T>, step: (item: T) => unknown, env: SliceEnv): Promise<void> {
  let since = env.now();
  for (const item of items) {
    if (step(item) === true || env.now() - since >= env.sliceMs) {
      await env.pause();
      if (env.dropped?.()) return;
      since = env.now();
    }
  }
}

/** Whether the page said anything at all: a page with no clue sends none. */
export function hasClues(clues: PageClues): boolean {
  return clues.numbers.length + clues.domains.length + clues.names.length + clues.postcodes.length > 0;
}

/** Reads clues sent by a content script (in the background): undefined unless every list is a bounded list of short strings. */
export function readClues(raw: unknown): PageClues | undefined {
  if (!isRecord(raw)) return undefined;
  const numbers = readStringArray(raw.numbers ?? [], MAX_CLUES, 24);
  const domains = readStringArray(raw.domains ?? [], MAX_CLUES, 2);
  const names = readStringArray(raw.names ?? [], MAX_NAMES, MAX_NAME_CHARS);
  const postcodes = readStringArray(raw.postcodes ?? [], MAX_CLUES, 2);
  if (!numbers || !domains || !names || !postcodes) return undefined;
  return { numbers: numbers.filter((n) => /^\+\d{6,22}$/.test(n)), domains, names, postcodes };
}

const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA']);
/**
 * Text nodes and characters read for clues, and links looked at: a bound on a huge page's cost.
 * The page's scan waits for the clues: 20,000 nodes took 55–65 ms
 * (185 ms at CPU 4× slower) on the 10,000-number bench page; 5,000 a quarter of that. Past the
 * bound, the footer and addresses are read all the same.
 */
const MAX_NODES = 5_000;
/**
 * Text nodes after which a long page's first clues are told (`CluesEnv.early`), for its first
 * screen: waiting for all 5,000 held the first screen 60–70 ms at CPU 4× slower on the
 * 10,000-number bench page (`dev/bench/first-screen-ab.ts`); its first 1,000 cost a fifth of that.
 */
export const EARLY_NODES = 1_000;
const MAX_CHARS = 100_000;
const MAX_LINKS = 500;

function* textsOf(root: Node, doc: Document, budget: { nodes: number; chars: number }): Generator<string> {
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let n = walker.nextNode(); n && budget.nodes > 0 && budget.chars > 0; n = walker.nextNode()) {
    const text = n.nodeValue ?? '';
    if (text.trim() === '' || NOT_TEXT.has(n.parentElement?.tagName ?? '')) continue;
    budget.nodes--;
    budget.chars -= text.length;
    yield text;
  }
}

export interface CluesEnv extends SliceEnv {
  /**
   * Told once, on a page longer than EARLY_NODES text nodes, what its first EARLY_NODES and its
   * links say, while the read goes on: clues to read the first screen with, not the page's (the
   * promise's are: the first screen is read again with them when they differ).
   */
  early?(clues: PageClues): void;
}

/**
 * The clues of a document: its text (bounded; its footer and addresses always) and its links,
 * read in slices of `env.sliceMs`, letting the page run between them (on a page of thousands of
 * text nodes the read took 60 ms, 185 ms at CPU 4× slower, in one task). Dropped (`env.dropped`),
 * it answers what it read so far, for no one.
 */
export async function documentClues(doc: Document, env: CluesEnv): Promise<PageClues> {
  const collector = clueCollector();
  const body = doc.body;
  if (!body) return collector.finish([]);
  const budget = { nodes: MAX_NODES, chars: MAX_CHARS };
  function* texts(): Generator<string> {
    yield* textsOf(body as HTMLElement, doc, budget);
    if (budget.nodes > 0 && budget.chars > 0) return;
    // A page too long to read whole: its footer and addresses, where a business says where it is.
    for (const el of [...doc.querySelectorAll('footer, address')].slice(-3))
      yield* textsOf(el, doc, { nodes: 500, chars: 20_000 });
  }
  // The links' addresses, read once: a long page's first clues use them too.
  let hrefs: string[] | undefined;
  const links = (): string[] => {
    if (hrefs) return hrefs;
    const all = doc.links;
    hrefs = [];
    for (let i = 0; i < all.length && i < MAX_LINKS; i++) hrefs.push((all[i] as HTMLAnchorElement).href);
    return hrefs;
  };
  let read = 0;
  const early = env.early;
  // Once the first clues are told, their slice ends there: the first screen's read, which waits
  // for them, goes next instead of after the rest of the slice.
  const step = early
    ? (text: string) => {
        collector.text(text);
        if (++read !== EARLY_NODES) return false;
        early(collector.finish(links()));
        return true;
      }
    : collector.text;
  await eachInSlices(texts(), step, env);
  return collector.finish(links());
}
