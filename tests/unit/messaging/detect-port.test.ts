import type { CountryCode } from 'libphonenumber-js/core';
// PortDetector: a content script's side of the detect port, over a fake port. Batches are sent
// lazily, answered by id, re-sent once on a fresh port when the background goes away, and failed
// after that or when the answer is malformed or refused.
import { describe, expect, it, vi } from 'vitest';
import type { DetectItem, DetectResult } from '@/utils/highlight/detect-batch';
import { detectRefusal, detectReply } from '@/utils/messaging/detect-messages';
import { PortDetector } from '@/utils/messaging/detect-port';
import type { PortLike } from '@/utils/messaging/port';

/** A runtime.Port stand-in: records what is posted, and lets the test play the background. */
class FakePort implements PortLike {
  readonly posted: unknown[] = [];
  /** Times the detector called disconnect(). */
  disconnects = 0;
  private readonly messageListeners: ((message: unknown) => void)[] = [];
  private readonly disconnectListeners: (() => void)[] = [];

  readonly onMessage = { addListener: (l: (message: unknown) => void) => void this.messageListeners.push(l) };
  readonly onDisconnect = { addListener: (l: () => void) => void this.disconnectListeners.push(l) };

  /** Set to make postMessage throw, as a port that closed before its disconnect event does. */
  dead = false;

  postMessage(message: unknown): void {
    if (this.dead) throw new Error('Attempting to use a disconnected port object');
    // A port passes a copy, as the browser does.
    this.posted.push(structuredClone(message));
  }

  disconnect(): void {
    this.disconnects++;
  }

  /** A message from the background. */
  reply(message: unknown): void {
    for (const l of this.messageListeners) l(message);
  }

  /** The background went away (its worker was stopped). */
  drop(): void {
    for (const l of this.disconnectListeners) l();
  }
}

/** A connect function that opens a new FakePort each call, and keeps them. */
function connector(): { connect: () => PortLike; ports: FakePort[]; readonly count: number } {
  const ports: FakePort[] = [];
  return {
    ports,
    connect: () => {
      const port = new FakePort();
      ports.push(port);
      return port;
    },
    get count() {
      return ports.length;
    },
  };
}

/** A detector for `country` over fake ports, and the ports it opened. */
function detectorOn(country: CountryCode | undefined = 'GB') {
  const c = connector();
  return { c, detector: new PortDetector(c.connect, country) };
}

/** done and failed spies for one batch. */
function callbacks() {
  return { done: vi.fn<(results: DetectResult[]) => void>(), failed: vi.fn<() => void>() };
}

const ITEMS_A: DetectItem[] = [{ text: 'Call +44 20 7946 0018 now' }, { text: 'nothing here' }];
const RESULTS_A: DetectResult[] = [{ matches: [{ start: 5, end: 21, number: '+442079460018' }] }, { matches: [] }];
const ITEMS_B: DetectItem[] = [{ text: 'Ring us', hrefs: ['tel:07700900123', 'tel:'] }];
const RESULTS_B: DetectResult[] = [{ matches: [], tels: ['+447700900123', undefined] }];
const ITEMS_C: DetectItem[] = [{ text: '07700 900123' }];
const RESULTS_C: DetectResult[] = [{ matches: [{ start: 0, end: 12, number: '+447700900123' }] }];
/** What goes on the wire for each: plain lists, not an object per item. */
const WIRE_A = { texts: ['Call +44 20 7946 0018 now', 'nothing here'] };
const WIRE_B = { texts: ['Ring us'], hrefs: [['tel:07700900123', 'tel:']] };
const WIRE_C = { texts: ['07700 900123'] };

/** The port at `i`, asserting it was opened. */
function portAt(c: { ports: FakePort[] }, i: number): FakePort {
  const port = c.ports[i];
  if (!port) throw new Error(`no port ${i} (opened: ${c.ports.length})`);
  return port;
}

