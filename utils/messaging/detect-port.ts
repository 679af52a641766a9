// A content script's side of the detect port (utils/messaging/protocol.ts): sends batches of text to the
// background and hands each answer back to whoever asked. The connection is opened on the first
// batch (a page without candidate numbers never opens one) and passed in, so this runs in unit
// tests with a fake port.
import type { CountryCode } from 'libphonenumber-js/core';
import { isRecord } from '../common/validate';
import type { BatchDetector, DetectItem, DetectResult } from '../highlight/detect-batch';
import { detectBatch, type PageSaid, parseDetectReply } from './detect-messages';
import type { PortLike } from './port';

interface Request {
  id: number;
  items: readonly DetectItem[];
  done(results: DetectResult[]): void;
  failed(): void;
  sent: number;
  /** The port it was last sent on: when that port closes, it is sent again. */
  port?: PortLike;
}

/**
 * Times a batch is sent before it counts as failed. The browser stops an idle background worker,
 * and a batch sent just before may get no answer: it is sent again, once, to the new worker.
 */
const MAX_SENDS = 2;

export class PortDetector implements BatchDetector {
  private port: PortLike | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Request>();
  private closed = false;

  constructor(
    private readonly connect: () => PortLike,
    private readonly country: CountryCode | undefined,
    /** Present when the page's country is to be used (see PageDetectBatch.page). */
    private page?: PageSaid,
  ) {}

  /** What the page says of its country, for the batches sent from now on (all its clues, after its first ones). */
  setPage(page: PageSaid): void {
    this.page = page;
  }

  detect(items: readonly DetectItem[], done: (results: DetectResult[]) => void, failed: () => void): void {
    const req: Request = { id: this.nextId++, items, done, failed, sent: 0 };
    this.pending.set(req.id, req);
    this.send(req);
  }

  /** Batches in flight. */
  get inFlight(): number {
    return this.pending.size;
  }

  /** Closes the port; what is in flight gets no answer (the caller stopped caring). */
  close(): void {
    this.closed = true;
    this.pending.clear();
    const port = this.port;
    this.port = undefined;
    port?.disconnect();
  }

  private send(req: Request): void {
    if (req.sent >= MAX_SENDS) {
      this.fail(req);
      return;
    }
    req.sent++;
    const message = detectBatch(req.id, req.items);
    if (this.country) message.country = this.country;
    if (this.page) message.page = this.page;
    let port: PortLike;
    try {
      port = this.open();
    } catch {
      // No port can be opened: the extension was reloaded or removed under this page.
      this.fail(req);
      return;
    }
    req.port = port;
    try {
      port.postMessage(message);
    } catch {
      // The port closed before its disconnect event came: the same as that event.
      this.portClosed(port);
    }
  }

  private open(): PortLike {
    if (this.closed) throw new Error('closed');
    if (this.port) return this.port;
    const port = this.connect();
    port.onMessage.addListener((message) => this.onReply(message));
    port.onDisconnect.addListener(() => this.portClosed(port));
    this.port = port;
    return port;
  }

  private onReply(message: unknown): void {
    const id = isRecord(message) ? message.id : undefined;
    const req = typeof id === 'number' ? this.pending.get(id) : undefined;
    if (!req) return;
    this.pending.delete(req.id);
    const results = parseDetectReply(message, req.items);
    if (results) req.done(results);
    else req.failed();
  }

  /** Sends again, on a new port, what a closed port had not answered. */
  private portClosed(port: PortLike): void {
    if (this.port === port) this.port = undefined;
    // Oldest first, as they were sent: answers keep coming in the order the page was read. (A
    // batch a nested call already moved to another port is not on this one any more.)
    for (const req of [...this.pending.values()]) if (req.port === port) this.send(req);
  }

  private fail(req: Request): void {
    if (this.pending.delete(req.id)) req.failed();
  }
}
