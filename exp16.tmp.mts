import { createPhoneDetector } from './utils/phone-detect.ts';
import { readFileSync } from 'node:fs';
const text = readFileSync('/tmp/dense.txt', 'utf8');
for (let r = 0; r < 3; r++) {
const d = createPhoneDetector('US') as any;
let tp = 0, te = 0, tc = 0, tm = 0;
const op = d.parseUncached.bind(d); d.parseUncached = (a: string, b: boolean) => { const t0 = performance.now(); const x = op(a, b); tp += performance.now() - t0; return x; };
const oc = d.contextAt.bind(d); d.contextAt = (a: any, b: number, c: number) => { const t0 = performance.now(); const x = oc(a, b, c); tc += performance.now() - t0; return x; };
const t0 = performance.now(); const n = d.find(text).length; const tt = performance.now() - t0;
console.log(n, 'total', tt.toFixed(0), 'parse', tp.toFixed(0), 'context', tc.toFixed(0));
}
