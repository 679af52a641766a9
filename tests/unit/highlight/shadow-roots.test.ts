// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { BatchDetector, DetectItem } from '@/utils/highlight/detect-batch';
import { FIRST_LOOK_MS, RootFollower } from '@/utils/highlight/root-follower';
import { PageScanner } from '@/utils/highlight/scanner';
import { mayGetRootLater, rootReader, shadowRootsUnder } from '@/utils/highlight/shadow-roots';
import { HighlightStore } from '@/utils/highlight/store';
import { blockOf, isInSkippedContext, type TextPosition } from '@/utils/highlight/text-reading';
import type { PhoneMatch } from '@/utils/phone/detect';

interface TestRange {
  start: TextPosition;
  end: TextPosition;
}

function fakeDetect(text: string): PhoneMatch[] {
  return [...text.matchAll(/\+\d(?: ?\d){7,14}/g)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    number: `+${m[0].replace(/\D/g, '')}`,
  }));
}

const detector: BatchDetector = {
  detect: (items: readonly DetectItem[], done) => done(items.map((i) => ({ matches: fakeDetect(i.text) }))),
};

/** A closed root the page keeps to itself, reachable only as an extension reaches it. */
const closedRoots = new WeakMap<Element, ShadowRoot>();
const rootOf = (el: Element) => el.shadowRoot ?? closedRoots.get(el) ?? null;

