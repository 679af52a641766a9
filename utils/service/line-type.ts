import { type PlainKey, t } from '../i18n/t';
// Line types under the names services give them (`fixed_line`, `FIXED_LINE`, `landline`,
// `nonFixedVoip`, `Wireless`, `landline_tollfree`, `TOLLFREE`, `M`…), told as one small vocabulary,
// and said in words people use.

export const LINE_KINDS = [
  'mobile',
  'landline',
  'landline-or-mobile',
  'voip',
  'toll-free',
  'premium',
  'shared-cost',
  'pager',
  'personal',
  'voicemail',
  'unknown',
] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** Reduced terms (lower case, letters and digits only) → kind. */
const TERMS: Readonly<Record<string, LineKind>> = {
  mobile: 'mobile',
  mobilephone: 'mobile',
  cell: 'mobile',
  cellular: 'mobile',
  cellphone: 'mobile',
  wireless: 'mobile',
  gsm: 'mobile',
  m: 'mobile',
  prepaid: 'mobile',
  postpaid: 'mobile',
  landline: 'landline',
  fixed: 'landline',
  fixedline: 'landline',
  fixedlinenumber: 'landline',
  land: 'landline',
  wireline: 'landline',
  geographic: 'landline',
  l: 'landline',
  fixedlineormobile: 'landline-or-mobile',
  mobileorfixedline: 'landline-or-mobile',
  landlineormobile: 'landline-or-mobile',
  voip: 'voip',
  fixedvoip: 'voip',
  nonfixedvoip: 'voip',
  virtual: 'voip',
  tollfree: 'toll-free',
  freephone: 'toll-free',
  landlinetollfree: 'toll-free',
  premium: 'premium',
  premiumrate: 'premium',
  landlinepremium: 'premium',
  sharedcost: 'shared-cost',
  pager: 'pager',
  paging: 'pager',
  personal: 'personal',
  personalnumber: 'personal',
  voicemail: 'voicemail',
  voicemailaccess: 'voicemail',
  unknown: 'unknown',
};

export function reduceTerm(term: string): string {
  return term
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** The kind a service's term names; undefined when the term is not a line type we know. */
export function lineKindOf(term: unknown): LineKind | undefined {
  if (typeof term !== 'string') return undefined;
  return TERMS[reduceTerm(term)];
}

/**
 * Terms that are line types we have no kind for (`satellite`, `uan`, `special`, `payphone`…): shown
 * in the service's words rather than forced into one.
 */
const OTHER_TERMS = new Set([
  'satellite',
  'uan',
  'universalaccessnumber',
  'special',
  'payphone',
  'shortcode',
  'standardrate',
  'emergency',
  'restricted',
  'other',
  'machinetomachine',
  'm2m',
  'iot',
]);

export function isOtherLineTerm(term: unknown): boolean {
  return typeof term === 'string' && OTHER_TERMS.has(reduceTerm(term));
}

const WORDS: Readonly<Record<LineKind, PlainKey>> = {
  mobile: 'line_mobile',
  landline: 'line_landline',
  'landline-or-mobile': 'line_landlineOrMobile',
  voip: 'line_voip',
  'toll-free': 'line_tollFree',
  premium: 'line_premium',
  'shared-cost': 'line_sharedCost',
  pager: 'line_pager',
  personal: 'line_personal',
  voicemail: 'line_voicemail',
  unknown: 'line_unknown',
};

/** A term written as words: `TOLL_FREE` → "Toll free", `nonFixedVoip` → "Non fixed voip". */
export function termWords(term: string): string {
  const spaced = term
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * Words for a line type as a summary holds it: a kind, or (in records kept before kinds existed, or
 * for a term with no kind) the service's own term, read again.
 */
export function lineTypeWords(lineType: string | undefined, term?: string): string | undefined {
  if (!lineType) return term ? termWords(term) : undefined;
  const kind = (LINE_KINDS as readonly string[]).includes(lineType) ? (lineType as LineKind) : lineKindOf(lineType);
  if (kind) return t(WORDS[kind]);
  return termWords(term ?? lineType);
}
