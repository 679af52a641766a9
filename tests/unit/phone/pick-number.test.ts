// The number a right-click means: in a selection, including a selection from a PDF viewer, where a
// number wrapped at the end of a line comes with a line break inside it.
import { describe, expect, it } from 'vitest';
import { pickFromSelection, pickHere } from '@/utils/phone/pick-number';

describe('pickFromSelection', () => {
  it.each([
    ['a number on one line', '+44 20 7946 0018', 'GB', '+442079460018', 0],
    ['an international number broken over two lines', '+44 20 7946\n0958', 'US', '+442079460958', 0],
    ['the same with a Windows line end', '+44 20 7946\r\n0958', 'US', '+442079460958', 0],
    ['a broken number in a sentence', 'Call our office on +44 20 7946\n0958 between 9 and 5.', 'US', '+442079460958', 0],
    ['a broken number after other lines', 'Invoice 2041\nQuestions? Call +44 20 7946\n0958 today.', 'US', '+442079460958', 0],
    ['a national number broken over two lines', '020 7946\n0958', 'GB', '+442079460958', 0],
    ['a broken US number with spaces around the break', '+1 212 \n 555 0147', 'GB', '+12125550147', 0],
    ['one number a line stays two numbers', '020 7946 0958\n020 7946 0000', 'GB', '+442079460958', 1],
    ['two international numbers a line each', '+44 20 7946 0958\n+33 1 42 68 53 00', 'US', '+442079460958', 1],
    ['a figure on the line before a number is not joined to it', 'Total 2041\n020 7946 0958', 'GB', '+442079460958', 0],
  ] as const)('%s', (_what, text, country, number, others) => {
    expect(pickFromSelection(text, country)).toEqual({ ok: true, number, others });
  });

  it.each([
    ['no number', 'Invoice total\nPaid'],
    ['years a line each', '2024\n2025'],
  ])('%s: nothing picked', (_what, text) => {
    expect(pickFromSelection(text, 'GB')).toEqual({ ok: false });
  });
});

describe('pickHere: the number under a right-click, as its frame tells it', () => {
  it.each([
    // The extension or pause the page writes after the number goes with it.
    [{ number: '+14155550132', text: '(415)\n555-0132 ext. 204' }, '+14155550132 ext. 204'],
    [{ number: '+14155550132', text: '415-555-0132 x12' }, '+14155550132 ext. 12'],
    [{ number: '+14155550132', text: '415 555 0132,,123#' }, '+14155550132,,123#'],
    [{ number: '+14155550132', text: '(415) 555-0132' }, '+14155550132'],
    // No text, or not a string: the number alone.
    [{ number: '+14155550132' }, '+14155550132'],
    [{ number: '+14155550132', text: 42 }, '+14155550132'],
  ])('checks %j as %s', (target, number) => {
    expect(pickHere(target)).toEqual({ ok: true, number, others: 0 });
  });

  it.each([[undefined], [{}], [{ number: '' }], [{ number: 14155550132 }], [{ text: '(415) 555-0132' }]])(
    'picks nothing from %j',
    (target) => {
      expect(pickHere(target)).toEqual({ ok: false });
    },
  );
});
