// `options.html#key-staging` (from a "Fix the key" button) opens the page at that field, focused,
// so the way forward from an error is the field itself, not a search through the page.
import { useEffect } from 'preact/hooks';

const FIELD_OF: Record<string, (env: string) => string> = {
  key: (env) => `nc-key-${env}`,
  account: (env) => `nc-account-${env}`,
  deployment: (env) => `nc-url-${env}`,
};

export function useSpotFromHash(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const m = /^#(key|account|deployment)-(staging|production)$/.exec(location.hash);
    const field = m?.[1] && m[2] ? document.getElementById(FIELD_OF[m[1]]?.(m[2]) ?? '') : null;
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus();
  }, [ready]);
}