function setup(build: (body: HTMLElement) => void) {
  document.body.innerHTML = '';
  build(document.body);
  const highlight = new Set<TestRange>();
  const store = new HighlightStore<TestRange>(highlight, () => ({
    observe: () => undefined,
    unobserve: () => undefined,
    disconnect: () => undefined,
  }));
  const observed: Node[] = [];
  const onRoot = vi.fn();
  const scanner = new PageScanner<TestRange>({
    doc: document,
    store,
    options: { highlightInCode: false, ownHostName: 'number-check-ui' },
    detector,
    makeRange: (start, end) => ({ start, end }),
    rootOf,
    onRoot,
    now: () => 0,
    post: () => undefined,
    timers: { setTimeout: () => 0, clearTimeout: () => undefined },
    MutationObserver: class {
      observe(target: Node) {
        observed.push(target);
      }
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof MutationObserver,
  });
  const texts = () => {
    store.settle();
    return [...highlight].map((r) => r.start.node.data.slice(r.start.offset, r.end.offset)).sort();
  };
  return { scanner, store, texts, observed, onRoot, run: () => scanner.runner.drain() };
}

function card(parent: Node, html: string, mode: 'open' | 'closed' = 'open'): ShadowRoot {
  const host = document.createElement('contact-card');
  parent.appendChild(host);
  const root = host.attachShadow({ mode });
  if (mode === 'closed') closedRoots.set(host, root);
  root.innerHTML = html;
  return root;
}

describe('shadow roots', () => {
  it('reads numbers in open, nested and closed roots, and observes each root once', () => {
    let nested: ShadowRoot | undefined;
    const t = setup((body) => {
      body.innerHTML = '<p>Page +44 20 7946 0018</p>';
      card(body, '<p>Open +1 650 253 0000</p>');
      const outer = card(body, '<div><b>Outer</b></div><section></section>');
      nested = card(outer.querySelector('section') as Element, '<span>Nested +33 1 42 68 53 00</span>');
      card(body, '<p>Closed +49 30 901820</p>', 'closed');
    });
    t.scanner.start();
    t.run();
    expect(t.texts()).toEqual(['+1 650 253 0000', '+33 1 42 68 53 00', '+44 20 7946 0018', '+49 30 901820'].sort());
    // The document, and each of the four roots, once.
    expect(t.observed.filter((n) => n.nodeType === 11)).toHaveLength(4);
    expect(t.onRoot).toHaveBeenCalledTimes(4);
    expect(t.scanner.shadowRoots()).toContain(nested);
  });

  it("keeps a root's top-level text with its host: one block, so a change there re-reads the host", () => {
    let root: ShadowRoot | undefined;
    const t = setup((body) => {
      root = card(body, '<span>Call</span> +44 20 7946 0018');
    });
    t.scanner.start();
    t.run();
    const host = (root as ShadowRoot).host;
    expect(t.texts()).toEqual(['+44 20 7946 0018']);
    expect([...t.store.blocksWithNumbers()]).toEqual([host]);
    const text = (root as ShadowRoot).lastChild as Text;
    expect(blockOf(text)).toBe(host);
    expect(blockOf((root as ShadowRoot).firstChild as Node)).toBe(host);
    text.data = ' +1 650 253 0000';
    t.scanner.onMutations([{ type: 'characterData', target: text } as unknown as MutationRecord]);
    t.run();
    expect(t.texts()).toEqual(['+1 650 253 0000']);
    // A node added at the top of the root: the record's target is the root itself.
    const added = document.createTextNode(' or +33 1 42 68 53 00');
    (root as ShadowRoot).append(added);
    t.scanner.onMutations([
      { type: 'childList', target: root, addedNodes: [added], removedNodes: [] } as unknown as MutationRecord,
    ]);
    t.run();
    expect(t.texts()).toEqual(['+1 650 253 0000', '+33 1 42 68 53 00']);
  });

  it("reads a host's light text only where its root has a slot for it", () => {
    const t = setup((body) => {
      const slotted = document.createElement('contact-card');
      slotted.textContent = 'Slotted +44 20 7946 0018';
      body.appendChild(slotted);
      slotted.attachShadow({ mode: 'open' }).innerHTML = '<p>Tel: <slot></slot></p>';
      const unslotted = document.createElement('contact-card');
      unslotted.textContent = 'Not shown +1 650 253 0000';
      body.appendChild(unslotted);
      unslotted.attachShadow({ mode: 'open' }).innerHTML = '<p>Shown +33 1 42 68 53 00</p>';
    });
    t.scanner.start();
    t.run();
    expect(t.texts()).toEqual(['+33 1 42 68 53 00', '+44 20 7946 0018']);
  });

  it('a root inside an editable region is skipped like the rest of it', () => {
    let root: ShadowRoot | undefined;
    setup((body) => {
      body.innerHTML = '<div contenteditable></div>';
      root = card(body.firstChild as Node, '<p>+44 20 7946 0018</p>');
    });
    expect(isInSkippedContext((root as ShadowRoot).querySelector('p') as Element, { highlightInCode: false })).toBe(true);
  });

  it('finds every root under the document, nested and closed ones too', () => {
    setup((body) => {
      const a = card(body, '<section></section>');
      card(a.querySelector('section') as Element, '<p>x</p>', 'closed');
      card(body, '<p>y</p>');
    });
    expect(shadowRootsUnder(document, rootOf)).toHaveLength(3);
    expect(shadowRootsUnder(document, (el) => el.shadowRoot)).toHaveLength(2);
  });
});

describe('rootReader', () => {
  it('asks the browser for closed roots only for elements that can host one', () => {
    const open = vi.fn((el: Element) => closedRoots.get(el) ?? null);
    const read = rootReader(() => ({ chromeDom: { openOrClosedShadowRoot: open } }));
    document.body.innerHTML = '<table><tr><td>1</td></tr></table>';
    const host = document.createElement('contact-card');
    document.body.appendChild(host);
    const root = host.attachShadow({ mode: 'closed' });
    closedRoots.set(host, root);
    expect(read(host)).toBe(root);
    expect(read(document.querySelector('td') as Element)).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
    // Without the browser's help, closed roots stay out of reach.
    expect(rootReader()(host)).toBeNull();
  });

  it("looks up the browser's access at the first custom element without an open root, once", () => {
    const open = vi.fn((el: Element) => closedRoots.get(el) ?? null);
    const access = vi.fn(() => ({ chromeDom: { openOrClosedShadowRoot: open } }));
    const read = rootReader(access);
    document.body.innerHTML = '<table><tr><td>1</td></tr></table><div id="o"></div>';
    const openHost = document.getElementById('o') as Element;
    const openRoot = openHost.attachShadow({ mode: 'open' });
    // Blocks, and a host whose root is open: the browser's API is not looked up.
    expect(read(document.querySelector('td') as Element)).toBeNull();
    expect(read(openHost)).toBe(openRoot);
    expect(access).not.toHaveBeenCalled();
    const host = document.createElement('ticket-view');
    document.body.appendChild(host);
    const root = host.attachShadow({ mode: 'closed' });
    closedRoots.set(host, root);
    expect(read(host)).toBe(root);
    expect(read(document.createElement('other-card'))).toBeNull();
    expect(access).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(2);
    // A browser that gives no access: closed roots out of reach, looked up once all the same.
    const none = vi.fn(() => ({}));
    const plain = rootReader(none);
    expect(plain(host)).toBeNull();
    expect(plain(host)).toBeNull();
    expect(none).toHaveBeenCalledTimes(1);
  });

  it('a custom element not defined yet may attach its root later; a built-in one not', () => {
    const later = document.createElement('later-card');
    document.body.appendChild(later);
    expect(mayGetRootLater(later)).toBe(true);
    // (Once defined it no longer waits: happy-dom does not upgrade; the browser tests show it.)
    expect(mayGetRootLater(document.createElement('div'))).toBe(false);
  });
});

describe('RootFollower', () => {
  it('looks again at a waiting host, backing off, until its root is attached', () => {
    const timers: { run: () => void; ms: number }[] = [];
    const attached: Element[] = [];
    const follower = new RootFollower({
      rootOf: (el) => el.shadowRoot,
      observe: () => () => undefined,
      rootAttached: (host) => attached.push(host),
      setTimeout: (run, ms) => timers.push({ run, ms }),
      clearTimeout: () => undefined,
    });
    const host = document.createElement('late-card');
    document.body.appendChild(host);
    follower.wait(host);
    expect(timers.at(-1)?.ms).toBe(FIRST_LOOK_MS);
    timers.at(-1)?.run();
    expect(attached).toEqual([]);
    expect(timers.at(-1)?.ms).toBe(FIRST_LOOK_MS * 2);
    host.attachShadow({ mode: 'open' });
    timers.at(-1)?.run();
    expect(attached).toEqual([host]);
    const count = timers.length;
    // Nothing waits any more: no further look.
    expect(timers.length).toBe(count);
  });

  it('a waiting host that left the page is forgotten; roots whose host left are no longer observed', () => {
    const stop = vi.fn();
    const follower = new RootFollower({
      rootOf: (el) => el.shadowRoot,
      observe: () => stop,
      rootAttached: () => undefined,
      setTimeout: () => 0,
      clearTimeout: () => undefined,
    });
    const host = document.createElement('gone-card');
    document.body.appendChild(host);
    const root = host.attachShadow({ mode: 'open' });
    follower.follow(root);
    follower.follow(root);
    expect(follower.size).toBe(1);
    const waiting = document.createElement('wait-card');
    document.body.appendChild(waiting);
    follower.wait(waiting);
    host.remove();
    waiting.remove();
    follower.sweep();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(follower.size).toBe(0);
    expect(follower.look()).toEqual([]);
  });
});
