// @vitest-environment happy-dom

import { describe, expect, it } from 'vitest';
import {
  blockOf,
  detectionWindows,
  isInSkippedContext,
  mappedSegment,
  mayHoldPhone,
  nodesBetween,
  outerBlocksWithin,
  positionAt,
  readBlock,
  type ScanOptions,
  type Segment,
} from '@/utils/highlight/text-reading';
import { countDigits, createCandidatePattern, createRunPattern, MIN_DIGITS } from '@/utils/phone/prefilter';

const OPTS: ScanOptions = { highlightInCode: false, ownHostName: 'number-check-ui' };

function dom(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

function texts(segments: Segment[]): string[] {
  return segments.map((s) => s.text);
}

describe('readBlock', () => {
  it('joins text split across inline elements into one segment', () => {
    const body = dom('<p id="p">Call <b>+44</b> 20 <span>7946</span> 0018 today</p>');
    const p = body.querySelector('#p') as Element;
    const { segments, childBlocks } = readBlock(p, OPTS);
    expect(texts(segments)).toEqual(['Call +44 20 7946 0018 today']);
    // "Call " | "+44" | " 20 " | "7946" | " 0018 today"
    expect(segments[0]?.nodes.length).toBe(5);
    expect(segments[0]?.starts).toEqual([0, 5, 8, 12, 16]);
    expect(childBlocks).toEqual([]);
  });

  it('cuts segments at blocks, <br> and skipped elements, and lists child blocks', () => {
    const body = dom('<div id="d">one<br>two<div>inner</div>three<code>x 123</code>four<p></p></div>');
    const d = body.querySelector('#d') as Element;
    const { segments, childBlocks } = readBlock(d, OPTS);
    expect(texts(segments)).toEqual(['one', 'two', 'three', 'four']);
    expect(childBlocks.map((e) => e.textContent)).toEqual(['inner']);
  });

  it.each([
    ['script', '<script>var a = "+44 20 7946 0018"</script>'],
    ['style', '<style>.a{}</style>'],
    ['textarea', '<textarea>+44 20 7946 0018</textarea>'],
    ['select', '<select><option>+44 20 7946 0018</option></select>'],
    ['noscript', '<noscript>+44 20 7946 0018</noscript>'],
    ['contenteditable', '<span contenteditable="true">+44 20 7946 0018</span>'],
    ['contenteditable (any value)', '<div contenteditable="plaintext-only">+44 20 7946 0018</div>'],
    ['hidden attribute', '<span hidden>+44 20 7946 0018</span>'],
    ['pre', '<pre>+44 20 7946 0018</pre>'],
    ['code', '<code>+44 20 7946 0018</code>'],
    ['our own UI', '<number-check-ui>+44 20 7946 0018</number-check-ui>'],
  ])('skips %s', (_name, html) => {
    const body = dom(`<div id="d">${html}</div>`);
    const d = body.querySelector('#d') as Element;
    const { segments, childBlocks } = readBlock(d, OPTS);
    expect(texts(segments).join('')).not.toContain('7946');
    expect(childBlocks).toEqual([]);
  });

  it('reads code and pre when asked to', () => {
    const body = dom('<div id="d"><code>+44 20 7946 0018</code></div>');
    const { segments, childBlocks } = readBlock(body.querySelector('#d') as Element, { highlightInCode: true });
    expect([...texts(segments), ...childBlocks.map((c) => c.textContent)].join('')).toContain('7946');
  });

  it('records tel: links by their offsets in the segment', () => {
    const body = dom('<p id="p">Phone: <a href="tel:+442079460018"><b>Call</b> us</a>!</p>');
    const { segments } = readBlock(body.querySelector('#p') as Element, OPTS);
    const seg = segments[0] as Segment;
    expect(seg.text).toBe('Phone: Call us!');
    expect(seg.tels).toEqual([{ start: 7, end: 14, href: 'tel:+442079460018' }]);
  });

  it('drops a tel: link cut by a block inside it, and places one after a block in its own segment', () => {
    const body = dom(
      '<p id="p">Call <a href="tel:+442079460018">us <div>now</div> here and there</a>, or <a href="tel:+33142685300">Paris</a></p>',
    );
    const { segments } = readBlock(body.querySelector('#p') as Element, OPTS);
    expect(texts(segments)).toEqual(['Call us ', ' here and there, or Paris']);
    expect(segments.map((s) => s.tels)).toEqual([[], [{ start: 20, end: 25, href: 'tel:+33142685300' }]]);
  });

  it('reads a block without child elements by its text alone when asked, and maps its nodes on demand', () => {
    const body = dom('<p id="p">Call +44 20<!-- a comment --> 7946 0018</p><p id="q">Call <b>+44</b> 20 7946 0018</p>');
    const p = body.querySelector('#p') as Element;
    const [seg] = readBlock(p, OPTS, { textOnlyLeaves: true }).segments as [Segment];
    expect(seg).toEqual({ text: 'Call +44 20 7946 0018', nodes: [], starts: [], tels: [], leaf: p });
    const mapped = mappedSegment(seg);
    expect(mapped?.nodes.map((n) => n.data)).toEqual(['Call +44 20', ' 7946 0018']);
    expect(mapped?.starts).toEqual([0, 11]);
    expect(mapped?.leaf).toBeUndefined();
    // Text in plain inline elements too: read whole, mapped through them.
    const q = body.querySelector('#q') as Element;
    const [inline] = readBlock(q, OPTS, { textOnlyLeaves: true }).segments as [Segment];
    expect(inline).toEqual({ text: 'Call +44 20 7946 0018', nodes: [], starts: [], tels: [], leaf: q });
    expect(mappedSegment(inline)?.nodes.map((n) => n.data)).toEqual(['Call ', '+44', ' 20 7946 0018']);
    expect(mappedSegment(inline)?.starts).toEqual([0, 5, 8]);
    // Empty: no segment.
    expect(readBlock(dom('<p id="e"></p>').querySelector('#e') as Element, OPTS, { textOnlyLeaves: true }).segments).toEqual([]);
  });

  it.each([
    ['a line break', '<p id="p">Call <b>+44</b><br>20 7946 0018</p>', ['Call +44', '20 7946 0018']],
    ['a hidden inline element', '<p id="p">Call <b hidden>+44</b> 20 7946 0018</p>', ['Call ', ' 20 7946 0018']],
    ['a tel: link', '<p id="p">Call <a href=" TEL:+442079460018">us</a> now</p>', ['Call us now']],
    ['a custom element', '<p id="p">Call <my-tel>+44 20 7946 0018</my-tel> now</p>', ['Call ', ' now']],
  ])('walks a block holding %s, as without textOnlyLeaves', (_what, html, expected) => {
    const p = dom(html).querySelector('#p') as Element;
    const { segments } = readBlock(p, OPTS, { textOnlyLeaves: true });
    expect(texts(segments)).toEqual(expected);
    expect(segments.every((seg) => seg.leaf === undefined && seg.nodes.length > 0)).toBe(true);
    expect(segments).toEqual(readBlock(p, OPTS).segments);
  });

  it('tells a plain inline block without looking at its first child element (a wrapper each, on a long list)', () => {
    const li = dom('<ul><li id="li"><span>Anna</span>: <b>+44</b> 20 7946 0018</li></ul>').querySelector('#li') as Element;
    Object.defineProperty(li, 'firstElementChild', {
      get() {
        throw new Error('looked at');
      },
    });
    const [seg] = readBlock(li, OPTS, { textOnlyLeaves: true }).segments as [Segment];
    expect(seg.leaf).toBe(li);
    expect(seg.text).toBe('Anna: +44 20 7946 0018');
  });

  it('reads a plain inline link whole, and its text nodes inside nested inline elements in order', () => {
    const p = dom(
      '<p id="p">See <a href="/contact">our <em>office</em></a>: <span><b>+44</b> 20</span> 7946 0018</p>',
    ).querySelector('#p') as Element;
    const [seg] = readBlock(p, OPTS, { textOnlyLeaves: true }).segments as [Segment];
    expect(seg.leaf).toBe(p);
    const mapped = mappedSegment(seg);
    expect(mapped?.text).toBe('See our office: +44 20 7946 0018');
    expect({ nodes: mapped?.nodes, starts: mapped?.starts }).toEqual({
      nodes: readBlock(p, OPTS).segments[0]?.nodes,
      starts: readBlock(p, OPTS).segments[0]?.starts,
    });
  });

  it.each([
    ['its text changed', (p: Element) => ((p.firstChild as Text).data = 'Call +44 20 7946 9999')],
    ['an element went in', (p: Element) => p.append(document.createElement('div'))],
    ['it was emptied', (p: Element) => p.replaceChildren()],
  ])('maps nothing from a leaf read when %s since', (_why, change) => {
    const p = dom('<p id="p">Call +44 20 7946 0018</p>').querySelector('#p') as Element;
    const [seg] = readBlock(p, OPTS, { textOnlyLeaves: true }).segments as [Segment];
    change(p);
    expect(mappedSegment(seg)).toBeUndefined();
  });

  it('survives deep inline nesting without recursion', () => {
    const depth = 5000;
    const html = `${'<span>'.repeat(depth)}+44 20 7946 0018${'</span>'.repeat(depth)}`;
    const body = dom(`<p id="p">${html}</p>`);
    const { segments } = readBlock(body.querySelector('#p') as Element, OPTS);
    expect(texts(segments)).toEqual(['+44 20 7946 0018']);
  });
});

describe('positions', () => {
  const body = () => dom('<p id="p">Call <b>+44</b> 20 7946 0018</p>');

  it('maps a start to the node where the character begins and an end to where the previous one ends', () => {
    const { segments } = readBlock(body().querySelector('#p') as Element, OPTS);
    const seg = segments[0] as Segment;
    // "Call " | "+44" | " 20 7946 0018"
    const start = positionAt(seg, 5, 'start');
    expect(start?.node.data).toBe('+44');
    expect(start?.offset).toBe(0);
    const endAtBoundary = positionAt(seg, 8, 'end');
    expect(endAtBoundary?.node.data).toBe('+44');
    expect(endAtBoundary?.offset).toBe(3);
    const end = positionAt(seg, seg.text.length, 'end');
    expect(end?.node.data).toBe(' 20 7946 0018');
    expect(end?.offset).toBe(13);
    expect(positionAt(seg, -1, 'start')).toBeUndefined();
    expect(positionAt(seg, seg.text.length + 1, 'end')).toBeUndefined();
  });

  it('lists the nodes a slice touches', () => {
    const { segments } = readBlock(body().querySelector('#p') as Element, OPTS);
    const seg = segments[0] as Segment;
    expect(nodesBetween(seg, 5, seg.text.length).map((n) => n.data)).toEqual(['+44', ' 20 7946 0018']);
    expect(nodesBetween(seg, 0, 4).map((n) => n.data)).toEqual(['Call ']);
  });
});

describe('blocks and contexts', () => {
  it('finds the block of a node through inline ancestors', () => {
    const body = dom('<div id="d"><p id="p">a <b><i id="i">b</i></b></p></div>');
    expect(blockOf(body.querySelector('#i') as Element)?.id).toBe('p');
    expect(blockOf(body.querySelector('#d') as Element)?.id).toBe('d');
  });

  it('finds blocks wrapped in an inline element', () => {
    const body = dom('<a id="a" href="#"><span><div id="x">1</div></span><section id="y">2</section></a>');
    expect(outerBlocksWithin(body.querySelector('#a') as Element, OPTS).map((e) => e.id)).toEqual(['x', 'y']);
  });

  it('knows when a node sits in a skipped subtree', () => {
    const body = dom('<div contenteditable><p><b id="b">x</b></p></div><p id="ok">y</p><pre><span id="c">z</span></pre>');
    expect(isInSkippedContext(body.querySelector('#b') as Element, OPTS)).toBe(true);
    expect(isInSkippedContext(body.querySelector('#ok') as Element, OPTS)).toBe(false);
    expect(isInSkippedContext(body.querySelector('#c') as Element, OPTS)).toBe(true);
    expect(isInSkippedContext(body.querySelector('#c') as Element, { highlightInCode: true })).toBe(false);
  });
});

describe('detectionWindows', () => {
  it('keeps short text whole', () => {
    expect(detectionWindows('abc', 10)).toEqual([{ start: 0, end: 3 }]);
  });

  it('cuts long text only between words, so a number is never cut', () => {
    const unit = 'call us on +44 20 7946 0018 or write ';
    const text = unit.repeat(400);
    const windows = detectionWindows(text, 1000);
    expect(windows.length).toBeGreaterThan(10);
    let at = 0;
    for (const w of windows) {
      expect(w.start).toBe(at);
      expect(w.end - w.start).toBeLessThanOrEqual(1000);
      at = w.end;
      const piece = text.slice(w.start, w.end);
      // Every number in a window is whole.
      for (const m of piece.matchAll(/\+[\d ]+/g)) expect(m[0].trim()).toBe('+44 20 7946 0018');
    }
    expect(at).toBe(text.length);
  });

  it('cuts hard when there is no place between words', () => {
    const windows = detectionWindows('1'.repeat(25), 10);
    expect(windows).toEqual([
      { start: 0, end: 10 },
      { start: 10, end: 20 },
      { start: 20, end: 25 },
    ]);
  });
});

describe('mayHoldPhone: what is worth sending to the detector', () => {
  const seg = (text: string, tels = 0): Segment => ({
    text,
    nodes: [],
    starts: [],
    tels: Array.from({ length: tels }, () => ({ start: 0, end: 1, href: 'tel:1' })),
  });
  it.each<[string, number, boolean]>([
    ['no digits here', 0, false],
    ['room 5, since 1999, open 9-17', 0, false],
    ['Call us', 1, true],
    ['Call +44 20 7946 0018', 0, true],
    ['(650) 253-0000', 0, true],
    ['short 123 456', 0, false],
    ['ids 1234567', 0, true],
  ])('%s (tel links: %d) → %s', (text, tels, expected) => {
    expect(mayHoldPhone(seg(text, tels), createCandidatePattern())).toBe(expected);
  });

  // The test pattern must say what finding each run and counting its digits says (the prefilter's
  // own reading, which the detector makes), on texts made of what changes the answer: digits of
  // every script read, separators, leads, letters and line breaks.
  it('answers as the runs of the prefilter do, on 20,000 generated texts', () => {
    const runs = createRunPattern();
    const byRuns = (text: string): boolean => {
      runs.lastIndex = 0;
      for (let m = runs.exec(text); m; m = runs.exec(text))
        if (countDigits(text, m.index, m.index + m[0].length) >= MIN_DIGITS) return true;
      return false;
    };
    const alphabet = [
      '1',
      '2',
      '0',
      '\uFF15',
      '\u0663',
      '\u06F7',
      ' ',
      '-',
      '.',
      '/',
      '(',
      ')',
      '\u00A0',
      '+',
      'a',
      'é',
      '\n',
      ',',
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const candidate = createCandidatePattern();
    let holding = 0;
    for (let i = 0; i < 20_000; i++) {
      let text = '';
      const length = 1 + Math.floor(random() * 30);
      // Digit-heavy texts, so that both answers come often.
      for (let k = 0; k < length; k++)
        text += random() < 0.5 ? String(Math.floor(random() * 10)) : (alphabet[Math.floor(random() * alphabet.length)] as string);
      const expected = byRuns(text);
      if (expected) holding++;
      if (mayHoldPhone(seg(text), candidate) !== expected) expect({ text, holds: !expected }).toEqual({ text, holds: expected });
    }
    expect(holding).toBeGreaterThan(2_000);
    expect(holding).toBeLessThan(18_000);
  });
});

describe('readBlock: the blank text between blocks', () => {
  it('makes no segment of blank text alone, and keeps blank text that leads or sits in a segment', () => {
    const body = dom('<div id="b">\n  <b>+44</b> <i>20</i> 7946<p>x</p>\n\t<ul>\n<li>a</li>\n</ul>\n</div>');
    const block = body.querySelector('#b') as Element;
    const { segments, childBlocks } = readBlock(block, OPTS);
    expect(texts(segments)).toEqual(['\n  +44 20 7946']);
    expect(segments[0]?.nodes.map((n) => n.data)).toEqual(['\n  ', '+44', ' ', '20', ' 7946']);
    expect(segments[0]?.starts).toEqual([0, 3, 6, 7, 9]);
    expect(childBlocks.map((b) => b.localName)).toEqual(['p', 'ul']);
    expect(readBlock(body.querySelector('ul') as Element, OPTS).segments).toEqual([]);
  });

  it('keeps blank text alone inside an open tel: link, so that a link cut by a block stays cut', () => {
    const body = dom(
      '<div id="b"><a href="tel:+442079460018">\n<p>x</p>+44 20 7946 0018</a><a href="tel:+1">\n</a><p>y</p>\n</div>',
    );
    const { segments } = readBlock(body.querySelector('#b') as Element, OPTS);
    expect(texts(segments)).toEqual(['\n', '+44 20 7946 0018\n']);
    expect(segments.map((s) => s.tels)).toEqual([[], [{ start: 16, end: 17, href: 'tel:+1' }]]);
  });
});

describe('readBlock in parts (a block of thousands of nodes, a step each)', () => {
  const rows = Array.from({ length: 30 }, (_, i) => `<tr><td>Row ${i}</td></tr>`).join('\n');
  it.each([
    ['inline text split across elements', 3, '<b>+44</b> 20 <span>7946 <i>00</i></span>18 and <em>more</em> text'],
    ['a tel link cut by parts', 2, 'Call <a href="tel:+442079460018">+44 <b>20</b> 7946 0018</a> now'],
    ['blocks among text', 1, 'a <div>x</div> b <p>y</p> c <b>d</b>'],
    ['a table body of many rows', 7, rows],
    ['one node a part', 1, 'Call <b>+44</b> 20 7946 0018'],
    ['blank text cut by parts', 1, '\n <p>x</p>\n <b>+44</b> 20<p>y</p>\n<a href="tel:+1">\n</a>'],
  ])('%s, read %d nodes at a time: the same content as read whole', (_name, maxNodes, html) => {
    const block = dom(`<div id="b">${html}</div>`).querySelector('#b') as Element;
    const whole = readBlock(block, OPTS);
    let parts = 0;
    let content = readBlock(block, OPTS, { maxNodes });
    while (content.rest) {
      parts++;
      content = readBlock(block, OPTS, { maxNodes }, content.rest);
    }
    expect(parts).toBeGreaterThan(0);
    expect(content.segments).toEqual(whole.segments);
    expect(content.childBlocks).toEqual(whole.childBlocks);
  });

  it('drops a read whose place left the block meanwhile (the block is read again on its change)', () => {
    const block = dom('<div id="b">a <b id="x">b</b> c <b>d</b> e</div><p id="elsewhere"></p>').querySelector('#b') as Element;
    const part = readBlock(block, OPTS, { maxNodes: 2 });
    expect(part.rest).toBeDefined();
    document.querySelector('#elsewhere')?.append(part.rest?.node as Node);
    const done = readBlock(block, OPTS, { maxNodes: 2 }, part.rest);
    expect(done.rest).toBeUndefined();
    expect(done.segments).toEqual([]);
  });
});
