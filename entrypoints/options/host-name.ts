// Reads a site a user typed for the "highlighting off" list: a host name, or a URL to take it from.

export type HostRead = { ok: true; host: string } | { ok: false; reason: string };

export function readHostName(input: string): HostRead {
  const text = input.trim().toLowerCase();
  if (text === '') return { ok: false, reason: 'Enter a host name, e.g. example.com.' };
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`).hostname;
  } catch {
    return { ok: false, reason: 'This is not a host name. It should look like example.com.' };
  }
  if (host === '' || host.length > 253 || !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(host)) {
    return { ok: false, reason: 'This is not a host name. It should look like example.com.' };
  }
  return { ok: true, host };
}
