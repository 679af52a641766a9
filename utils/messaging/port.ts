// What the extension uses of a `runtime.Port`, at either end of a long-lived connection (the detect
// port, the numbers port): the browser's own, or a test's stand-in.
export interface PortLike {
  /** The name it was opened with (the listening end tells the ports apart by it). */
  readonly name?: string;
  /** Who opened it, as the browser says (the listening end checks it is our extension). */
  readonly sender?: { id?: string };
  postMessage(message: unknown): void;
  disconnect(): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
}
