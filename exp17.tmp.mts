import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { readPhoneDigits } from './utils/phone-numbering.ts';
import { getCountries } from 'libphonenumber-js/min';
const all = getCountries();
let seed = 99; const random = () => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return seed / 2 ** 32; };
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
let diff = 0; const N = 200000;
for (let i = 0; i < N; i++) {
  const country = all[i % all.length]!; const kind = Math.floor(random() * 5);
  let input: string;
  if (kind === 0) input = `+1${digits(10)}`; else if (kind === 1) input = `+${digits(7 + Math.floor(random() * 9))}`;
  else if (kind === 2) input = `0${digits(5 + Math.floor(random() * 10))}`; else if (kind === 3) input = `00${digits(8 + Math.floor(random() * 8))}`;
  else input = `${1 + Math.floor(random() * 9)}${digits(5 + Math.floor(random() * 10))}`;
  const phone = parsePhoneNumberFromString(input, country);
  const lib = phone?.isPossible() ? { e164: phone.number, valid: phone.isValid() } : null;
  const ours = readPhoneDigits(input, country);
  if (JSON.stringify(ours) !== JSON.stringify(lib)) { diff++; if (diff < 15) console.log(country, input, ours, lib); }
}
console.log('differences', diff, 'of', N);
