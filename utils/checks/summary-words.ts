// A check's summary in the words people use: "Valid", "Not valid — too short", "Mobile",
// "Germany (DE)", "Ported", "Risk 87/100". One place, so the popup, the in-page card, the
// notification, the copied text and the CSV say the same thing.

import { countryName as regionName } from '../i18n/format';
import { t } from '../i18n/t';
import { extensionLabel, isDialPause } from '../phone/typed-number';
import type { ResultSummary } from '../service/answer-reader';
import { lineTypeWords } from '../service/line-type';
import type { CheckRecord } from './check-record';
import { verdictOf, verdictWords } from './verdict';

export function validityWords(s: ResultSummary): string {
  return verdictWords(verdictOf(s));
}

/**
 * "Not valid — too short": the verdict with the service's reason when it gave one, else the
 * extension's own (`fallback`, the record's reason from the numbering plan).
 */
export function validityWithReason(s: ResultSummary, fallback?: string): string {
  const base = validityWords(s);
  const why = s.invalidReason ?? fallback;
  if (s.valid !== false || !why) return base;
  return t('validity_withReason', { verdict: base, reason: `${why.charAt(0).toLowerCase()}${why.slice(1)}` });
}

/** The country's name: in the UI's language when its code is known, else as the service wrote it. */
export function countryNameOf(s: ResultSummary): string | undefined {
  return (s.countryCode ? regionName(s.countryCode) : undefined) ?? s.countryName ?? s.countryCode;
}

/** "Germany (DE)", "Deutschland (DE)": named in the UI's language when the code is known. */
export function countryWords(s: ResultSummary): string | undefined {
  const { countryCode } = s;
  const name = (countryCode ? regionName(countryCode) : undefined) ?? s.countryName;
  if (name && countryCode && name.toUpperCase() !== countryCode) return `${name} (${countryCode})`;
  return name ?? countryCode;
}

export function lineWords(s: ResultSummary): string | undefined {
  return lineTypeWords(s.lineType, s.lineTypeTerm);
}

/** The flags worth a word: what is notable, not what is ordinary ("not ported" says nothing). */
export function flagWords(s: ResultSummary): string[] {
  const out: string[] = [];
  if (s.reachable === false) out.push(t('flag_notReachable'));
  if (s.ported) out.push(t('flag_ported'));
  if (s.roaming) out.push(t('flag_roaming'));
  if (s.prepaid) out.push(t('flag_prepaid'));
  if (s.disposable) out.push(t('flag_disposable'));
  if (s.spam) out.push(t('flag_spam'));
  if (s.riskScore !== undefined) out.push(t('flag_riskScore', { score: s.riskScore }));
  // The service's own word for the level ("high"), as it wrote it.
  else if (s.riskLevel) out.push(t('flag_riskLevel', { level: `${s.riskLevel.charAt(0).toUpperCase()}${s.riskLevel.slice(1)}` }));
  return out;
}

/** Everything the summary line shows after the verdict, in order. */
export function factWords(s: ResultSummary): string[] {
  return [countryWords(s), s.carrier, lineWords(s), s.location, ...flagWords(s)].filter((x): x is string => !!x);
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The number as people read it: the service's international form when it is the same number,
 * else the extension's own E.164. Never a bare digit string ("14155550100").
 */
export function displayNumber(record: Pick<CheckRecord, 'e164' | 'summary'>): string {
  const intl = record.summary.international;
  if (intl?.trim().startsWith('+') && digitsOf(intl) === digitsOf(record.e164)) return intl;
  return record.e164;
}

/** The number as people read it with its extension or dial pause: "+1 415 555 0132 ext. 204". */
export function numberWithExtension(record: Pick<CheckRecord, 'e164' | 'summary' | 'extension'>): string {
  const number = displayNumber(record);
  return record.extension ? `${number}${extensionLabel(record.extension)}` : number;
}

/** What became of the extension: sent with the number, or kept here while the line was checked. */
export function extensionWords(record: Pick<CheckRecord, 'extension' | 'extensionSent'>): string | undefined {
  const ext = record.extension;
  if (!ext) return undefined;
  if (isDialPause(ext)) return t(record.extensionSent ? 'extension_pauseSent' : 'extension_pauseKept', { ext });
  return t(record.extensionSent ? 'extension_sent' : 'extension_kept', { ext });
}
