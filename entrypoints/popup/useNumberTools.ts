// The typing helpers (formatter, "can this be a number" hint) load after the first paint: they need
// libphonenumber-js/min and its full metadata (~145 KB to parse), which the last result does not.
// Until they arrive the number field takes text as typed and the hint gives its neutral words.
import { useEffect, useState } from 'preact/hooks';

export type NumberTools = typeof import('./number-hint');

let loading: Promise<NumberTools> | undefined;

/** One import per page, shared by every caller; a failed import is tried again on the next call. */
export function loadNumberTools(): Promise<NumberTools> {
  loading ??= import('./number-hint').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Undefined until the helpers are loaded; the import starts in an effect, i.e. after the first paint. */
export function useNumberTools(): NumberTools | undefined {
  const [tools, setTools] = useState<NumberTools | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadNumberTools().then(
      (t) => {
        if (live) setTools(t);
      },
      () => {
        // Without the helpers the field still sends what was typed; the background reads it anyway.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return tools;
}
