// Internationalised host names shown to people in their own letters, not in the `xn--` form the
// browser stores and asks permission for. punycode is the well-kept package of the conversion the
// URL standard specifies; only the pages that show an address load it (the worker does not).
import punycode from 'punycode/';

/** A host as people write it: `xn--bcher-kva.example` → `bücher.example`; anything else unchanged. */
export function displayHost(host: string): string {
  if (!/(^|\.)xn--/i.test(host)) return host;
  try {
    return punycode.toUnicode(host);
  } catch {
    return host;
  }
}

/** An origin or URL with its host shown as people write it, e.g. `https://bücher.example/v2`. */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    const shown = displayHost(u.hostname);
    return shown === u.hostname ? url : url.replace(u.hostname, shown);
  } catch {
    return url;
  }
}
