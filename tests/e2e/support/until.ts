// The one poll of the browser tests (Chromium and Firefox): waits for a state, never for time.

/**
 * Waits until `read` gives something `ok` accepts; returns it. The interval only paces the reads;
 * the deadline is where it gives up, so a slower machine passes too.
 */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: T = await read();
  while (!ok(last)) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}
