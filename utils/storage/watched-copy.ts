// A copy of stored values kept in memory, for a context that answers the same question often (the
// background answers every new page's `settings:for-page`): the first ask reads storage, later asks
// answer from the copy at once, and any change the watch reports drops the copy so the next ask
// reads again. The drop is synchronous with the change event, so a frame told "settings changed"
// (settings-watch.ts pings after its own asynchronous read) always reads the new values.

export interface WatchedCopy<T> {
  get(): Promise<T>;
  /** Stops watching; later asks read storage each time. */
  stop(): void;
}

/**
 * `read` reads the values; `watch` calls back on any change to them (and returns its own stop).
 * A read still under way when a change comes is not kept: its own askers get it (they asked before
 * the change), later askers read again.
 */
export function watchedCopy<T>(read: () => Promise<T>, watch: (onChange: () => void) => () => void): WatchedCopy<T> {
  let copy: Promise<T> | undefined;
  let watching = true;
  const stopWatch = watch(() => {
    copy = undefined;
  });
  return {
    get() {
      if (copy) return copy;
      const reading = read();
      if (!watching) return reading;
      copy = reading;
      // A failed read is not kept: the next ask tries again.
      reading.catch(() => {
        if (copy === reading) copy = undefined;
      });
      return reading;
    },
    stop() {
      watching = false;
      copy = undefined;
      stopWatch();
    },
  };
}