describe('PortDetector: sending', () => {
  it('opens no port before the first detect(), then one for every batch', () => {
    const { c, detector } = detectorOn();
    expect(c.count).toBe(0);
    expect(detector.inFlight).toBe(0);

    detector.detect(ITEMS_A, vi.fn(), vi.fn());
    expect(c.count).toBe(1);
    detector.detect(ITEMS_B, vi.fn(), vi.fn());
    detector.detect(ITEMS_C, vi.fn(), vi.fn());
    expect(c.count).toBe(1);
    expect(portAt(c, 0).posted).toHaveLength(3);
    expect(detector.inFlight).toBe(3);
  });

  it('posts {type, id, texts, country} with ids counting from 1', () => {
    const { c, detector } = detectorOn();
    detector.detect(ITEMS_A, vi.fn(), vi.fn());
    detector.detect(ITEMS_B, vi.fn(), vi.fn());
    expect(portAt(c, 0).posted).toEqual([
      { type: 'detect:batch', id: 1, ...WIRE_A, country: 'GB' },
      { type: 'detect:batch', id: 2, ...WIRE_B, country: 'GB' },
    ]);
  });

  it('leaves country out when it is undefined', () => {
    // (Not detectorOn(undefined): that is its default, GB.)
    const c = connector();
    const detector = new PortDetector(c.connect, undefined);
    detector.detect(ITEMS_A, vi.fn(), vi.fn());
    detector.detect(ITEMS_C, vi.fn(), vi.fn());
    const posted = portAt(c, 0).posted;
    expect(posted).toEqual([
      { type: 'detect:batch', id: 1, ...WIRE_A },
      { type: 'detect:batch', id: 2, ...WIRE_C },
    ]);
    for (const message of posted) expect(Object.keys(message as object)).not.toContain('country');
  });

  it('sends links and section countries as lists one entry a text (null: none), only when some item has one', () => {
    const { c, detector } = detectorOn();
    detector.detect(
      [{ text: 'a', country: 'FR' }, { text: 'b', hrefs: ['tel:1'] }, { text: 'c' }, { text: 'd', hrefs: [], country: 'DE' }],
      vi.fn(),
      vi.fn(),
    );
    expect(portAt(c, 0).posted).toEqual([
      {
        type: 'detect:batch',
        id: 1,
        texts: ['a', 'b', 'c', 'd'],
        hrefs: [null, ['tel:1'], null, []],
        countries: ['FR', null, null, 'DE'],
        country: 'GB',
      },
    ]);
  });

  it('puts the country in re-sent batches too', () => {
    const { c, detector } = detectorOn('DE');
    detector.detect(ITEMS_A, vi.fn(), vi.fn());
    portAt(c, 0).drop();
    expect(portAt(c, 1).posted).toEqual([{ type: 'detect:batch', id: 1, ...WIRE_A, country: 'DE' }]);
  });
});

