// Reading a list: the table (Papa Parse, header and number column guessed), each cell as a number
// (the same answer the check's own reader gives), and the preview's counts.
import { describe, expect, it } from 'vitest';
import { MAX_ROWS, readTable } from '@/utils/bulk/input-table';
import { planRows } from '@/utils/bulk/plan';
import { readCell } from '@/utils/bulk/read-cell';
import { normalizeNumber } from '@/utils/phone/normalize';
import { record, T0 } from './harness';

describe('readCell', () => {
  it.each([
    ['+1 650 253 0000', 'US', '+16502530000'],
    ['(650) 253-0000', 'US', '+16502530000'],
    ['650.253.0000', 'US', '+16502530000'],
    ['001 650 253 0000', 'DE', '+16502530000'],
    ['030 1234567', 'DE', '+49301234567'],
    ['+49 30 1234567', undefined, '+49301234567'],
    ['0044 20 7946 0000', 'DE', '+442079460000'],
    ['+44 20 7946 0000 ext. 12', 'GB', '+442079460000'],
    ['tel:+442079460000', undefined, '+442079460000'],
    ['  +33 1 23 45 67 89  ', 'FR', '+33123456789'],
  ] as const)('reads %j (%s) as %s', (cell, country, e164) => {
    expect(readCell(cell, country)).toEqual({ kind: 'number', e164 });
  });

  it.each([
    ['', 'US'],
    ['   ', 'US'],
    ['n/a', 'US'],
    ['call me', 'US'],
    ['1-800-FLOWERS', 'US'],
    ['12', 'US'],
    ['+1 650 253 0000 0000 0000 0000', 'US'],
    ['x'.repeat(70), 'US'],
  ] as const)('finds no number in %j', (cell, country) => {
    expect(readCell(cell, country)).toEqual({ kind: 'no-number' });
  });

  it.each([
    ['+1 650 253', 'US'],
    ['1234', 'US'],
    ['030 1234567', undefined],
    ['+999 123 4567', undefined],
  ] as const)('reads %j (%s) as impossible', (cell, country) => {
    expect(readCell(cell, country)).toEqual({ kind: 'impossible' });
  });

  it.each([
    ['+1 650 253 0000', 'US'],
    ['030 1234567', 'DE'],
    ['0151 23456789', 'DE'],
    ['+44 20 7946 0000', 'FR'],
    ['06 12 34 56 78', 'FR'],
    ['+81 3-1234-5678', 'JP'],
    ['1234567', 'US'],
    ['+7 495 123-45-67', 'RU'],
  ] as const)('agrees with the check’s reader on %j (%s)', (cell, country) => {
    const n = normalizeNumber(cell, country);
    const r = readCell(cell, country);
    expect(r.kind === 'number' ? r.e164 : undefined).toBe(n?.possible ? n.e164 : undefined);
  });
});

describe('readTable', () => {
  it('reads pasted numbers, one per line, without a header', () => {
    const r = readTable('+1 650 253 0000\n\n(650) 253-0001\r\n+44 20 7946 0000\n');
    expect(r).toMatchObject({ ok: true, table: { columns: ['Column 1'], hasHeader: false, numberColumn: 0 } });
    if (r.ok) expect(r.table.rows).toEqual([['+1 650 253 0000'], ['(650) 253-0001'], ['+44 20 7946 0000']]);
  });

  it.each([
    ['a comma', 'name,phone,city\nAda,+1 650 253 0000,Paris\nBob,"+44 20 7946, 0000",Rome\n', ''],
    ['a semicolon', 'name;phone;city\nAda;+1 650 253 0000;Paris\nBob;"+44 20 7946, 0000";Rome\n', ''],
    ['a tab', 'name\tphone\tcity\nAda\t+1 650 253 0000\tParis\nBob\t"+44 20 7946, 0000"\tRome\n', '\t'],
  ] as const)('reads a file separated by %s, with its header and the phone column', (_name, text, delimiter) => {
    const r = readTable(text, { delimiter });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.table.columns).toEqual(['name', 'phone', 'city']);
    expect(r.table.hasHeader).toBe(true);
    expect(r.table.numberColumn).toBe(1);
    expect(r.table.rows[1]).toEqual(['Bob', '+44 20 7946, 0000', 'Rome']);
  });

  it('keeps quoted newlines inside a cell, pads short rows, and drops a byte-order mark', () => {
    const r = readTable('\ufeffid,note,tel\n1,"two\nlines",+1 650 253 0000\n2\n');
    expect(r.ok && r.table.columns).toEqual(['id', 'note', 'tel']);
    expect(r.ok && r.table.rows).toEqual([
      ['1', 'two\nlines', '+1 650 253 0000'],
      ['2', '', ''],
    ]);
    expect(r.ok && r.table.numberColumn).toBe(2);
  });

  it.each([
    [true, ['+1 650 253 0000'], [['+1 650 253 0001']]],
    [false, ['Column 1'], [['+1 650 253 0000'], ['+1 650 253 0001']]],
  ])('takes the user’s word on the header (%s)', (header, columns, rows) => {
    const r = readTable('+1 650 253 0000\n+1 650 253 0001\n', { header });
    expect(r.ok && r.table.columns).toEqual(columns);
    expect(r.ok && r.table.rows).toEqual(rows);
  });

  it('picks the column whose cells look like numbers when the header names none', () => {
    const r = readTable('a,b,c\nx,2024-01-01,+1 650 253 0000\ny,2024-01-02,+1 650 253 0001\n');
    expect(r.ok && r.table.numberColumn).toBe(2);
  });

  it('warns about a quote never closed, and keeps the rows read', () => {
    const r = readTable('phone,name\n+1 650 253 0000,"Ada\n+1 650 253 0001,Bob\n');
    expect(r.ok).toBe(true);
    expect(r.ok && r.table.warnings[0]).toMatch(/quote that is never closed/);
  });

  it.each([
    ['nothing', '', /nothing to read/],
    ['blanks', '  \n \n', /nothing to read/],
    ['too many rows', '1\n'.repeat(MAX_ROWS + 5), /more than 200,000 rows/],
  ])('refuses %s with a way forward', (_name, text, message) => {
    const r = readTable(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(message);
  });
});

describe('planRows', () => {
  it('counts what the preview shows, and what the job will cost', () => {
    const cells = [
      '+1 650 253 0000',
      '(650) 253-0000',
      '+1 650 253 0001',
      'unknown',
      '+1 650 253',
      '+1 650 253 0002',
      '+1 650 253 0002',
      '+1 650 253 0003',
    ];
    const known = record('+16502530003', T0);
    const { plan, states, raws } = planRows(
      cells.length,
      (r) => cells[r] ?? '',
      (c) => readCell(c, 'US'),
      (e) => (e === known.e164 ? known : undefined),
    );
    expect(plan).toEqual({ rows: 8, numbers: 7, noNumber: 1, impossible: 1, duplicates: 2, known: 1, toSend: 3 });
    expect(states.map((s) => s.status)).toEqual([
      'pending',
      'duplicate',
      'pending',
      'no-number',
      'impossible',
      'pending',
      'duplicate',
      'known',
    ]);
    expect(states[0]?.repeats).toEqual([1]);
    expect(states[6]?.sameAs).toBe(5);
    expect(raws.get(7)).toBe(JSON.stringify(JSON.parse(known.raw)));
  });
});
