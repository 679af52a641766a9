import { findPhoneNumbers } from './utils/phone-detect.ts';
import { splitRun } from './utils/phone-prefilter.ts';
import { markTrapGroups } from './utils/phone-traps.ts';
const t = 'Tel. 089/12 34 56-0';
const r = splitRun(t, 5, t.length); console.log(r.groups.map(g => [g.digits, g.sepBefore]), markTrapGroups(t, r));
console.log(findPhoneNumbers(t, 'DE'), findPhoneNumbers('089/12 34 56', 'DE'), findPhoneNumbers('089 12 34 56-0', 'DE'));