describe('PortDetector: answers', () => {
  it('a reply calls done with the parsed results', () => {
    const { c, detector } = detectorOn();
    const a = callbacks();
    detector.detect(ITEMS_B, a.done, a.failed);
    expect(a.done).not.toHaveBeenCalled();

    portAt(c, 0).reply(detectReply(1, RESULTS_B));
    expect(a.done).toHaveBeenCalledTimes(1);
    expect(a.done).toHaveBeenCalledWith([{ matches: [], tels: ['+447700900123', undefined] }]);
    expect(a.failed).not.toHaveBeenCalled();
    expect(detector.inFlight).toBe(0);
  });

  it('replies out of order each reach their own batch', () => {
    const { c, detector } = detectorOn();
    const a = callbacks();
    const b = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    detector.detect(ITEMS_B, b.done, b.failed);

    portAt(c, 0).reply(detectReply(2, RESULTS_B));
    expect(b.done).toHaveBeenCalledWith(RESULTS_B);
    expect(a.done).not.toHaveBeenCalled();
    expect(detector.inFlight).toBe(1);

    portAt(c, 0).reply(detectReply(1, RESULTS_A));
    expect(a.done).toHaveBeenCalledWith(RESULTS_A);
    expect(a.done).toHaveBeenCalledTimes(1);
    expect(b.done).toHaveBeenCalledTimes(1);
    expect(a.failed).not.toHaveBeenCalled();
    expect(b.failed).not.toHaveBeenCalled();
    expect(detector.inFlight).toBe(0);
  });

  it('a second reply with the same id is ignored', () => {
    const { c, detector } = detectorOn();
    const a = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    portAt(c, 0).reply(detectReply(1, RESULTS_A));
    portAt(c, 0).reply(detectReply(1, RESULTS_A));
    portAt(c, 0).reply(detectRefusal(1));
    expect(a.done).toHaveBeenCalledTimes(1);
    expect(a.failed).not.toHaveBeenCalled();
  });

  it.each<[string, unknown]>([
    ['an unknown id', detectReply(9, RESULTS_A)],
    ['a string id', { ...detectReply(1, RESULTS_A), id: '1' }],
    ['no id', { type: 'detect:found', m: [0, 5, 21, '+442079460018'] }],
    ['null', null],
    ['a string', 'detect:found'],
  ])('a reply with %s is ignored, and the batch still waits for its own', (_name, message) => {
    const { c, detector } = detectorOn();
    const a = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    portAt(c, 0).reply(message);
    expect(a.done).not.toHaveBeenCalled();
    expect(a.failed).not.toHaveBeenCalled();
    expect(detector.inFlight).toBe(1);

    portAt(c, 0).reply(detectReply(1, RESULTS_A));
    expect(a.done).toHaveBeenCalledWith(RESULTS_A);
  });

  it.each<[string, unknown]>([
    ['a match of an item the batch does not have', detectReply(1, [...RESULTS_A, RESULTS_A[0] as DetectResult])],
    [
      'a match past the end of its text',
      detectReply(1, [{ matches: [{ start: 5, end: 99, number: '+442079460018' }] }, { matches: [] }]),
    ],
    ['a number that is not E.164', detectReply(1, [{ matches: [{ start: 5, end: 21, number: '12345' }] }, { matches: [] }])],
    ['a wrong type', { ...detectReply(1, RESULTS_A), type: 'bg:something' }],
    ['no matches list', { type: 'detect:found', id: 1 }],
    ['a refusal', detectRefusal(1)],
  ])('a reply with %s calls failed, not done', (_name, message) => {
    const { c, detector } = detectorOn();
    const a = callbacks();
    const b = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    detector.detect(ITEMS_C, b.done, b.failed);

    portAt(c, 0).reply(message);
    expect(a.failed).toHaveBeenCalledTimes(1);
    expect(a.done).not.toHaveBeenCalled();
    expect(detector.inFlight).toBe(1);
    // The other batch is not affected, and the port stays open.
    expect(b.failed).not.toHaveBeenCalled();
    portAt(c, 0).reply(detectReply(2, RESULTS_C));
    expect(b.done).toHaveBeenCalledWith(RESULTS_C);
    expect(c.count).toBe(1);
  });

  it('tels missing for an item with hrefs calls failed', () => {
    const { c, detector } = detectorOn();
    const b = callbacks();
    detector.detect(ITEMS_B, b.done, b.failed);
    portAt(c, 0).reply(detectReply(1, [{ matches: [] }]));
    expect(b.failed).toHaveBeenCalledTimes(1);
    expect(b.done).not.toHaveBeenCalled();
  });
});

