import { parsePhoneNumberFromString as p } from 'libphonenumber-js/min';
import { createPhoneDetector } from './utils/phone-detect.ts';
let seed = 7; const rnd = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff; };
const countries = ['US','CA','GB','DE','FR','IT','ES','NL','BE','CH','AT','SE','NO','DK','FI','PL','CZ','RU','UA','TR','JP','CN','KR','IN','AU','NZ','BR','MX','AR','ZA','SG','HK','IL','AE','SA','EG','NG','KE','ID','MY','TH','VN','PH','IE','PT','GR','HU','RO'];
let mism = 0, n = 0;
for (let i = 0; i < 30000; i++) {
  const c = countries[Math.floor(rnd() * countries.length)]!;
  const len = 7 + Math.floor(rnd() * 8);
  let d = ''; for (let k = 0; k < len; k++) d += Math.floor(rnd() * 10);
  if (rnd() < 0.3) d = '0' + d.slice(1);
  const input = rnd() < 0.3 ? '+' + d : d;
  const lib = p(input, c as any);
  const ours = createPhoneDetector(c as any) as any;
  const mine = ours.parse(input, input.startsWith('+') || (ours.plan.idd?.test(input) ?? false));
  const libRes = lib && lib.isPossible() ? { e164: lib.number, valid: lib.isValid() } : null;
  n++;
  if (JSON.stringify(libRes) !== JSON.stringify(mine)) { mism++; if (mism < 10) console.log(c, input, libRes, mine); }
}
console.log('mismatches', mism, 'of', n);
