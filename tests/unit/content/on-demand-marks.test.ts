// OnDemandMarks: the marks' code loads only once the cache knows some number (before, the marks
// would draw nothing and put no host in the page); a refresh asked meanwhile draws once it is
// there, unless the marks were stopped; a failed load draws nothing, and the next refresh loads again.
import { describe, expect, it, vi } from 'vitest';
import type { Marks } from '@/entrypoints/content/known-verdicts';
import { OnDemandMarks } from '@/entrypoints/content/on-demand-marks';
import { VerdictBook } from '@/utils/highlight/verdict-marks';
import { loadOnce } from '@/utils/in-page/load-once';

function setUp() {
  const book = new VerdictBook();
  const marks = { refresh: vi.fn(), stop: vi.fn() } satisfies Marks;
  const load = vi.fn<(b: VerdictBook) => Promise<Marks>>();
  const once = loadOnce(() => load(book));
  const onDemand = new OnDemandMarks(book, () => once());
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { book, marks, load, onDemand, settle };
}

describe('OnDemandMarks', () => {
  it('loads nothing while the cache knows no number', async () => {
    const { onDemand, load, settle } = setUp();
    onDemand.refresh();
    onDemand.stop();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once the cache knows a number, and draws', async () => {
    const { book, onDemand, load, marks, settle } = setUp();
    load.mockResolvedValue(marks);
    book.update(['+14155550132'], [['+14155550132', 'valid', 1]], true);
    onDemand.refresh();
    onDemand.refresh();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(marks.refresh).toHaveBeenCalledTimes(1);
    onDemand.refresh();
    onDemand.stop();
    expect(marks.refresh).toHaveBeenCalledTimes(2);
    expect(marks.stop).toHaveBeenCalledTimes(1);
  });

  it('marks stopped while loading draw nothing', async () => {
    const { book, onDemand, load, marks, settle } = setUp();
    load.mockResolvedValue(marks);
    book.update([], [], true);
    onDemand.refresh();
    onDemand.stop();
    await settle();
    expect(marks.refresh).not.toHaveBeenCalled();
  });

  it('a failed load draws nothing, and the next refresh loads again', async () => {
    const { book, onDemand, load, marks, settle } = setUp();
    load.mockRejectedValueOnce(new Error('no script')).mockResolvedValueOnce(marks);
    book.update([], [], true);
    onDemand.refresh();
    await settle();
    expect(marks.refresh).not.toHaveBeenCalled();
    onDemand.refresh();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(marks.refresh).toHaveBeenCalledTimes(1);
  });
});
