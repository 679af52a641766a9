// What the WHATWG URL parser lets through but a service address must not have: the parser turns
// `https://exa mple.com` into `exa%20mple.com` and accepts `_` or `!` in a host, and the save would
// then wait on a permission prompt for a host that cannot exist. The text is checked as typed,
// before it is parsed; internationalised names (bücher.example) are accepted, and shown to people
// in their own letters (display-host.ts).

import { t } from '../i18n/t';

/** The host (with its port) as typed: between `scheme://` and the first `/`, `?` or `#`. */
function typedAuthority(text: string): string | undefined {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(text);
  return m?.[1];
}

/**
 * Refuses what the URL parser would quietly repair or accept in a host. Returns the reason, or
 * undefined when the typed text is a plausible address (the parser then has the last word).
 */
export function hostProblem(input: string): string | undefined {
  const text = input.trim();
  if (/\s/.test(text)) return t('url_space');
  const authority = typedAuthority(text);
  if (authority === undefined) return undefined;
  // Credentials are refused with their own words by the caller.
  const hostPort = authority.includes('@') ? authority.slice(authority.lastIndexOf('@') + 1) : authority;
  if (hostPort.startsWith('[')) return undefined; // an IPv6 literal: the parser checks it strictly
  const colon = hostPort.lastIndexOf(':');
  const host = colon >= 0 ? hostPort.slice(0, colon) : hostPort;
  const port = colon >= 0 ? hostPort.slice(colon + 1) : undefined;
  if (port !== undefined && port !== '' && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65_535)) {
    return t('url_port');
  }
  if (host === '') return undefined;
  // Letters of any script, combining marks, digits, hyphens and dots; a final dot is allowed.
  if (!/^[\p{L}\p{M}\p{N}.-]+$/u.test(host)) return t('url_hostCharacters');
  const labels = host.replace(/\.$/, '').split('.');
  if (labels.some((l) => l === '' || l.startsWith('-') || l.endsWith('-'))) return t('url_hostLabel');
  return undefined;
}
