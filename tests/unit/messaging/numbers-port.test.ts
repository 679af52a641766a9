// The numbers port: the popup waits for every frame that can answer, and no longer than it must
// for those that cannot; a frame answers only our extension's port of that name.
import { describe, expect, it } from 'vitest';
import { MAX_FRAME_NUMBERS } from '@/utils/bulk/page-numbers';
import {
  answerNumbersPort,
  type FrameNumbers,
  MAX_ANSWER_PARTS,
  NONE_MS,
  NUMBERS_PORT,
  QUIET_MS,
  readTabNumbers,
} from '@/utils/messaging/numbers-port';
import type { PortLike } from '@/utils/messaging/port';

function fakePort() {
  const onMessage: ((m: unknown) => void)[] = [];
  const onDisconnect: (() => void)[] = [];
  const port: PortLike & { sent: unknown[]; closed: boolean } = {
    sent: [],
    closed: false,
    onMessage: { addListener: (fn) => onMessage.push(fn) },
    onDisconnect: { addListener: (fn) => onDisconnect.push(fn) },
    postMessage: (m) => port.sent.push(m),
    disconnect: () => {
      port.closed = true;
    },
  };
  return {
    port,
    answer: (m: unknown) => {
      for (const f of onMessage) f(m);
    },
    drop: () => {
      for (const f of onDisconnect) f();
    },
  };
}

function fakeTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let id = 0;
  return {
    set: (run: () => void, ms: number) => {
      pending.set(++id, { at: now + ms, run });
      return id;
    },
    clear: (h: unknown) => pending.delete(h as number),
    advance(ms: number) {
      now += ms;
      for (const [k, t] of [...pending])
        if (t.at <= now) {
          pending.delete(k);
          t.run();
        }
    },
  };
}

const frame = (top: boolean, children: number, number: string) => ({
  type: 'numbers:of-frame',
  top,
  host: top ? 'example.test' : 'frame.test',
  highlighting: true,
  complete: true,
  numbers: [[number, number, 1, 1]],
  truncated: false,
  children,
});

