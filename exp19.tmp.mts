import { readFileSync } from 'node:fs';
import { createPhoneDetector } from './utils/phone-detect.ts';
const text = readFileSync('/tmp/dense.txt', 'utf8');
const found = createPhoneDetector('US').find(text);
const lines = text.split('\n').length;
const counts = new Map<string, number>();
for (const m of found) { const s = text.slice(m.start, m.end).replace(/\d/g, 'd'); counts.set(s, (counts.get(s) ?? 0) + 1); }
console.log('lines', lines, 'found', found.length);
console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 30));
