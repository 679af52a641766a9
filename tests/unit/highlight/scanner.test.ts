// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  BATCH_CHARS,
  type BatchDetector,
  type DetectItem,
  type DetectResult,
  MAX_ITEM_CHARS,
} from '@/utils/highlight/detect-batch';
import { Asked } from '@/utils/highlight/detect-queue';
import { hitTest } from '@/utils/highlight/hit-test';
import { buildFound, segmentMatches } from '@/utils/highlight/ranges';
import { PageScanner } from '@/utils/highlight/scanner';
import { HighlightStore, type NearReport } from '@/utils/highlight/store';
import { readBlock, type TextPosition } from '@/utils/highlight/text-reading';
import { createPhoneDetector, type PhoneMatch } from '@/utils/phone/detect';

/** A test range: what `StaticRange` holds, plus the text it covers for assertions. */
interface TestRange {
  start: TextPosition;
  end: TextPosition;
}

function rangeText(r: TestRange): string {
  const { start, end } = r;
  if (start.node === end.node) return start.node.data.slice(start.offset, end.offset);
  let out = start.node.data.slice(start.offset);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  walker.currentNode = start.node;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n === end.node) return out + end.node.data.slice(0, end.offset);
    out += (n as Text).data;
  }
  return out;
}

/** A stand-in detector: "+" and 8–15 digits with single spaces. */
function fakeDetect(text: string): PhoneMatch[] {
  return [...text.matchAll(/\+\d(?: ?\d){7,14}/g)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    number: `+${m[0].replace(/\D/g, '')}`,
  }));
}

const telNumber = (href: string) => (/^tel:\+\d+$/.test(href) ? href.slice(4) : undefined);

function answer(items: readonly DetectItem[], detect: (t: string) => PhoneMatch[]): DetectResult[] {
  return items.map((item) =>
    item.hrefs ? { matches: detect(item.text), tels: item.hrefs.map(telNumber) } : { matches: detect(item.text) },
  );
}

/** A detector that answers every batch at once, as the background would, only sooner. */
function answeringDetector(detect: (t: string) => PhoneMatch[], batches?: DetectItem[][]): BatchDetector {
  return {
    detect: (items, done) => {
      batches?.push([...items]);
      done(answer(items, detect));
    },
  };
}

/** A detector whose batches wait until the test answers (or fails) them. */
function waitingDetector() {
  const calls: { items: readonly DetectItem[]; done: (r: DetectResult[]) => void; failed: () => void }[] = [];
  const detector: BatchDetector = { detect: (items, done, failed) => calls.push({ items, done, failed }) };
  return {
    detector,
    calls,
    answerAll: (detect = fakeDetect) => {
      for (const c of calls.splice(0)) c.done(answer(c.items, detect));
    },
  };
}

/** A page read up to the detector: every batch it sent waits in `w` for the test. */
function startWaiting(html: string) {
  const w = waitingDetector();
  const t = setup(html, { detector: w.detector });
  t.scanner.start();
  t.run();
  return { ...t, w };
}

/**
 * A page of `n` paragraphs with a number each, the first of them on screen, whose slices and
 * batches wait for the test (`runSlices`, `w`).
 */
function firstScreenPage(n: number, timers?: SetupOptions['timers']) {
  const w = waitingDetector();
  const posted: (() => void)[] = [];
  const rows = Array.from({ length: n }, (_, i) => `<p id="p${i}">Call +44 20 7946 000${i}</p>`).join('');
  const t = setup(rows, {
    detector: w.detector,
    visible: () => [[document.getElementById('p0') as Element]],
    post: (slice) => posted.push(slice),
    ...(timers ? { timers } : {}),
  });
  const runSlices = () => {
    for (let slice = posted.shift(); slice; slice = posted.shift()) slice();
  };
  return { ...t, w, posted, runSlices };
}

