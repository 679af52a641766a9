import { parsePhoneNumberFromString as p } from 'libphonenumber-js/min';
import { createPhoneDetector } from './utils/phone-detect.ts';
let seed = 11; const rnd = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
let mism = 0, n = 0;
const dets: Record<string, any> = {};
for (let i = 0; i < 60000; i++) {
  const c = ['US', 'CA', 'US', 'GB', 'DE', 'JM', 'PR'][i % 7]!;
  let d = ''; const len = rnd() < 0.5 ? 10 : 11; for (let k = 0; k < len; k++) d += Math.floor(rnd() * 10);
  if (len === 11 && rnd() < 0.7) d = '1' + d.slice(1);
  // bias toward real area codes
  if (rnd() < 0.5) { const ac = ['212','415','650','876','787','268','441','809','416','604','555','800','900','242','345','684']; d = (len === 11 ? '1' : '') + ac[Math.floor(rnd()*ac.length)] + d.slice(len === 11 ? 4 : 3); }
  const input = rnd() < 0.4 ? '+1' + d.slice(d.length - 10) : d;
  const det = (dets[c] ??= createPhoneDetector(c as any));
  const intl = input.startsWith('+') || (det.plan.idd?.test(input) ?? false);
  const lib = p(input, c as any);
  const libRes = lib && lib.isPossible() ? { e164: lib.number, valid: lib.isValid() } : null;
  const mine = det.parseUncached(input, intl);
  n++; if (JSON.stringify(libRes) !== JSON.stringify(mine)) { mism++; if (mism < 10) console.log(c, input, libRes, mine); }
}
console.log('mismatches', mism, 'of', n);
