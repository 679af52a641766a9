// One deployment's HTTP server: routes a request, applies an armed fault, records the call and
// writes the reply. Everything it decides comes from pure handlers; this file owns the sockets.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './api.ts';
import { CONTROL_PREFIX, handleControl, MAX_CONTROL_BODY } from './control.ts';
import type { Deployment } from './deployment.ts';
import { serviceError } from './errors.ts';
import { faultReply, isApiPath } from './faults.ts';
import { parseQuery, single } from './query.ts';
import { jsonReply, type Reply, sendBody, sendHalfThenDrop } from './reply.ts';
import type { RequestLogEntry } from './request-log.ts';
import { renderError } from './shapes.ts';

export interface ServerOptions {
  /** No line per request. */
  quiet?: boolean;
  /** Where request lines go; default console.log. Lines carry the redacted URL only. */
  log?: (line: string) => void;
}

export interface DeploymentServer {
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

function splitUrl(rawUrl: string): { path: string; search: string } {
  // Not `new URL`: it would normalise the path ('//api/x', '/api/./x'), and a strict service
  // should answer what the client really sent.
  const q = rawUrl.indexOf('?');
  return q < 0 ? { path: rawUrl, search: '' } : { path: rawUrl.slice(0, q), search: rawUrl.slice(q) };
}

function keyOf(search: string): string | undefined {
  const parsed = parseQuery(search);
  return parsed.ok ? single(parsed.params, 'apikey').param?.value : undefined;
}

function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

export function createDeploymentServer(deployment: Deployment, opts: ServerOptions = {}): DeploymentServer {
  const log = opts.quiet ? undefined : (opts.log ?? ((line: string) => console.log(line)));
  const timers = new Set<NodeJS.Timeout>();

  const report = (entry: RequestLogEntry): void => {
    if (!log) return;
    const status = entry.status ?? entry.outcome;
    const fault = entry.fault ? ` [fault ${entry.fault}]` : '';
    log(`[${deployment.name}] ${entry.method} ${entry.url} → ${status} ${entry.durationMs ?? '?'} ms${fault}`);
  };

  function dispatch(req: IncomingMessage, res: ServerResponse, entry: RequestLogEntry | null, reply: Reply): void {
    if (reply.kind === 'body') {
      sendBody(res, reply);
      return;
    }
    if (reply.kind === 'drop') {
      if (entry) {
        entry.status = reply.reply.status;
        entry.outcome = 'dropped';
        report(entry);
      }
      sendHalfThenDrop(res, reply.reply);
      return;
    }
    if (entry) {
      entry.outcome = reply.kind === 'hang' ? 'hung' : 'reset';
      if (reply.kind === 'reset') report(entry);
    }
    // A hung request is simply never answered; close() ends its connection.
    if (reply.kind === 'reset') req.socket.destroy();
  }

  async function onControl(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const body = await readBody(req, MAX_CONTROL_BODY);
    const reply =
      body === null
        ? jsonReply(413, { ok: false, error: 'body too large' })
        : handleControl(deployment, req.method ?? 'GET', path, req.headers['content-type'], body);
    dispatch(req, res, null, reply);
  }

  function onApi(req: IncomingMessage, res: ServerResponse, path: string, search: string): void {
    const method = req.method ?? 'GET';
    const started = Date.now();
    const entry = deployment.log.record(method, path, search, new Date(started));
    res.on('finish', () => {
      entry.status = res.statusCode;
      entry.outcome = 'answered';
      entry.durationMs = Date.now() - started;
      report(entry);
    });
    res.on('close', () => {
      if (entry.outcome === 'pending') entry.outcome = 'client-closed';
    });
    req.resume(); // any request body is ignored, but must be drained

    const shape = deployment.shapeFor(keyOf(search));
    if (!isApiPath(path)) {
      dispatch(req, res, entry, renderError(shape, serviceError('not_found')));
      return;
    }
    if (method !== 'GET') {
      dispatch(req, res, entry, renderError(shape, serviceError('method_not_allowed'), undefined, { allow: 'GET' }));
      return;
    }
    const armed = deployment.takeFault(path);
    entry.fault = armed?.fault ?? null;
    // Decided when the answer is due, so a slow check charges and reads balances at that moment.
    const answer = (): void => {
      const normal = () => handleApi(deployment, path, search);
      const reply = (armed && faultReply(armed, shape, { path, search }, normal)) ?? normal();
      dispatch(req, res, entry, reply);
    };
    if (!armed || armed.delayMs === 0) {
      answer();
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, armed.delayMs);
    timers.add(timer);
    // A caller that gave up (the extension's timeout) gets no late answer and is charged nothing:
    // otherwise a slow check would spend a credit seconds later, inside whatever runs next.
    res.on('close', () => {
      if (res.writableFinished) return;
      clearTimeout(timer);
      timers.delete(timer);
    });
  }

  const server: Server = createServer((req, res) => {
    const { path, search } = splitUrl(req.url ?? '/');
    if (path.startsWith(CONTROL_PREFIX)) void onControl(req, res, path);
    else onApi(req, res, path, search);
  });

  return {
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      });
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (!server.listening) return Promise.resolve();
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hung and keep-alive connections would otherwise hold close() open.
        server.closeAllConnections();
      });
    },
  };
}
