// The flags people act on when a service gives them: ported, roaming, reachable, prepaid,
// disposable, reported for spam, and a risk score or level.

import { best, type Leaf, last, parent, text, under, wordOf, yesNo } from './answer-walk';

export interface Flags {
  ported?: boolean;
  roaming?: boolean;
  reachable?: boolean;
  prepaid?: boolean;
  disposable?: boolean;
  spam?: boolean;
  /** 0–100, higher is riskier. */
  riskScore?: number;
  /** The service's own level word ("low", "high"). */
  riskLevel?: string;
}

type Reader = (leaf: Leaf) => boolean | undefined;

function flag(list: readonly Leaf[], read: Reader): boolean | undefined {
  return best(list, (leaf) => {
    const v = read(leaf);
    return v === undefined ? undefined : { rank: 0, value: v };
  });
}

const PORTED_KEYS = new Set([
  'ported',
  'isported',
  'numberported',
  'portedstatus',
  'portingstatus',
  'portabilitystatus',
  'portstatus',
]);
const PORTED_WORDS: Record<string, boolean> = {
  ported: true,
  assumedported: true,
  notported: false,
  assumednotported: false,
};

const ported: Reader = (leaf) => {
  if (!PORTED_KEYS.has(last(leaf))) return undefined;
  const w = wordOf(leaf.value);
  return (w !== undefined ? PORTED_WORDS[w] : undefined) ?? yesNo(leaf.value);
};

const ROAMING_WORDS: Record<string, boolean> = { roaming: true, notroaming: false, home: false, international: true };

const roaming: Reader = (leaf) => {
  const key = last(leaf);
  const inRoaming = parent(leaf) === 'roaming' || parent(leaf) === 'roamingstatus';
  if (!['roaming', 'isroaming', 'roamingstatus'].includes(key) && !(inRoaming && ['status', 'state', 'isroaming'].includes(key)))
    return undefined;
  const w = wordOf(leaf.value);
  return (w !== undefined ? ROAMING_WORDS[w] : undefined) ?? yesNo(leaf.value);
};

const REACHABLE_WORDS: Record<string, boolean> = {
  reachable: true,
  active: true,
  ok: true,
  live: true,
  connected: true,
  delivered: true,
  deliveredtohandset: true,
  inservice: true,
  unreachable: false,
  notreachable: false,
  absent: false,
  absentsubscriber: false,
  undeliverable: false,
  inactive: false,
  disconnected: false,
  dead: false,
  badnumber: false,
  notinservice: false,
  unknownsubscriber: false,
  blacklisted: false,
};
const REACHABLE_KEYS = new Set([
  'reachable',
  'isreachable',
  'reachability',
  'active',
  'isactive',
  'linestatus',
  'hlrstatus',
  'subscriberstatus',
  'numberstatus',
  'activestatus',
  'livestatus',
]);

const reachable: Reader = (leaf) => {
  const key = last(leaf);
  if (key === 'disconnected' || key === 'isdisconnected') {
    const v = yesNo(leaf.value);
    return v === undefined ? undefined : !v;
  }
  // An HLR answer's delivery status (`status: {groupName: "DELIVERED"}`, `hlr: {status: "active"}`).
  const hlrGroup =
    (parent(leaf) === 'status' && key === 'groupname') ||
    (/hlr|subscriber|handset|device|line$/.test(parent(leaf) ?? '') && (key === 'status' || key === 'state'));
  if (!REACHABLE_KEYS.has(key) && !hlrGroup) return undefined;
  const w = wordOf(leaf.value);
  if (w !== undefined && w in REACHABLE_WORDS) return REACHABLE_WORDS[w];
  return hlrGroup ? undefined : yesNo(leaf.value);
};

const prepaid: Reader = (leaf) => {
  const key = last(leaf);
  if (key === 'prepaid' || key === 'isprepaid') return yesNo(leaf.value);
  if (['subscriptiontype', 'accounttype', 'paymenttype', 'billingtype', 'contracttype'].includes(key)) {
    const w = wordOf(leaf.value);
    return w === 'prepaid' ? true : w === 'postpaid' || w === 'contract' ? false : undefined;
  }
  return undefined;
};

const disposable: Reader = (leaf) =>
  [
    'disposable',
    'isdisposable',
    'temporary',
    'istemporary',
    'temporaryphonenumber',
    'istemporaryphonenumber',
    'burner',
    'isburner',
  ].includes(last(leaf))
    ? yesNo(leaf.value)
    : undefined;

const spam: Reader = (leaf) =>
  [
    'spammer',
    'spam',
    'isspam',
    'spamlikely',
    'scamlikely',
    'recentabuse',
    'isabusedetected',
    'abusedetected',
    'fraudulent',
    'isfraud',
  ].includes(last(leaf))
    ? yesNo(leaf.value) === true
      ? true
      : undefined
    : undefined;

const SCORE_KEYS = new Set(['fraudscore', 'riskscore', 'spamscore', 'abusescore', 'smspumpingriskscore', 'reputationscore']);

function riskScore(list: readonly Leaf[]): number | undefined {
  return best(list, (leaf) => {
    const key = last(leaf);
    const inRisk = under(leaf, /risk|fraud/) && key === 'score';
    if (!SCORE_KEYS.has(key) && !inRisk) return undefined;
    const n = typeof leaf.value === 'number' ? leaf.value : Number(text(leaf.value) ?? Number.NaN);
    if (!Number.isFinite(n) || n < 0 || n > 100) return undefined;
    // 0.1 on a 0–1 scale is 10 on ours; 1 alone is read as 1 out of 100.
    return { rank: 0, value: Math.round(!Number.isInteger(n) && n <= 1 ? n * 100 : n) };
  });
}

function riskLevel(list: readonly Leaf[]): string | undefined {
  return best(list, (leaf) => {
    const key = last(leaf);
    if (key !== 'risklevel' && key !== 'fraudlevel' && !(parent(leaf) === 'risk' && key === 'level') && key !== 'risk')
      return undefined;
    const t = text(leaf.value);
    return t && /^[a-z\s_-]{2,20}$/i.test(t) && !/^unknown$/i.test(t)
      ? { rank: 0, value: t.toLowerCase().replace(/[_-]/g, ' ') }
      : undefined;
  });
}

export function readFlags(list: readonly Leaf[], lineTerms: { prepaid?: boolean } = {}): Flags {
  const out: Flags = {};
  const set = <K extends keyof Flags>(k: K, v: Flags[K] | undefined) => {
    if (v !== undefined) out[k] = v;
  };
  set('ported', flag(list, ported));
  set('roaming', flag(list, roaming));
  set('reachable', flag(list, reachable));
  set('prepaid', flag(list, prepaid) ?? lineTerms.prepaid);
  set('disposable', flag(list, disposable));
  set('spam', flag(list, spam));
  set('riskScore', riskScore(list));
  set('riskLevel', riskLevel(list));
  return out;
}
