// The typing helpers (formatter, "can this be a number" hint) load after the first paint: they need
// libphonenumber-js/min and its full metadata (~145 KB to parse), which the last result does not.
// Until they arrive the number field takes text as typed and the hint gives its neutral words.
// They are a script of their own (`popup-number-tools.js`), not part of the popup's: the popup is one
// classic script that is compiled on every opening, so their size would delay the first paint.
import { useEffect, useState } from 'preact/hooks';
import { loadExposedScript } from '@/utils/in-page/on-demand-script';
import { afterFirstPaint } from './after-first-paint';
import { NUMBER_TOOLS_GLOBAL, type NumberTools } from './number-tools-api';

let loading: Promise<NumberTools> | undefined;

// Compiling them is the largest piece of work after the first paint: it waits too until "On this
// page" is on screen (its answer from a 10,000-number page must not queue behind it,
// dev/bench/page-list.bench.ts), or the user types, or this long at most.
const LATEST_MS = 1000;
let startNow: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  startNow = resolve;
});

/** Lets the typing helpers load now: called once "On this page" is painted, and when the user types. */
export function numberToolsMayLoad(): void {
  startNow();
}

/** One import per page, shared by every caller; a failed import is tried again on the next call. */
export function loadNumberTools(): Promise<NumberTools> {
  loading ??= afterFirstPaint()
    .then(() => Promise.race([started, new Promise<void>((resolve) => setTimeout(resolve, LATEST_MS))]))
    .then(() => loadExposedScript<NumberTools>(document, '/popup-number-tools.js', NUMBER_TOOLS_GLOBAL))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Undefined until the helpers are loaded, which starts after the first paint (see numberToolsMayLoad). */
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