describe('readTabNumbers', () => {
  it('ends as soon as the top frame and the frames it holds have answered', async () => {
    const { port, answer } = fakePort();
    const timers = fakeTimers();
    const got = readTabNumbers(() => port, timers);
    expect(port.sent).toEqual([{ type: 'numbers:list' }]);
    answer(frame(true, 1, '+16502530000'));
    answer({ type: 'something else' });
    answer(frame(false, 0, '+442079460018'));
    expect((await got).map((f) => f.numbers[0]?.[0])).toEqual(['+16502530000', '+442079460018']);
    expect(port.closed).toBe(true);
  });

  it('a frame answering before the top document does not end the wait', async () => {
    const { port, answer } = fakePort();
    const timers = fakeTimers();
    const got = readTabNumbers(() => port, timers);
    answer(frame(false, 0, '+442079460018'));
    expect(port.closed).toBe(false);
    answer(frame(true, 1, '+16502530000'));
    expect((await got).map((f) => f.numbers[0]?.[0])).toEqual(['+442079460018', '+16502530000']);
  });

  it('a frame that never answers: ends a short while after the last answer', async () => {
    const { port, answer } = fakePort();
    const timers = fakeTimers();
    const got = readTabNumbers(() => port, timers);
    answer(frame(true, 2, '+16502530000'));
    timers.advance(QUIET_MS);
    expect(await got).toHaveLength(1);
  });

  it("gives the top document's first rows, its answer's first part, at once; its parts joined are the answer", async () => {
    const { port, answer } = fakePort();
    const timers = fakeTimers();
    const firsts: string[][] = [];
    const got = readTabNumbers(
      () => port,
      timers,
      (top) => {
        firsts.push(top.numbers.map((n) => n[0]));
        return undefined;
      },
    );
    // A frame's first rows are not its answer, and no one else's first rows head the list.
    answer({ ...frame(false, 0, '+442079460018'), more: true, part: 'child' });
    answer({ ...frame(true, 1, '+16502530000'), more: true, part: 'top' });
    expect(firsts).toEqual([['+16502530000']]);
    answer({ ...frame(true, 1, '+16502530001'), more: true, part: 'top' });
    expect(firsts).toHaveLength(1);
    expect(port.closed).toBe(false);
    answer({ ...frame(true, 1, '+16502530002'), part: 'top' });
    // The top's whole list is in: first rows that come after it are no longer news.
    answer({ ...frame(true, 1, '+16502530003'), more: true, part: 'again' });
    expect(firsts).toHaveLength(1);
    answer({ ...frame(false, 0, '+442079460019'), part: 'child' });
    const frames = await got;
    expect(frames.map((f) => [f.top, f.numbers.map((n) => n[0]), f.more])).toEqual([
      [true, ['+16502530000', '+16502530001', '+16502530002'], undefined],
      [false, ['+442079460018', '+442079460019'], undefined],
    ]);
  });

  it('refuses rows to come that no id joins, a part after its answer is in, and an answer past its bounds', async () => {
    const { port, answer } = fakePort();
    const timers = fakeTimers();
    const got = readTabNumbers(() => port, timers);
    const rows = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => [`+1650253${String(from + i).padStart(4, '0')}`, 'x', 1, 1]);
    // Answers from frames of the top: no id; past MAX_FRAME_NUMBERS rows in all; in too many parts; one in bounds.
    answer({ ...frame(true, 4, '+16502530000'), more: true });
    answer({ ...frame(true, 4, '+16502530000'), part: 'top' });
    answer({ ...frame(false, 0, '+16502530001'), numbers: rows(0, MAX_FRAME_NUMBERS), more: true, part: 'big' });
    answer({ ...frame(false, 0, '+16502530001'), numbers: rows(0, 1), part: 'big' });
    for (let i = 0; i <= MAX_ANSWER_PARTS; i++)
      answer({ ...frame(false, 0, '+16502530004'), numbers: [], more: true, part: 'many' });
    answer({ ...frame(false, 0, '+16502530004'), part: 'many' });
    answer({ ...frame(false, 0, '+16502530002'), part: 'ok' });
    // Its answer is in: a part with its id now is another frame's guess.
    answer({ ...frame(false, 0, '+16502530003'), part: 'ok' });
    timers.advance(QUIET_MS);
    const frames = await got;
    expect(frames.map((f) => f.numbers.map((n) => n[0]))).toEqual([['+16502530000'], ['+16502530002']]);
  });

  it('reads the answers that come after the first rows once their paint is done, in the order they came', async () => {
    const { port, answer } = fakePort();
    const timers = fakeTimers();
    let painted: () => void = () => undefined;
    const got = readTabNumbers(
      () => port,
      timers,
      () =>
        new Promise<void>((resolve) => {
          painted = resolve;
        }),
    );
    answer({ ...frame(true, 1, '+16502530000'), more: true, part: 'top' });
    answer(frame(false, 0, '+442079460018'));
    answer({ ...frame(true, 1, '+16502530001'), part: 'top' });
    // Held: not read yet (the whole list would hold the first rows' paint back).
    await Promise.resolve();
    expect(port.closed).toBe(false);
    painted();
    const frames = await got;
    expect(frames.map((f) => [f.top, f.numbers.map((n) => n[0])])).toEqual([
      [false, ['+442079460018']],
      [true, ['+16502530000', '+16502530001']],
    ]);
    expect(port.closed).toBe(true);
  });

  it('first rows do not end the wait: each part is awaited as long as a first answer', async () => {
    const { port, answer } = fakePort();
    const timers = fakeTimers();
    const got = readTabNumbers(() => port, timers);
    timers.advance(NONE_MS - 1);
    answer({ ...frame(true, 0, '+16502530000'), more: true, part: 'top' });
    timers.advance(NONE_MS - 1);
    answer({ ...frame(true, 0, '+16502530001'), more: true, part: 'top' });
    timers.advance(NONE_MS - 1);
    expect(port.closed).toBe(false);
    answer({ ...frame(true, 0, '+16502530002'), part: 'top' });
    expect((await got).map((f) => f.numbers.length)).toEqual([3]);
  });

  it.each<[string, (p: ReturnType<typeof fakePort>, t: ReturnType<typeof fakeTimers>) => void]>([
    ['no frame answers at all', (_p, t) => t.advance(NONE_MS)],
    ['the port closes (no content script there)', (p) => p.drop()],
  ])('%s: an empty list', async (_name, act) => {
    const p = fakePort();
    const t = fakeTimers();
    const got = readTabNumbers(() => p.port, t);
    act(p, t);
    expect(await got).toEqual([]);
  });
});

