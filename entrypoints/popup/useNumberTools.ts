// The typing helpers (formatter, "can this be a number" hint) load after the first paint: they need
// libphonenumber-js/min and its full metadata (~145 KB to parse), which the last result does not.
// Until they arrive the number field takes text as typed and the hint gives its neutral words.
// They are a script of their own (`popup-number-tools.js`), not part of the popup's: the popup is one
// classic script that is compiled on every opening, so their size would delay the first paint.
import { useEffect, useState } from 'preact/hooks';
import { loadExposedScript } from '@/utils/in-page/on-demand-script';
import { afterPageList, pageListPainted } from './after-page-list';
import { NUMBER_TOOLS_GLOBAL, type NumberTools } from './number-tools-api';

let loading: Promise<NumberTools> | undefined;

// Compiling them is the largest piece of work after the first paint: it waits too until "On this
// page" is on screen (after-page-list.ts).

/** Lets the typing helpers load now: called once "On this page" is painted, and when the user types. */
export const numberToolsMayLoad = pageListPainted;

/** One import per page, shared by every caller; a failed import is tried again on the next call. */
export function loadNumberTools(): Promise<NumberTools> {
  loading ??= afterPageList()
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
