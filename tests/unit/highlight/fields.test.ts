// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { foundInWords } from '@/utils/bulk/page-job';
import { FOUND_IN_FIELD, FOUND_IN_TEXT, inPageOrder, listFrameNumbers, mergeFrames } from '@/utils/bulk/page-numbers';
import type { BatchDetector } from '@/utils/highlight/detect-batch';
import { FieldNumbers, fieldsIn } from '@/utils/highlight/field-numbers';
import { fieldText, isReadableField } from '@/utils/highlight/field-text';
import { parseFrameNumbers } from '@/utils/messaging/numbers-port';

const detect = (text: string) =>
  [...text.matchAll(/\+\d(?: ?\d){7,14}/g)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    number: `+${m[0].replace(/\D/g, '')}`,
  }));

function counting(): BatchDetector & { texts: string[] } {
  const texts: string[] = [];
  return {
    texts,
    detect: (items, done) => {
      texts.push(...items.map((i) => i.text));
      done(items.map((i) => ({ matches: detect(i.text) })));
    },
  };
}

describe('reading fields', () => {
  it('reads text inputs, text areas and the outermost editable region; never passwords or hidden values', () => {
    document.body.innerHTML = `
      <input id="a" value="+44 20 7946 0018"><input id="b" type="tel"><input id="c" type="password">
      <input id="d" type="hidden"><input id="e" type="checkbox"><textarea id="f"></textarea>
      <div id="g" contenteditable><p id="h" contenteditable="true">x</p></div><div id="i" contenteditable="false"></div>`;
    const readable = [...document.querySelectorAll('[id]')].filter(isReadableField).map((e) => e.id);
    expect(readable).toEqual(['a', 'b', 'f', 'g']);
  });

  it("reads an input's value as typed (not its attribute), and an editable region line by line", () => {
    document.body.innerHTML =
      '<input id="a" value="old"><div id="e" contenteditable>+44 20<div>7946 0018</div>x<br>+1 650 253 0000</div>';
    const input = document.getElementById('a') as HTMLInputElement;
    input.value = 'typed +44 20 7946 0018';
    expect(fieldText(input)).toBe('typed +44 20 7946 0018');
    const lines = fieldText(document.getElementById('e') as Element);
    // A block or <br> ends a line: the numbers on either side are never read as one.
    expect(lines).toContain('+44 20\n7946 0018');
    expect(lines).toMatch(/x\n+\+1 650 253 0000/);
  });

  it('finds the fields of shadow roots too, and leaves out what the caller skips', () => {
    document.body.innerHTML = '<input id="a" value="1"><x-form></x-form><input id="hidden">';
    const root = (document.querySelector('x-form') as Element).attachShadow({ mode: 'open' });
    root.innerHTML = '<textarea id="b"></textarea>';
    const ids = fieldsIn([document, root], (el) => el.id === 'hidden').map((e) => e.id);
    expect(ids).toEqual(['a', 'b']);
  });
});

describe('FieldNumbers', () => {
  it('lists the numbers typed in fields, in field order, and sends a field again only when its text changed', async () => {
    document.body.innerHTML = '<input id="a"><textarea id="b"></textarea><input id="c" value="no number here">';
    const a = document.getElementById('a') as HTMLInputElement;
    const b = document.getElementById('b') as HTMLTextAreaElement;
    a.value = 'Call +44 20 7946 0018';
    b.value = '+1 650 253 0000 or +33 1 42 68 53 00';
    const detector = counting();
    const fields = new FieldNumbers(() => detector);
    const all = [...document.querySelectorAll('input, textarea')];
    expect(await fields.read(all)).toEqual([
      { number: '+442079460018', text: '+44 20 7946 0018' },
      { number: '+16502530000', text: '+1 650 253 0000' },
      { number: '+33142685300', text: '+33 1 42 68 53 00' },
    ]);
    // A text without a run of digits is never sent.
    expect(detector.texts).toHaveLength(2);
    a.value = 'Call +49 30 901820';
    expect(await fields.read(all)).toEqual([
      { number: '+4930901820', text: '+49 30 901820' },
      { number: '+16502530000', text: '+1 650 253 0000' },
      { number: '+33142685300', text: '+33 1 42 68 53 00' },
    ]);
    expect(detector.texts).toEqual([a.value.replace('+49 30 901820', '+44 20 7946 0018'), b.value, a.value]);
  });

  it('a field whose answer never came lists nothing, and is asked again next time', async () => {
    document.body.innerHTML = '<input id="a" value="+44 20 7946 0018">';
    const failing: BatchDetector = { detect: (_items, _done, failed) => failed() };
    const fields = new FieldNumbers(() => failing);
    const input = [document.getElementById('a') as Element];
    expect(await fields.read(input)).toEqual([]);
    const detector = counting();
    const again = vi.fn(() => detector);
    const later = new FieldNumbers(again);
    expect(await later.read(input)).toHaveLength(1);
  });
});

describe('"in a field" in the list', () => {
  it("lists fields' numbers after the page's text, one entry per number, and says where each was found", () => {
    document.body.innerHTML = '<p id="p">x</p>';
    const p = document.getElementById('p') as Element;
    const { numbers } = listFrameNumbers([p], () => [{ number: '+442079460018', text: '+44 20 7946 0018' }], undefined, [
      { number: '+16502530000', text: '+1 650 253 0000' },
      { number: '+442079460018', text: '+44 20 7946 0018' },
    ]);
    expect(numbers).toEqual([
      ['+442079460018', '+44 20 7946 0018', FOUND_IN_TEXT | FOUND_IN_FIELD, 2],
      ['+16502530000', '+1 650 253 0000', FOUND_IN_FIELD, 1],
    ]);
    const frame = parseFrameNumbers({ type: 'numbers:of-frame', top: true, numbers });
    expect(frame?.numbers).toEqual(numbers);
    const [both, field] = mergeFrames([frame as NonNullable<typeof frame>]);
    expect(foundInWords(both as NonNullable<typeof both>)).toBe('text, and in a field');
    expect(foundInWords(field as NonNullable<typeof field>)).toBe('in a field');
  });

  it('orders blocks inside shadow roots where their hosts stand', () => {
    document.body.innerHTML = '<p id="a">a</p><x-card id="host"></x-card><p id="c">c</p>';
    const root = (document.getElementById('host') as Element).attachShadow({ mode: 'open' });
    root.innerHTML = '<div id="b">b</div>';
    const b = root.getElementById('b') as Element;
    const a = document.getElementById('a') as Element;
    const c = document.getElementById('c') as Element;
    expect(inPageOrder(document.documentElement, [c, b, a], document, (el) => el.shadowRoot).map((e) => e.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    // Without roots to enter, blocks inside them follow the rest.
    expect(inPageOrder(document.documentElement, [c, b, a], document).map((e) => e.id)).toEqual(['a', 'c', 'b']);
  });
});
