// Facts the richer lookup APIs add (network codes, porting, roaming, reachability, prepaid, a risk
// score), made up deterministically from the number like the carrier name, so the dialects that
// model those APIs can put numeric codes beside names and flags where a reader must find them.

import { madeUpCarrier, type NumberInfo, stableHash } from './number-info.ts';

export interface NumberExtras {
  /** Mobile country code: three digits. */
  mcc: string;
  /** Mobile network code: two digits. */
  mnc: string;
  ported: boolean;
  /** The carrier the number was first given to (another name when ported). */
  originalCarrier: string | null;
  roaming: boolean;
  reachable: boolean;
  prepaid: boolean;
  /** 0–100. */
  riskScore: number;
  /** A spam report, for the risk-scoring dialects. */
  spam: boolean;
}

// Real MCCs of a few countries, so codes look right; any other country gets a made-up one.
const MCC: Readonly<Record<string, string>> = {
  US: '310',
  CA: '302',
  GB: '234',
  DE: '262',
  FR: '208',
  IT: '222',
  ES: '214',
  NL: '204',
  CH: '228',
  AT: '232',
  BE: '206',
  PL: '260',
  SE: '240',
  IN: '404',
  AU: '505',
  JP: '440',
  BR: '724',
};

export function extrasOf(info: NumberInfo): NumberExtras {
  const h = stableHash(`extras:${info.e164}`);
  const mobile = info.lineType === 'mobile' || info.lineType === 'fixed_line_or_mobile';
  const ported = mobile && h % 3 === 0;
  return {
    mcc: (info.countryCode && MCC[info.countryCode]) ?? String(200 + (h % 600)),
    mnc: String((h >>> 4) % 90).padStart(2, '0'),
    ported,
    originalCarrier: info.carrier === null ? null : ported ? madeUpCarrier(`${info.e164}#first`) : info.carrier,
    roaming: mobile && h % 7 === 0,
    reachable: info.valid && h % 11 !== 0,
    prepaid: mobile && h % 4 === 1,
    riskScore: info.valid ? (h >>> 8) % 100 : 100,
    spam: info.valid && (h >>> 8) % 100 >= 90,
  };
}

/** A balance in money: one credit of the stand-in costs one cent. */
export function moneyOf(credits: number): number {
  return Math.round(credits) / 100;
}

/** "1000.00": money as the APIs that send it as a string write it. */
export function moneyText(credits: number, decimals = 2): string {
  return moneyOf(credits).toFixed(decimals);
}
