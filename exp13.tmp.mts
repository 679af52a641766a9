import { createPhoneDetector } from './utils/phone-detect.ts';
import { readFileSync } from 'node:fs';
const text = readFileSync('/tmp/dense.txt', 'utf8');
const d = createPhoneDetector('US') as any;
const orig = d.parseUncached.bind(d); let calls = 0; const samples: string[] = []; let nulls = 0;
d.parseUncached = (input: string, intl: boolean) => { calls++; const r = orig(input, intl); if (!r) { nulls++; if (samples.length < 15) samples.push(input); } return r; };
const n = d.find(text).length; console.log('found', n, 'parse calls', calls, 'null', nulls, samples);
