/**
 * Runs async read-modify-write jobs one after another, so two checks finishing together cannot
 * overwrite each other's history entry.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function serial<T>(job: () => Promise<T>): Promise<T> {
    const run = tail.then(job, job);
    tail = run.catch(() => undefined);
    return run;
  };
}
