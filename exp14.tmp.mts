import { parsePhoneNumberFromString as p } from 'libphonenumber-js/core';
import data from './utils/phone-metadata.json';
const md = (data as any).metadata;
const xs = ['9259907430', '5551234567', '+17537625365', '+442007415013', '+4930123456789', '+33136103051', '011442007415013', '18007537625', '1700382915651'];
for (const s of xs) { const N = 20000; for (let r = 0; r < 2; r++) { const t0 = performance.now(); for (let i = 0; i < N; i++) { const x = p(s, 'US', md); x?.isPossible(); } if (r) console.log(s.padEnd(16), ((performance.now() - t0) / N * 1000).toFixed(2), 'us'); } }
