// A file the list page cannot take gets words and a way forward; a TSV file is read with tabs.
import { describe, expect, it } from 'vitest';
import { readFile } from '@/entrypoints/list/InputStep';

const file = (name: string, size: number, text: () => Promise<string>, type = '') => ({ name, size, type, text });

describe('readFile', () => {
  it.each<[string, ReturnType<typeof file>, unknown]>([
    ['a CSV file', file('crm.csv', 20, async () => 'a,b'), { text: 'a,b', title: 'crm.csv', delimiter: '' }],
    ['a TSV file', file('crm.tsv', 20, async () => 'a\tb'), { text: 'a\tb', title: 'crm.tsv', delimiter: '\t' }],
    [
      'a file over the size limit',
      file('huge.csv', 70 * 1024 * 1024, async () => ''),
      { error: 'This file is larger than 50 MB. Split it into smaller files and check them one by one.' },
    ],
    [
      'a file that cannot be read',
      file('locked.csv', 10, () => Promise.reject(new Error('NotReadableError'))),
      { error: 'locked.csv could not be read. Save it again as CSV and drop it here.' },
    ],
  ])('%s', async (_name, f, expected) => {
    expect(await readFile(f)).toEqual(expected);
  });
});
