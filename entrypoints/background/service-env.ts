// The real environment the pure service client runs in, inside the worker.
import type { HttpEnv } from '@/utils/service/http';

export const workerHttpEnv: HttpEnv = {
  fetch: (input, init) => fetch(input, init),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Kept under the 30 s after which Chrome stops a worker that waits on a response. */
export const REQUEST_TIMEOUT_MS = 15_000;
