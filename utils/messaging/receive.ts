// The receiving end of the protocol: a receiver is a map from message type to handler, and each
// handler's return type is checked against that type's reply in protocol.ts.
import type { MessageType, Reply, Request, RequestOf } from './protocol';

/** One handler per type `T`; `context` is what the receiver knows of the sender. */
export type Handlers<T extends MessageType, Context> = {
  [K in T]: (request: Request<K>, context: Context) => Promise<Reply<K>>;
};

/** For a receiver that may stay silent (another frame answers): undefined means "not answering". */
export type OptionalHandlers<T extends MessageType, Context> = {
  [K in T]: (request: Request<K>, context: Context) => Promise<Reply<K>> | undefined;
};

/** Runs the handler of a request that was validated already. */
export function dispatch<T extends MessageType, Context>(
  handlers: Handlers<T, Context>,
  request: RequestOf<T>,
  context: Context,
): Promise<Reply<T>>;
export function dispatch<T extends MessageType, Context>(
  handlers: OptionalHandlers<T, Context>,
  request: RequestOf<T>,
  context: Context,
): Promise<Reply<T>> | undefined;
export function dispatch<T extends MessageType, Context>(
  handlers: OptionalHandlers<T, Context>,
  request: RequestOf<T>,
  context: Context,
): Promise<Reply<T>> | undefined {
  // TypeScript cannot tie `handlers[request.type]` to `request` through a union; the maps' types do.
  const handle = handlers[request.type as T] as (r: RequestOf<T>, c: Context) => Promise<Reply<T>> | undefined;
  return handle(request, context);
}
