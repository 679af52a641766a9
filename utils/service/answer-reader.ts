// Reads a check answer of unknown shape into the facts people want, wherever they sit in the body
// and whatever the service calls them: validity (and why not), the number's forms, country,
// location, carrier (a name, never a network code), line type (one small vocabulary, the service's
// own term kept), the flags people act on, and a balance when the answer carries one.

import { type Flags, readFlags } from './answer-flags';
import { readNumberForms } from './answer-number';
import { readPlace } from './answer-place';
import { best, type Leaf, last, leaves, parent, text, under, wordOf, yesNo } from './answer-walk';
import { type Balance, readBalance } from './credits-reader';
import { isOtherLineTerm, type LineKind, lineKindOf, reduceTerm, termWords } from './line-type';

export type { FlatField } from './answer-fields';
export { flattenFields } from './answer-fields';

export interface ResultSummary extends Flags {
  valid?: boolean;
  /** Why the number is not valid, in words ("Too short"), when the answer says. */
  invalidReason?: string;
  /** The number in E.164 as the service wrote it back. */
  e164?: string;
  /** The international form written for reading ("+44 7700 900000"). */
  international?: string;
  national?: string;
  countryCode?: string;
  countryName?: string;
  carrier?: string;
  /** One of LINE_KINDS; records kept before kinds existed may hold a service's term here. */
  lineType?: LineKind | string;
  /** The service's own word for the line type ("nonFixedVoip"). */
  lineTypeTerm?: string;
  location?: string;
  /** The balance the answer carried, if any. */
  balance?: Balance;
}

export interface ReadContext {
  /** The E.164 the extension sent, so a bare digit string equal to it is known for what it is. */
  e164?: string;
}

const VALID_KEYS = new Set([
  'valid',
  'isvalid',
  'phonevalid',
  'validnumber',
  'numbervalid',
  'isvalidnumber',
  'validphone',
  'isvalidphone',
  'validphonenumber',
  'isvalidphonenumber',
  'phonenumbervalid',
  'numberisvalid',
  'validity',
  'numbervalidity',
  'phonevalidity',
  'isnumbervalid',
  'valididentifier',
]);

/** Words services use for validity; "unknown", "maybe" and "possible" say nothing. */
const VALID_WORDS: Record<string, boolean> = {
  valid: true,
  validconfirmed: true,
  validunconfirmed: true,
  invalid: false,
  notvalid: false,
  badnumber: false,
};

function validity(list: readonly Leaf[]): boolean | undefined {
  return best(list, (leaf) => {
    const key = last(leaf);
    if (VALID_KEYS.has(key)) {
      const w = wordOf(leaf.value);
      const v = (w !== undefined ? VALID_WORDS[w] : undefined) ?? yesNo(leaf.value);
      return v === undefined ? undefined : { rank: 0, value: v };
    }
    // A status that is a validity verdict ("VALID_CONFIRMED", "INVALID"), not a request status.
    if (key === 'status' || key === 'result' || key === 'numberstatus') {
      const w = wordOf(leaf.value);
      const v = w !== undefined ? VALID_WORDS[w] : undefined;
      return v === undefined ? undefined : { rank: 1, value: v };
    }
    // A line type of "INVALID" (AWS-like), or `phone_type: {description: "INVALID"}` (TeleSign-like).
    const typed = /type$/.test(key) || (/type$/.test(parent(leaf) ?? '') && ['description', 'name', 'value'].includes(key));
    if (typed && wordOf(leaf.value) === 'invalid') return { rank: 2, value: false };
    return undefined;
  });
}

const REASON_KEYS = new Set(['validationerrors', 'validationerror', 'invalidreason', 'reason', 'reasons', 'validationresult']);

function invalidReason(list: readonly Leaf[]): string | undefined {
  return best(list, (leaf) => {
    if (!REASON_KEYS.has(last(leaf))) return undefined;
    const t = text(leaf.value);
    if (!t || t.length > 200) return undefined;
    // Codes such as TOO_SHORT or invalid_country_code become words; a sentence stays as written.
    return { rank: 0, value: /^[A-Za-z0-9_]+$/.test(t) ? termWords(t) : t };
  });
}

/** Keys under which a network's name is never the number's own carrier. */
const NOT_THE_CARRIER = /roaming|serving|visited|caller|forward|previous|lrn/;
const CARRIER_KEY =
  /^(current|ported|normali[sz]ed|primary|spid|altspid|mobile|home|original|origin|prefix|number)?(carrier|operator|network|provider|mno|telco)s?(name)?$/;
