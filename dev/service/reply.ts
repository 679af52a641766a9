// What a request is answered with, as data, so the decisions (routing, shapes, faults) stay pure
// and only sendReply touches the socket.

import type { ServerResponse } from 'node:http';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const TEXT_TYPE = 'text/plain; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

export type Reply =
  | {
      kind: 'body';
      status: number;
      headers: Record<string, string>;
      body: string;
      /** Send in pieces with no Content-Length, so a client cannot size its read up front. */
      chunked?: boolean;
    }
  /** Keep the connection open and never answer. */
  | { kind: 'hang' }
  /** Destroy the socket: the client sees a network error. */
  | { kind: 'reset' }
  /** Send the status, the headers (with the whole body's length) and half the body, then destroy the socket. */
  | { kind: 'drop'; reply: BodyReply };

export type BodyReply = Extract<Reply, { kind: 'body' }>;

export function jsonReply(status: number, value: unknown, headers: Record<string, string> = {}): BodyReply {
  return { kind: 'body', status, headers: { 'content-type': JSON_TYPE, ...headers }, body: JSON.stringify(value) };
}

export function textReply(
  status: number,
  body: string,
  contentType = TEXT_TYPE,
  headers: Record<string, string> = {},
): BodyReply {
  return { kind: 'body', status, headers: { 'content-type': contentType, ...headers }, body };
}

const CHUNK = 64 * 1024;

/**
 * Writes the status, the headers and half of the body, flushed, then destroys the socket: the
 * client has its headers (and the service its charge) and loses the rest.
 */
export function sendHalfThenDrop(res: ServerResponse, reply: BodyReply): void {
  if (res.destroyed || res.writableEnded) return;
  res.statusCode = reply.status;
  for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-length', Buffer.byteLength(reply.body));
  res.flushHeaders();
  res.write(reply.body.slice(0, Math.floor(reply.body.length / 2)), () => res.destroy());
}

/** Writes a body reply. Hang and reset are the server's business (they need the socket). */
export function sendBody(res: ServerResponse, reply: BodyReply): void {
  if (res.destroyed || res.writableEnded) return;
  // No CORS headers, on purpose: the real service may send none, and the extension must cope
  // through its host permissions.
  res.statusCode = reply.status;
  for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
  res.setHeader('cache-control', 'no-store');
  if (!reply.chunked) {
    res.setHeader('content-length', Buffer.byteLength(reply.body));
    res.end(reply.body);
    return;
  }
  let offset = 0;
  const pump = (): void => {
    while (offset < reply.body.length && !res.destroyed) {
      const piece = reply.body.slice(offset, offset + CHUNK);
      offset += CHUNK;
      if (!res.write(piece)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!res.destroyed) res.end();
  };
  pump();
}