interface SetupOptions {
  detect?: (t: string) => PhoneMatch[];
  hidden?: Set<Element>;
  /** Answers batches at once with `detect` (fakeDetect) unless given. */
  detector?: BatchDetector;
  /** Paints only blocks near the screen past this many numbers (the observer reported on by the test). */
  windowLimit?: number;
  /** Elements "on screen", read first. */
  /** What the grid's rows hit, row by row. */
  visible?: () => Element[][];
  /** Where the runner posts its slices (none run unless the test runs them: `run` drains instead). */
  post?: (slice: () => void) => void;
  timers?: { setTimeout(run: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
}

function setup(html: string, opts: SetupOptions = {}) {
  document.body.innerHTML = html;
  const highlight = new Set<TestRange>();
  let report: (entries: NearReport) => void = () => undefined;
  const store = new HighlightStore<TestRange>(
    highlight,
    (r) => {
      report = r;
      return { observe: () => undefined, unobserve: () => undefined, disconnect: () => undefined };
    },
    opts.windowLimit ?? Number.POSITIVE_INFINITY,
  );
  let made = 0;
  const scanner = new PageScanner<TestRange>({
    doc: document,
    store,
    options: { highlightInCode: false, ownHostName: 'number-check-ui' },
    detector: opts.detector ?? answeringDetector(opts.detect ?? fakeDetect),
    makeRange: (start, end) => {
      made++;
      return { start, end };
    },
    isElementVisible: (el) =>
      !opts.hidden?.has(el) && !(el.parentElement && opts.hidden && [...opts.hidden].some((h) => h.contains(el))),
    visibleElements: opts.visible ? (row) => opts.visible?.()[row] : undefined,
    now: () => 0,
    post: opts.post ?? (() => undefined),
    ...(opts.timers ? { timers: opts.timers } : {}),
    // The tests observe by hand: happy-dom's observer timing differs from a browser's.
    MutationObserver: class {
      observe() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof MutationObserver,
  });
  /** What the Highlight holds once the scan pauses (the page settles the store then). */
  const painted = () => {
    store.settle();
    return highlight;
  };
  const texts = () => [...painted()].map(rangeText).sort();
  const near = (...ids: string[]) => report(ids.map((id) => ({ target: document.getElementById(id) as Element, near: true })));
  return { scanner, painted, texts, near, made: () => made, run: () => scanner.runner.drain() };
}

function childList(target: Node, added: Node[] = [], removed: Node[] = []): MutationRecord {
  return { type: 'childList', target, addedNodes: added, removedNodes: removed } as unknown as MutationRecord;
}

describe('PageScanner', () => {
  it('highlights numbers, including those split across inline elements', () => {
    const t = setup(`
      <h1>Contact</h1>
      <p>Call <b>+44</b> 20 7946 0018 or <span>+1 650 253 0000</span>.</p>
      <ul><li>Sales: +33 1 23 45 67 89</li></ul>`);
    t.scanner.start();
    t.run();
    expect(t.texts()).toEqual(['+1 650 253 0000', '+33 1 23 45 67 89', '+44 20 7946 0018']);
    expect(t.scanner.store.size).toBe(3);
  });

  it('leaves skipped regions alone', () => {
    const t = setup(`
      <p>Visible +44 20 7946 0018</p>
      <textarea>+44 20 7946 0019</textarea><input value="+44 20 7946 0020">
      <div contenteditable="true"><p>+44 20 7946 0021</p></div>
      <pre>+44 20 7946 0022</pre><code>+44 20 7946 0023</code>
      <script>"+44 20 7946 0024"</script><div hidden>+44 20 7946 0025</div>`);
    t.scanner.start();
    t.run();
    expect(t.texts()).toEqual(['+44 20 7946 0018']);
  });

  it('skips text hidden by style and reads it when it shows', () => {
    document.body.innerHTML = '';
    const hidden = new Set<Element>();
    const t = setup('<p>+44 20 7946 0018</p><div id="panel" class="closed"><p>+44 20 7946 0099</p></div>', { hidden });
    const panel = document.getElementById('panel') as Element;
    hidden.add(panel);
    t.scanner.start();
    t.run();
    expect(t.texts()).toEqual(['+44 20 7946 0018']);
    hidden.delete(panel);
    panel.className = 'open';
    t.scanner.onMutations([{ type: 'attributes', target: panel, attributeName: 'class' } as unknown as MutationRecord]);
    t.run();
    expect(t.texts()).toEqual(['+44 20 7946 0018', '+44 20 7946 0099']);
  });

  it('highlights the text of a tel: link, with the link number, even when it reads "Call us"', () => {
    const t = setup('<p>Reach us: <a href="tel:+442079460018"> Call us </a> (or +44 20 7946 0019)</p>');
    t.scanner.start();
    t.run();
    const found = [...t.scanner.store.all()].map((f) => [f.text, f.number]);
    expect(found).toEqual([
      ['Call us', '+442079460018'],
      ['+44 20 7946 0019', '+442079460019'],
    ]);
  });

  it('follows added content, text changes and removals', () => {
    const t = setup('<main id="app"><p id="p">Nothing yet</p></main>');
    t.scanner.start();
    t.run();
    expect(t.texts()).toEqual([]);
    const app = document.getElementById('app') as Element;
    // A framework renders a list.
    const list = document.createElement('ul');
    list.innerHTML = '<li>Anna +44 20 7946 0018</li><li>Ben <b>+1</b> 650 253 0000</li>';
    app.append(list);
    t.scanner.onMutations([childList(app, [list])]);
    t.run();
    expect(t.texts()).toEqual(['+1 650 253 0000', '+44 20 7946 0018']);
    // A text node changes in place: its old range is dropped at once, before any re-read.
    const p = document.getElementById('p') as Element;
    const text = p.firstChild as Text;
    text.data = 'Now: +49 30 1234 5678';
    t.scanner.onMutations([{ type: 'characterData', target: text } as unknown as MutationRecord]);
    t.run();
    expect(t.texts()).toEqual(['+1 650 253 0000', '+44 20 7946 0018', '+49 30 1234 5678']);
    text.data = 'Gone';
    t.scanner.onMutations([{ type: 'characterData', target: text } as unknown as MutationRecord]);
    expect(t.texts()).not.toContain('+49 30 1234 5678');
    // A single-page app replaces the view.
    const first = list.firstElementChild as Element;
    list.remove();
    t.scanner.onMutations([childList(app, [], [list])]);
    t.run();
    expect(t.texts()).toEqual([]);
    expect(first.isConnected).toBe(false);
  });

  it('does not commit a read of a block that changed while it was being read', () => {
    let changed = false;
    let scanner: PageScanner<TestRange> | undefined;
    const detect = (text: string) => {
      if (!changed) {
        // The page changes the text between our read of the block and the commit.
        changed = true;
        const p = document.getElementById('p') as Element;
        (p.firstChild as Text).data = 'New: +44 20 7946 0077';
        scanner?.onMutations([{ type: 'characterData', target: p.firstChild } as unknown as MutationRecord]);
      }
      return fakeDetect(text);
    };
    const t = setup('<p id="p">+44 20 7946 0018</p>', { detect });
    scanner = t.scanner;
    t.scanner.start();
    t.run();
    expect(t.texts()).toEqual(['+44 20 7946 0077']);
  });

  it('sends only blocks that may hold a number, and is not done until the answers came', () => {
    const { w, scanner, painted } = startWaiting(
      '<p>Opening hours 9-17, 2024</p><p id="n">Call +44 20 7946 0018</p><p>Nothing</p>',
    );
    expect(w.calls.map((c) => c.items.map((i) => i.text))).toEqual([['Call +44 20 7946 0018']]);
    expect(painted().size).toBe(0);
    // Idle, but not done: the page is fully read only once the answers came.
    expect(scanner.runner.busy).toBe(false);
    expect(scanner.awaitingNumbers).toBe(true);
    w.answerAll();
    expect(scanner.awaitingNumbers).toBe(false);
    // The answer wakes the runner: it makes the ranges.
    expect(scanner.runner.busy).toBe(true);
    scanner.runner.drain();
    expect([...painted()].map(rangeText)).toEqual(['+44 20 7946 0018']);
  });

  it('does not commit an answer for a block that changed after it was read; the new read is sent', () => {
    const { w, scanner, painted } = startWaiting('<p id="a">Call +44 20 7946 0018</p><p id="b">Fax +44 20 7946 0019</p>');
    // The page changes one of the blocks while its text is with the detector.
    const b = document.getElementById('b') as Element;
    (b.firstChild as Text).data = 'Fax +44 20 7946 0077';
    scanner.onMutations([{ type: 'characterData', target: b.firstChild } as unknown as MutationRecord]);
    scanner.runner.drain();
    const sent = w.calls.flatMap((c) => c.items.map((i) => i.text));
    expect(sent).toEqual(['Call +44 20 7946 0018', 'Fax +44 20 7946 0019', 'Fax +44 20 7946 0077']);
    w.answerAll();
    scanner.runner.drain();
    // The stale answer for "b" (…0019) is dropped; the fresh one is painted.
    expect([...painted()].map(rangeText).sort()).toEqual(['+44 20 7946 0018', '+44 20 7946 0077']);
  });

  it('sends nothing on a page without candidates', () => {
    const { w, scanner } = startWaiting('<p>Prices $12.50, 3 items, room 12, open 9-17, since 1999</p>');
    expect(w.calls).toHaveLength(0);
    expect(scanner.awaitingNumbers).toBe(false);
  });

  it('sends a block whose text lost its number, and drops the number when the answer is empty', () => {
    const t = setup('<p id="p">Call +44 20 7946 0018</p>');
    t.scanner.start();
    t.run();
    expect(t.texts()).toEqual(['+44 20 7946 0018']);
    const p = document.getElementById('p') as Element;
    (p.firstChild as Text).data = 'Closed today';
    t.scanner.onMutations([{ type: 'characterData', target: p.firstChild } as unknown as MutationRecord]);
    t.run();
    expect(t.texts()).toEqual([]);
  });

  it('a failed batch leaves its blocks as they were and still ends the scan', () => {
    const { w, scanner, painted } = startWaiting('<p>Call +44 20 7946 0018</p>');
    for (const c of w.calls.splice(0)) c.failed();
    expect(scanner.awaitingNumbers).toBe(false);
    scanner.runner.drain();
    expect(painted().size).toBe(0);
  });

  it('cuts batches at about BATCH_CHARS, and long texts into windows whose matches land at the right offsets', () => {
    const batches: DetectItem[][] = [];
    const filler = 'word '.repeat(Math.ceil(MAX_ITEM_CHARS / 5));
    const cells = Array.from({ length: 1_200 }, (_, i) => `<p>Row ${i}: +44 20 7946 ${String(i).padStart(4, '0')}</p>`).join('');
    const t = setup(`<div id="long">${filler}then +44 20 7946 9999 ${filler}</div>${cells}`, {
      detector: answeringDetector(fakeDetect, batches),
    });
    t.scanner.start();
    t.run();
    expect(t.scanner.store.size).toBe(1_201);
    expect(t.texts()).toContain('+44 20 7946 9999');
    const sizes = batches.map((b) => b.reduce((n, i) => n + i.text.length, 0));
    expect(batches.length).toBeGreaterThan(1);
    for (const size of sizes) expect(size).toBeLessThan(BATCH_CHARS + MAX_ITEM_CHARS);
    for (const b of batches) for (const item of b) expect(item.text.length).toBeLessThanOrEqual(MAX_ITEM_CHARS);
  });

  it('stop() drops answers to batches sent before it', () => {
    const { w, scanner, painted } = startWaiting('<p>Call +44 20 7946 0018</p>');
    scanner.stop();
    w.answerAll();
    scanner.runner.drain();
    expect(painted().size).toBe(0);
    expect(scanner.store.size).toBe(0);
  });

  it('reads what is on screen first, and the full pass does not send it again', () => {
    const batches: DetectItem[][] = [];
    const rows = Array.from({ length: 6 }, (_, i) => `<p id="p${i}">Call +44 20 7946 000${i}</p>`).join('');
    const t = setup(`<div id="top">${rows}</div><div id="shown"><p>On screen +44 20 7946 0999</p></div>`, {
      detector: answeringDetector(fakeDetect, batches),
      visible: () => [[document.querySelector('#shown p') as Element]],
    });
    t.scanner.start();
    t.run();
    const sent = batches.flat().map((i) => i.text);
    expect(sent[0]).toBe('On screen +44 20 7946 0999');
    expect(sent.filter((x) => x.includes('0999'))).toHaveLength(1);
    expect(sent).toHaveLength(7);
    expect(t.scanner.store.size).toBe(7);
  });

  it('reads the rows between two rows the grid hit with the first screen, and tells when its numbers are in', () => {
    const batches: DetectItem[][] = [];
    const rows = Array.from({ length: 8 }, (_, i) => `<tr id="r${i}"><td>Call +44 20 7946 000${i}</td></tr>`).join('');
    const t = setup(`<p>Top +44 20 7946 0999</p><table><tbody>${rows}</tbody></table>`, {
      detector: answeringDetector(fakeDetect, batches),
      // The grid's rows hit the second and the fifth table row.
      visible: () => [[document.querySelector('#r1 td') as Element], [document.querySelector('#r4 td') as Element]],
    });
    const told: number[] = [];
    t.scanner.onFirstScreen = () => told.push(t.scanner.store.size);
    t.scanner.start();
    t.run();
    // The first screen went in a batch of its own: rows 1 to 4, in reading order.
    expect((batches[0] ?? []).map((i) => i.text.slice(-1))).toEqual(['1', '2', '3', '4']);
    expect(told).toEqual([4]);
    expect(t.scanner.store.size).toBe(9);
  });

  it("commits the first screen's numbers in their answer's own task, not at the scan's next slice", () => {
    const w = waitingDetector();
    const rows = Array.from({ length: 8 }, (_, i) => `<tr id="r${i}"><td>Call +44 20 7946 000${i}</td></tr>`).join('');
    const t = setup(`<p>Top +44 20 7946 0999</p><table><tbody>${rows}</tbody></table>`, {
      detector: w.detector,
      visible: () => [[document.querySelector('#r1 td') as Element], [document.querySelector('#r4 td') as Element]],
    });
    const told: number[] = [];
    t.scanner.onFirstScreen = () => told.push(t.scanner.store.size);
    t.scanner.start();
    t.run();
    // The first screen's batch answered; no slice runs after it (this test's `post` runs none).
    const first = w.calls.shift();
    first?.done(answer(first.items, fakeDetect));
    expect(told).toEqual([4]);
    expect(t.texts()).toEqual(['+44 20 7946 0001', '+44 20 7946 0002', '+44 20 7946 0003', '+44 20 7946 0004']);
    // The rest, answered, waits for the scan's slices as before.
    w.answerAll();
    expect(t.scanner.store.size).toBe(4);
    t.run();
    expect(t.scanner.store.size).toBe(9);
  });

  it("runs no slice of the full pass between the first screen's batch and its answer, or past 50 ms without one", () => {
    const timers: { run: () => void; ms: number }[] = [];
    const t = firstScreenPage(6, {
      setTimeout: (run, ms) => timers.push({ run, ms }),
      clearTimeout: (h) => timers.splice(timers.indexOf(h as never), 1),
    });
    const { w, posted, runSlices } = t;
    const told: number[] = [];
    t.scanner.onFirstScreen = () => told.push(t.scanner.store.size);
    // What else waits for the first screen (the rest of a long page's clues) is told once a start, after it.
    const ended: number[] = [];
    t.scanner.onFirstScreenEnd = () => ended.push(told.length);
    t.scanner.start();
    runSlices();
    // The first screen went, and the full pass waits for its answer: nothing else sent, nothing posted.
    expect(w.calls.map((c) => c.items.map((i) => i.text))).toEqual([['Call +44 20 7946 0000']]);
    expect(posted).toHaveLength(0);
    expect(timers.map((x) => x.ms)).toEqual([50]);
    expect(ended).toEqual([]);
    const first = w.calls.shift();
    first?.done(answer(first.items, fakeDetect));
    expect(told).toEqual([1]);
    expect(ended).toEqual([1]);
    // The answer ended the hold (and its timer): the full pass reads on.
    expect(timers).toHaveLength(0);
    expect(posted.length).toBeGreaterThan(0);
    runSlices();
    w.answerAll();
    runSlices();
    expect(t.scanner.store.size).toBe(6);

    // A worker that does not answer in time: the full pass goes on after 50 ms all the same.
    t.scanner.stop();
    expect(ended).toEqual([1]);
    told.length = 0;
    ended.length = 0;
    t.scanner.start();
    runSlices();
    expect(w.calls).toHaveLength(1);
    expect(posted).toHaveLength(0);
    timers.shift()?.run();
    // Given up on: ended before its numbers are in.
    expect(ended).toEqual([0]);
    runSlices();
    expect(w.calls.length).toBeGreaterThan(1);
    w.answerAll();
    runSlices();
    expect(told).toEqual([1]);
    expect(ended).toEqual([0]);
    expect(t.scanner.store.size).toBe(6);

    // Stopped before its first screen was read: ended all the same, once.
    t.scanner.stop();
    told.length = 0;
    ended.length = 0;
    t.scanner.start();
    t.scanner.stop();
    t.scanner.stop();
    expect(ended).toEqual([0]);
  });

  it.each([
    ['the same as the first ones', false, ['Call +44 20 7946 0000'], ['Call +44 20 7946 0001', 'Call +44 20 7946 0002']],
    [
      'more than the first ones: the first screen is read again',
      true,
      ['Call +44 20 7946 0000'],
      ['Call +44 20 7946 0000', 'Call +44 20 7946 0001', 'Call +44 20 7946 0002'],
    ],
  ])("waits for the page's clues after the first screen; they say %s", (_, changed, firstSent, thenSent) => {
    const t = firstScreenPage(3);
    const { w, posted, runSlices } = t;
    const told: number[] = [];
    t.scanner.onFirstScreen = () => told.push(t.scanner.store.size);
    t.scanner.start({ pagePending: true });
    runSlices();
    const sent = () => w.calls.splice(0).flatMap((c) => c.items.map((i) => i.text));
    const first = w.calls[0];
    expect(sent()).toEqual(firstSent);
    // The first screen is answered and painted; the rest of the page waits for the clues.
    first?.done(answer(first.items, fakeDetect));
    expect(told).toEqual([1]);
    runSlices();
    expect(posted).toHaveLength(0);
    expect(w.calls).toHaveLength(0);
    t.scanner.pageSettled(changed);
    runSlices();
    expect(sent()).toEqual(thenSent);
    // (Settled twice: nothing more.)
    t.scanner.pageSettled(true);
    runSlices();
    expect(w.calls).toHaveLength(0);
  });

  it("does not hold the full pass for clues settled before the first screen's end", () => {
    const t = firstScreenPage(3);
    t.scanner.start({ pagePending: true });
    t.scanner.pageSettled(false);
    t.runSlices();
    t.w.answerAll();
    t.runSlices();
    t.w.answerAll();
    t.runSlices();
    expect(t.scanner.store.size).toBe(3);
  });

  it("reads on when the first screen's batch failed (no answer will come)", () => {
    const t = firstScreenPage(4);
    let ended = 0;
    t.scanner.onFirstScreenEnd = () => ended++;
    t.scanner.start();
    t.runSlices();
    expect(ended).toBe(0);
    // The first batch, the first screen's, fails.
    t.w.calls.shift()?.failed();
    expect(ended).toBe(1);
    t.runSlices();
    t.w.answerAll();
    t.runSlices();
    expect(t.texts()).toEqual(['+44 20 7946 0001', '+44 20 7946 0002', '+44 20 7946 0003']);
  });

  it('past the window limit, far blocks are counted at once and get their ranges when first reported near', () => {
    const rows = Array.from({ length: 5 }, (_, i) => `<p id="p${i}">Call +44 20 7946 000${i}</p>`).join('');
    const t = setup(rows, { windowLimit: 2 });
    t.scanner.start();
    t.run();
    expect(t.scanner.store.size).toBe(5);
    // Made at once until the window opened (at the third); the other two wait for the observer.
    expect(t.made()).toBe(3);
    expect(t.scanner.store.madeSize).toBe(3);
    // A waiting block lists its numbers as read, the same list each time it is asked.
    const p4 = document.getElementById('p4') as Element;
    expect(t.scanner.store.listedIn(p4)).toEqual([{ number: '+442079460004', text: '+44 20 7946 0004' }]);
    expect(t.scanner.store.listedIn(p4)).toBe(t.scanner.store.listedIn(p4));
    t.scanner.store.settle();
    t.near('p0', 'p3');
    expect(t.texts()).toEqual(['+44 20 7946 0000', '+44 20 7946 0003']);
    expect(t.made()).toBe(4);
    // The hit-test finds a number made this way.
    const p3 = document.getElementById('p3') as Element;
    expect(t.scanner.store.atNode(p3.firstChild as Node).map((f) => f.number)).toEqual(['+442079460003']);
  });

  it('a far block waits as the one object its read made, with no list of link numbers when it has no link', () => {
    const rows = Array.from({ length: 5 }, (_, i) => `<p id="p${i}">Call +44 20 7946 000${i}</p>`).join('');
    const t = setup(rows, { windowLimit: 2 });
    const waiting: unknown[] = [];
    const store = t.scanner.store;
    const defer = store.deferBlock.bind(store);
    store.deferBlock = (block, later) => {
      waiting.push(later);
      defer(block, later);
    };
    t.scanner.start();
    t.run();
    expect(waiting).toHaveLength(2);
    for (const w of waiting) {
      expect(w).toBeInstanceOf(Asked);
      expect((w as Asked<TestRange>).tels).toHaveLength(0);
    }
    // One shared empty list, not one per block.
    expect((waiting[0] as Asked<TestRange>).tels).toBe((waiting[1] as Asked<TestRange>).tels);
    t.near('p4');
    expect(t.texts()).toContain('+44 20 7946 0004');
  });

  it('a far block that changed before it came near is made from its new text, never from the stale read', () => {
    const rows = Array.from({ length: 4 }, (_, i) => `<p id="p${i}">Call +44 20 7946 000${i}</p>`).join('');
    const t = setup(rows, { windowLimit: 2 });
    t.scanner.start();
    t.run();
    const p3 = document.getElementById('p3') as Element;
    (p3.firstChild as Text).data = 'Now +44 20 7946 1111';
    t.scanner.onMutations([{ type: 'characterData', target: p3.firstChild } as unknown as MutationRecord]);
    // Reported near before the re-read ran: the old read is not made into ranges.
    t.near('p3');
    expect(t.texts()).not.toContain('+44 20 7946 0003');
    t.run();
    t.scanner.store.settle();
    t.near('p3');
    expect(t.texts()).toContain('+44 20 7946 1111');
    expect(t.scanner.store.size).toBe(4);
  });

  it('ignores changes made by our own UI host', () => {
    const t = setup('<p>+44 20 7946 0018</p>');
    t.scanner.start();
    t.run();
    const host = document.createElement('number-check-ui');
    document.documentElement.append(host);
    t.scanner.onMutations([childList(document.documentElement, [host])]);
    expect(t.scanner.runner.busy).toBe(false);
    host.remove();
  });

  it('stop() removes every highlight and stops following the page', () => {
    const t = setup('<p>+44 20 7946 0018</p>');
    t.scanner.start();
    t.run();
    expect(t.painted().size).toBe(1);
    t.scanner.stop();
    expect(t.painted().size).toBe(0);
    t.scanner.onMutations([childList(document.body, [document.createElement('p')])]);
    expect(t.scanner.runner.busy).toBe(false);
  });

  it('with the real detector: finds numbers and leaves the traps', () => {
    const detector = createPhoneDetector('GB');
    const t = setup(
      `<p>Office: <b>+44</b> 20 7946 0018</p>
       <p>Invoice no. 2024-000123, order #88812345, 12.03.2024, £1,234.56, 192.168.100.200</p>
       <p>Card 4111 1111 1111 1111</p>`,
      { detect: (text) => detector.find(text) },
    );
    t.scanner.start();
    t.run();
    expect(t.texts()).toEqual(['+44 20 7946 0018']);
  });
});

describe('segment matches and ranges', () => {
  it('maps matches to node positions across elements', () => {
    document.body.innerHTML = '<p id="p">Tel <b>+44</b> 20 7946 0018</p>';
    const p = document.getElementById('p') as Element;
    const seg = readBlock(p, { highlightInCode: false }).segments[0];
    if (!seg) throw new Error('no segment');
    const env = {
      makeRange: (start: TextPosition, end: TextPosition) => ({ start, end }),
      isVisible: () => true,
    };
    const found = buildFound(seg, segmentMatches(seg, fakeDetect(seg.text)), p, env);
    expect(found).toHaveLength(1);
    expect(found[0]?.range.start.node.data).toBe('+44');
    expect(found[0]?.range.end.node.data).toBe(' 20 7946 0018');
    expect(found[0]?.nodes).toHaveLength(2);
  });
});

describe('hitTest', () => {
  const makeStore = () => {
    document.body.innerHTML = '<p>+44 20 7946 0018</p>';
    const node = document.querySelector('p')?.firstChild as Text;
    const store = new HighlightStore<string>(new Set(), () => {
      throw new Error('no window below the limit');
    });
    const block = document.querySelector('p') as Element;
    store.setBlock(block, [{ range: 'R', number: '+442079460018', text: '+44 20 7946 0018', nodes: [node], block }]);
    return { store, node };
  };
  const rect = { left: 10, top: 10, right: 110, bottom: 30, width: 100, height: 20 } as DOMRectReadOnly;

  it('uses highlightsFromPoint and only our highlight', () => {
    const { store } = makeStore();
    const ours = {};
    const registry = {
      highlightsFromPoint: (x: number) =>
        x < 50
          ? [
              { highlight: {}, ranges: ['page-range'] },
              { highlight: ours, ranges: ['R'] },
            ]
          : [{ highlight: {}, ranges: ['R'] }],
    };
    const env = { doc: document, registry, highlight: ours, store, rectsOf: () => [rect] };
    expect(hitTest(env, 20, 20)?.number).toBe('+442079460018');
    // A page's own highlight over the same range is not ours.
    expect(hitTest(env, 60, 20)).toBeUndefined();
  });

  it('falls back to the caret position, confirmed by the range boxes', () => {
    const { store, node } = makeStore();
    const doc = Object.assign(Object.create(document), {
      caretPositionFromPoint: () => ({ offsetNode: node, offset: 3 }),
    }) as Document;
    const env = { doc, registry: {}, highlight: {}, store, rectsOf: () => [rect] };
    expect(hitTest(env, 20, 20)?.number).toBe('+442079460018');
    // The caret snaps to the nearest text even far to the right of a line end.
    expect(hitTest(env, 400, 20)).toBeUndefined();
  });
});