describe('PortDetector: the background goes away', () => {
  it('re-sends every unanswered batch, in order, on a new port, and takes its answers', () => {
    const { c, detector } = detectorOn();
    const a = callbacks();
    const b = callbacks();
    const cc = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    detector.detect(ITEMS_B, b.done, b.failed);
    detector.detect(ITEMS_C, cc.done, cc.failed);
    portAt(c, 0).reply(detectReply(2, RESULTS_B));

    portAt(c, 0).drop();
    expect(c.count).toBe(2);
    expect(portAt(c, 1).posted).toEqual([
      { type: 'detect:batch', id: 1, ...WIRE_A, country: 'GB' },
      { type: 'detect:batch', id: 3, ...WIRE_C, country: 'GB' },
    ]);
    expect(a.failed).not.toHaveBeenCalled();
    expect(cc.failed).not.toHaveBeenCalled();
    expect(detector.inFlight).toBe(2);

    portAt(c, 1).reply(detectReply(3, RESULTS_C));
    portAt(c, 1).reply(detectReply(1, RESULTS_A));
    expect(a.done).toHaveBeenCalledWith(RESULTS_A);
    expect(cc.done).toHaveBeenCalledWith(RESULTS_C);
    expect(b.done).toHaveBeenCalledTimes(1);
    expect([a, b, cc].map((x) => x.failed.mock.calls.length)).toEqual([0, 0, 0]);
    expect(detector.inFlight).toBe(0);
  });

  it('opens no new port when nothing is in flight, and opens one for the next batch', () => {
    const { c, detector } = detectorOn();
    const a = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    portAt(c, 0).reply(detectReply(1, RESULTS_A));
    portAt(c, 0).drop();
    expect(c.count).toBe(1);

    const b = callbacks();
    detector.detect(ITEMS_B, b.done, b.failed);
    expect(c.count).toBe(2);
    expect(portAt(c, 0).posted).toHaveLength(1);
    expect(portAt(c, 1).posted).toEqual([{ type: 'detect:batch', id: 2, ...WIRE_B, country: 'GB' }]);
    portAt(c, 1).reply(detectReply(2, RESULTS_B));
    expect(b.done).toHaveBeenCalledWith(RESULTS_B);
  });

  it('new batches after a disconnect go to the new port', () => {
    const { c, detector } = detectorOn();
    detector.detect(ITEMS_A, vi.fn(), vi.fn());
    portAt(c, 0).drop();
    detector.detect(ITEMS_C, vi.fn(), vi.fn());
    expect(c.count).toBe(2);
    expect(portAt(c, 0).posted).toHaveLength(1);
    expect((portAt(c, 1).posted as { id: number }[]).map((m) => m.id)).toEqual([1, 2]);
  });

  it('a batch whose second port also goes away fails exactly once', () => {
    const { c, detector } = detectorOn();
    const a = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    portAt(c, 0).drop();
    expect(a.failed).not.toHaveBeenCalled();

    portAt(c, 1).drop();
    expect(a.failed).toHaveBeenCalledTimes(1);
    expect(a.done).not.toHaveBeenCalled();
    expect(c.count).toBe(2);
    expect(detector.inFlight).toBe(0);

    // A late answer, or the same port reported gone again, calls nothing more.
    portAt(c, 1).reply(detectReply(1, RESULTS_A));
    portAt(c, 1).drop();
    portAt(c, 0).drop();
    expect(a.failed).toHaveBeenCalledTimes(1);
    expect(a.done).not.toHaveBeenCalled();
    expect(c.count).toBe(2);
  });

  it('counts sends per batch: a batch first sent on the second port still gets a retry', () => {
    const { c, detector } = detectorOn();
    const a = callbacks();
    const b = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    portAt(c, 0).drop();
    detector.detect(ITEMS_B, b.done, b.failed);

    portAt(c, 1).drop();
    expect(a.failed).toHaveBeenCalledTimes(1);
    expect(b.failed).not.toHaveBeenCalled();
    expect(c.count).toBe(3);
    expect(portAt(c, 2).posted).toEqual([{ type: 'detect:batch', id: 2, ...WIRE_B, country: 'GB' }]);

    portAt(c, 2).drop();
    expect(b.failed).toHaveBeenCalledTimes(1);
    expect(a.failed).toHaveBeenCalledTimes(1);
    expect(c.count).toBe(3);
  });

  it('a disconnect of a port no longer in use changes nothing', () => {
    const { c, detector } = detectorOn();
    const a = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    portAt(c, 0).drop();
    portAt(c, 0).drop();
    expect(c.count).toBe(2);
    expect(portAt(c, 1).posted).toHaveLength(1);
    expect(a.failed).not.toHaveBeenCalled();
    portAt(c, 1).reply(detectReply(1, RESULTS_A));
    expect(a.done).toHaveBeenCalledWith(RESULTS_A);
  });
});

