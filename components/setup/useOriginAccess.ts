// Whether Number Check may reach a service's origin, and asking for it: the four states every place
// that asks shows (not asked yet, waiting on the browser's prompt, granted, refused).
import { useCallback, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { originPattern } from '@/utils/service/url';

export type AccessState = 'unknown' | 'missing' | 'pending' | 'granted' | 'refused';

export interface OriginAccess {
  state: AccessState;
  /**
   * Asks the browser. Call it before any other await of the click: the prompt shows only inside a
   * user gesture. Resolves to whether access was granted.
   */
  request: (baseUrl: string) => Promise<boolean>;
}

export function useOriginAccess(baseUrl: string | undefined): OriginAccess {
  const [state, setState] = useState<AccessState>('unknown');

  useEffect(() => {
    const pattern = baseUrl ? originPattern(baseUrl) : undefined;
    if (!pattern) {
      setState('unknown');
      return;
    }
    let live = true;
    void browser.permissions
      .contains({ origins: [pattern] })
      .catch(() => false)
      // A prompt still open keeps its state: saving the address it is about re-runs this effect.
      .then((has) => live && setState((was) => (was === 'pending' ? was : has ? 'granted' : 'missing')));
    return () => {
      live = false;
    };
  }, [baseUrl]);

  const request = useCallback(async (url: string) => {
    const pattern = originPattern(url);
    if (!pattern) return false;
    setState('pending');
    const granted = await browser.permissions.request({ origins: [pattern] }).catch(() => false);
    setState(granted ? 'granted' : 'refused');
    return granted;
  }, []);

  return { state, request };
}
