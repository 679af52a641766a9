// The label before a number: words that say nothing are remembered as such (context-words.ts), so
// the answers must not depend on which texts were read before, nor a label turn plain once seen.
import { describe, expect, it } from 'vitest';
import { type Context, contextAfter, contextBefore } from '@/utils/phone/context-words';

/** [text with "|" where the number starts, the label's sign] */
const CASES: [string, Context][] = [
  ['Call |555 0100', 1],
  ['Or try again tomorrow, then the office line |555 0100', 1],
  ['Order line |555 0100', 1],
  ['Invoice line no. |5550100', -1],
  ['Order no. |5550100', -1],
  ['Phone no. |5550100', 1],
  ['Customer no. |5550100', -1],
  ['Customer service |5550100', 0],
  ['Toll free |800 555 0100', 1],
  ['Free |800 555 0100', 0],
  ['Social security |123456789', -1],
  ['Security desk |555 0100', 0],
  ['Text us |555 0100', 1],
  ['Tell us |555 0100', 0],
  ['WhatsApp ID |5550100', 1], // "ID" says nothing after WhatsApp; WhatsApp is a phone word
  ['ID |5550100', -1],
  ['T: |555 0100', 1],
  ['Bestellnummer |5550100', -1],
  ['Kundentelefon |5550100', 1],
  ['電話 |03 1234 5678', 1],
  ['Anna: |+44 20 7946 0000', 0],
  ['Words about the weather and time. Or try |555 0100', 0],
];

const signOf = (text: string): Context => contextBefore(text.replace('|', ''), text.indexOf('|'));

describe('contextBefore', () => {
  it('reads each label as it stands', () => {
    for (const [text, sign] of CASES) expect([text, signOf(text)]).toEqual([text, sign]);
  });

  it('gives the same answers whatever was read before (its remembered plain words)', () => {
    const first = CASES.map(([text]) => signOf(text));
    // Read again in reverse order and after every word of every case was read as a plain one.
    for (const [text] of CASES) for (const w of text.split(/[\s|:.]+/)) contextBefore(`${w} ${w} 5550100`, w.length * 2 + 2);
    const again = [...CASES].reverse().map(([text]) => signOf(text));
    expect(again.reverse()).toEqual(first);
  });
});

describe('contextAfter', () => {
  it('reads a label right after the number', () => {
    const cases: [string, Context][] = [
      [' (fax)', 1],
      ['(Tel) or', 1],
      ['   ( mobile', 1],
      ['\u00a0(home)', 1],
      ['\t(work)', 1],
      [' is my number', 1],
      [' IS OUR PHONE NUMBER', 1],
      [' Was the fax number', 1],
      [' is mine', 0],
      [' which is my number', 0],
      [' (room 12)', 0],
      [', fax', 0],
      ['', 0],
      ['                                 (fax)', 0],
    ];
    for (const [after, sign] of cases) expect([after, contextAfter(`5550100${after}`, 7)]).toEqual([after, sign]);
  });
});
