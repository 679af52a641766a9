import { parsePhoneNumberFromString as p, findNumbers } from 'libphonenumber-js/max';
import { findPhoneNumbers } from './utils/phone-detect.ts';
const N: [string, string|undefined][] = [["033316005","NZ"],["03-331 6005","NZ"],["03 331 6005","NZ"],["0064 3 331 6005","NZ"],["01164 3 331 6005","US"],["+64 3 331 6005","US"],["64(0)64123456","NZ"],["123/45678","DE"],["123-456-7890","US"],
["+1 (650) 333-6000","NZ"],["1-650-333-6000","US"],["0011-650-333-6000","SG"],["0081-650-333-6000","SG"],["0191-650-333-6000","SG"],["0~01-650-333-6000","PL"],["++1 (650) 333-6000","PL"],["\uFF0B1 (650) 333-6000","SG"],["\uFF0B\uFF11\u3000\uFF08\uFF16\uFF15\uFF10\uFF09\u3000\uFF13\uFF13\uFF13\uFF0D\uFF16\uFF10\uFF10\uFF10","SG"],
["+39 02-36618 300","NZ"],["02-36618 300","IT"],["312 345 678","IT"],
["+54 9 343 555 1212","AR"],["0343 15 555 1212","AR"],["+54 9 3715 65 4320","AR"],["03715 15 65 4320","AR"],["+54 11 3797 0000","AR"],["011 3797 0000","AR"],["+54 3715 65 4321","AR"],["03715 65 4321","AR"],["+54 23 1234 0000","AR"],["023 1234 0000","AR"],
["(0xx) 123456789","AR"],["(0xx) 123456789 x 1234","AR"],["011xx5481429712","US"],
["+52 (449)978-0001","MX"],["01 (449)978-0001","MX"],["(449)978-0001","MX"],["+52 1 33 1234-5678","MX"],["044 (33) 1234-5678","MX"],["045 33 1234-5678","MX"],
["+64 3 331 6005",undefined],
["03 331 6005 ext 3456","NZ"],["03-3316005x3456","NZ"],["03-3316005 int.3456","NZ"],["03 3316005 #3456","NZ"],["0~0 1800 7493 524","PL"],["(1800) 7493.524","US"],["0~0 1800 7493 524 ~1234","PL"],["+44 2034567890x456","NZ"],["+44 2034567890x456","GB"],["+44 2034567890 x456","GB"],["+44 2034567890 X456","GB"],["+44 2034567890 X 456","GB"],["+44 2034567890 X  456","GB"],["+44 2034567890  X 456","GB"],
["(800) 901-3355 x 7246433","US"],["(800) 901-3355 , ext 7246433","US"],["(800) 901-3355 ,extension 7246433","US"],["(800) 901-3355 ,x 7246433","US"],["(800) 901-3355 ext: 7246433","US"],["0 3   3 3 1   6 0 0 5","NZ"],
["4156667777","US"],["415-666-7777","US"],["415/666-7777","US"],["(415) 6667777","US"],["415-6667777","US"],["+1 415-666-7777","US"],["0800-2491234","DE"],["01 (33) 3461 2234","MX"],["(33) 3461 2234","MX"],["7121115678","US"],["(20) 3346 1234","GB"],["65 02 53 00 00","US"],["6502 538365","US"],["650//253-1234","US"],["650/253/1234","US"],["+494949-4-94","DE"],["1800-10-10 22","AU"]];
const C: [string,string][] = [["",""],["   ","\t"],["Hello ",""],[""," to call me!"],["Hi there, call "," to reach me!"],["Hi there, call ",", or don't"],["Hi call",""],["","forme"],["Hi call","forme"],["It's cheap! Call "," before 6:30"],["Call "," or +1800-123-4567!"],["Call me on June 21 at",""],["As quoted by Alfonso 12-15 (2009), you may call me at ",""],["As quoted by Alfonso et al. 12-15 (2009), you may call me at ",""],["As I said on 03/10/2011, you may call me at ",""],["",", 45 days a year"],["Call ","/x12 more"],["It's only 9.99! Call "," to buy"],["Call me on 21.6.1984 at ",""],["Call me on 06/21 at ",""],["Call me on 21.6. at ",""],["Call me on 06/21/84 at ",""],["$20 ",""],[""," 100$"],["abc","def"],["abc",""],["","def"],["\u00C9",""],["e\u0301",""],["$",""],["","$"],["\u00A3",""],["","%"],["\u6211\u7684\u7535\u8BDD\u53F7\u7801\u662F",""],["","\u662F\u6211\u7684\u7535\u8BDD\u53F7\u7801"],["My number-",""],["",".Nice day."],["Tel:","."],["Tel: "," on Saturdays."]];
const naive = (t: string, c: any) => (findNumbers(t, { defaultCountry: c, v2: true, leniency: 'POSSIBLE' } as any) as any[]).map(m => ({ start: m.startsAt, end: m.endsAt, number: m.number.number }));
const naiveV = (t: string, c: any) => (findNumbers(t, { defaultCountry: c, v2: true } as any) as any[]).map(m => ({ start: m.startsAt, end: m.endsAt, number: m.number.number }));
const stats: Record<string, number[]> = {};
const perCtx: Record<string, number[]> = {}; const misses: string[] = [];
for (const [num, reg] of N) {
  for (const [pre, post] of C) {
    const t = pre + num + post; const start = pre.length, end = start + num.length;
    for (const [name, fn] of [['ours', (t: string, c: any) => findPhoneNumbers(t, c)], ['naiveV', naiveV], ['naiveP', naive]] as const) {
      const got = fn(t, reg); const hit = got.some(g => g.start === start && g.end === end);
      (stats[name] ??= [0, 0])[0] += hit ? 1 : 0; stats[name]![1]++;
      if (name === 'ours') { (perCtx[JSON.stringify([pre,post])] ??= [0,0])[0] += hit?1:0; perCtx[JSON.stringify([pre,post])]![1]++; if (!hit && pre === '' && post === '') misses.push(`${num} ${reg} -> ${JSON.stringify(got.map(g=>t.slice(g.start,g.end)))}`); }
    }
  }
}
console.log(stats); for (const [k,v] of Object.entries(perCtx)) console.log(v.join('/'), k); console.log(misses.join('\n'));
console.log('--- naiveV hit, ours miss');
const cnt: Record<string, number> = {};
for (const [num, reg] of N) for (const [pre, post] of C) {
  const t = pre + num + post; const start = pre.length, end = start + num.length;
  const h = (got: any[]) => got.some(g => g.start === start && g.end === end);
  if (h(naiveV(t, reg)) && !h(findPhoneNumbers(t, reg as any))) { const k = `${num} ${reg}`; cnt[k] = (cnt[k] ?? 0) + 1; if (cnt[k] === 1) console.log(JSON.stringify(t), reg, JSON.stringify(findPhoneNumbers(t, reg as any).map(g=>t.slice(g.start,g.end)))); }
}
console.log(cnt);