describe('answerNumbersPort', () => {
  const listening = () => {
    const listeners = new Set<(port: PortLike) => void>();
    return {
      onConnect: {
        addListener: (fn: (port: PortLike) => void) => listeners.add(fn),
        removeListener: (fn: (port: PortLike) => void) => listeners.delete(fn),
      },
      connect(port: PortLike) {
        for (const fn of listeners) fn(port);
      },
      get count() {
        return listeners.size;
      },
    };
  };
  const ANSWER = frame(true, 0, '+16502530000') as FrameNumbers;

  it('answers `numbers:list` on our extension’s numbers port, with the list as it is when asked', () => {
    const bus = listening();
    const stop = answerNumbersPort(bus.onConnect, 'our-id', () => ANSWER);
    const { port, answer } = fakePort();
    Object.assign(port, { name: NUMBERS_PORT, sender: { id: 'our-id' } });
    bus.connect(port);
    answer({ type: 'something-else' });
    expect(port.sent).toEqual([]);
    answer({ type: 'numbers:list' });
    expect(port.sent).toEqual([ANSWER]);
    stop();
    expect(bus.count).toBe(0);
  });

  it('says to `list` when the port has closed (the popup gone: the answer stops)', () => {
    const bus = listening();
    let closed: () => boolean = () => true;
    answerNumbersPort(bus.onConnect, 'our-id', (_ahead, isClosed) => {
      closed = isClosed;
      return ANSWER;
    });
    const { port, answer, drop } = fakePort();
    Object.assign(port, { name: NUMBERS_PORT, sender: { id: 'our-id' } });
    bus.connect(port);
    answer({ type: 'numbers:list' });
    expect(closed()).toBe(false);
    drop();
    expect(closed()).toBe(true);
  });

  it('posts the parts `list` sends ahead before its answer, on the same port', async () => {
    const bus = listening();
    const first = { ...ANSWER, more: true as const, part: 'a' };
    answerNumbersPort(bus.onConnect, 'our-id', async (ahead) => {
      ahead(first);
      return ANSWER;
    });
    const { port, answer } = fakePort();
    Object.assign(port, { name: NUMBERS_PORT, sender: { id: 'our-id' } });
    bus.connect(port);
    answer({ type: 'numbers:list' });
    await Promise.resolve();
    expect(port.sent).toEqual([first, ANSWER]);
  });

  it('ignores a port of another name or opened by another extension', () => {
    const bus = listening();
    answerNumbersPort(bus.onConnect, 'our-id', () => ANSWER);
    for (const [name, id] of [
      ['detect', 'our-id'],
      [NUMBERS_PORT, 'another-extension'],
      [NUMBERS_PORT, undefined],
    ] as const) {
      const { port, answer } = fakePort();
      Object.assign(port, { name, sender: { id } });
      bus.connect(port);
      answer({ type: 'numbers:list' });
      expect(port.sent).toEqual([]);
    }
  });
});