const CARRIER_PARENT = /carrier|operator|network|provider|mno|telco/;

/** A carrier's name has letters ("BT", "O2", "3 Ireland" do); "310260", "262-01" and "unknown" are not names. */
function carrierName(value: unknown): string | undefined {
  const t = text(value);
  if (!t || !/\p{L}/u.test(t) || /^(unknown|unavailable|other|n\/?a)$/i.test(t)) return undefined;
  if (/^[\d\s\-/.:]+$/.test(t)) return undefined;
  return t;
}

function carrier(list: readonly Leaf[]): string | undefined {
  return best(list, (leaf) => {
    if (under(leaf, NOT_THE_CARRIER, true)) return undefined;
    const key = last(leaf);
    const named = CARRIER_KEY.test(key) || key === 'networkoperator' || key === 'serviceprovider';
    const inside =
      parent(leaf) !== undefined &&
      CARRIER_PARENT.test(parent(leaf) ?? '') &&
      ['name', 'carriername', 'operatorname', 'displayname', 'brand'].includes(key);
    if (!named && !inside) return undefined;
    const name = carrierName(leaf.value);
    if (!name) return undefined;
    // The number's current carrier before the one it was first given to.
    const original = under(leaf, /original|origin/, true);
    return { rank: original ? 1 : 0, value: name };
  });
}

const LINE_KEYS = new Set([
  'linetype',
  'numbertype',
  'phonetype',
  'phonenumbertype',
  'networktype',
  'carriertype',
  'connectiontype',
  'servicetype',
  'line',
  'kind',
]);
const LINE_PARENT = /line|carrier|network|phone|number|operator/;

interface LineRead {
  kind?: LineKind;
  term: string;
}

function lineType(list: readonly Leaf[]): LineRead | undefined {
  return best<LineRead>(list, (leaf) => {
    if (under(leaf, /roaming|caller|error|record|request|original/, true)) return undefined;
    const key = last(leaf);
    const p = parent(leaf);
    // `phone_type: {code: "2", description: "MOBILE"}`: the words, not the code.
    const coded = p !== undefined && LINE_KEYS.has(p) && ['description', 'name', 'label', 'value', 'text'].includes(key);
    const named = LINE_KEYS.has(key) || coded;
    const typed = key === 'type' && (p === undefined || LINE_PARENT.test(p));
    if (named || typed || key === 'type') {
      const term = text(leaf.value);
      if (!term) return undefined;
      // One-letter codes (Syniverse-like "M", "L") only where the key says it is a line type.
      const kind = term.length === 1 && !named ? undefined : lineKindOf(term);
      if (kind) return { rank: named || typed ? 0 : 1, value: { kind, term } };
      if ((named || typed) && isOtherLineTerm(term)) return { rank: 3, value: { term } };
      return undefined;
    }
    // `is_mobile: true` (Neutrino-like) when nothing names the type.
    const flagKinds: Record<string, LineKind> = {
      ismobile: 'mobile',
      isvoip: 'voip',
      voip: 'voip',
      islandline: 'landline',
      istollfree: 'toll-free',
    };
    const flagKind = flagKinds[key];
    if (flagKind && yesNo(leaf.value) === true) return { rank: 2, value: { kind: flagKind, term: leaf.key } };
    return undefined;
  });
}

export function readSummary(body: unknown, ctx: ReadContext = {}): ResultSummary {
  const summary: ResultSummary = {};
  if (typeof body !== 'object' || body === null) return summary;
  const list = leaves(body);
  const put = <K extends keyof ResultSummary>(k: K, v: ResultSummary[K] | undefined) => {
    if (v !== undefined) summary[k] = v;
  };

  const line = lineType(list);
  const valid = validity(list);
  put('valid', valid);
  if (valid === false) put('invalidReason', invalidReason(list));
  const forms = readNumberForms(list, ctx.e164);
  put('e164', forms.e164);
  put('international', forms.international);
  put('national', forms.national);
  const place = readPlace(list);
  put('countryCode', place.countryCode);
  put('countryName', place.countryName);
  put('carrier', carrier(list));
  if (line) {
    put('lineType', line.kind);
    put('lineTypeTerm', line.term);
  }
  put('location', place.location);
  const prepaidTerm = line && reduceTerm(line.term) === 'prepaid' ? true : undefined;
  Object.assign(summary, readFlags(list, prepaidTerm ? { prepaid: true } : {}));
  put('balance', readBalance(body, 'check'));
  return summary;
}