describe('PortDetector: no extension to talk to', () => {
  it('connect throwing calls failed, synchronously', () => {
    let calls = 0;
    const detector = new PortDetector(() => {
      calls++;
      throw new Error('Extension context invalidated.');
    }, 'GB');
    const a = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    expect(a.failed).toHaveBeenCalledTimes(1);
    expect(a.done).not.toHaveBeenCalled();
    expect(detector.inFlight).toBe(0);
    expect(calls).toBe(1);

    const b = callbacks();
    detector.detect(ITEMS_B, b.done, b.failed);
    expect(b.failed).toHaveBeenCalledTimes(1);
    expect(a.failed).toHaveBeenCalledTimes(1);
  });

  it('a port that throws on postMessage (closed, its disconnect not yet delivered) counts as closed: what it held goes to a new one', () => {
    const { c, detector } = detectorOn();
    const a = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    const first = c.ports[0] as FakePort;
    first.dead = true;
    const b = callbacks();
    detector.detect(ITEMS_B, b.done, b.failed);
    expect(c.count).toBe(2);
    const second = c.ports[1] as FakePort;
    // Both batches, oldest first: "a" was on the closed port too.
    expect(second.posted.map((m) => (m as { id: number }).id)).toEqual([1, 2]);
    second.reply(detectReply(2, RESULTS_B));
    second.reply(detectReply(1, RESULTS_A));
    expect(b.done).toHaveBeenCalledWith(RESULTS_B);
    expect(a.done).toHaveBeenCalledWith(RESULTS_A);
    // The late disconnect event of the closed port sends nothing again.
    first.drop();
    expect(c.count).toBe(2);
    expect(second.posted).toHaveLength(2);
  });

  it('connect throwing on the re-send fails every unanswered batch once', () => {
    const ports: FakePort[] = [];
    const detector = new PortDetector(() => {
      if (ports.length > 0) throw new Error('Extension context invalidated.');
      const port = new FakePort();
      ports.push(port);
      return port;
    }, 'GB');
    const a = callbacks();
    const b = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    detector.detect(ITEMS_B, b.done, b.failed);
    ports[0]?.drop();
    expect(a.failed).toHaveBeenCalledTimes(1);
    expect(b.failed).toHaveBeenCalledTimes(1);
    expect(a.done).not.toHaveBeenCalled();
    expect(b.done).not.toHaveBeenCalled();
    expect(detector.inFlight).toBe(0);
  });
});

describe('PortDetector: close()', () => {
  it('disconnects the port, and late replies call nothing', () => {
    const { c, detector } = detectorOn();
    const a = callbacks();
    detector.detect(ITEMS_A, a.done, a.failed);
    detector.close();
    expect(portAt(c, 0).disconnects).toBe(1);
    expect(detector.inFlight).toBe(0);

    portAt(c, 0).reply(detectReply(1, RESULTS_A));
    portAt(c, 0).reply(detectRefusal(1));
    portAt(c, 0).drop();
    expect(a.done).not.toHaveBeenCalled();
    expect(a.failed).not.toHaveBeenCalled();
    expect(c.count).toBe(1);
  });

  it('before any batch, opens nothing', () => {
    const { c, detector } = detectorOn();
    detector.close();
    expect(c.count).toBe(0);
  });

  it('a batch after close() fails without opening a port', () => {
    const { c, detector } = detectorOn();
    detector.detect(ITEMS_A, vi.fn(), vi.fn());
    detector.close();
    const b = callbacks();
    detector.detect(ITEMS_B, b.done, b.failed);
    expect(b.failed).toHaveBeenCalledTimes(1);
    expect(b.done).not.toHaveBeenCalled();
    expect(c.count).toBe(1);
    expect(portAt(c, 0).posted).toHaveLength(1);
  });
});
