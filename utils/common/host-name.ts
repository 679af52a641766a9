import { t } from '@/utils/i18n/t';
// Reads a site a user typed for the "highlighting off" list: a host name, or a URL to take it from.

export type HostRead = { ok: true; host: string } | { ok: false; reason: string };

export function readHostName(input: string): HostRead {
  const text = input.trim().toLowerCase();
  if (text === '') return { ok: false, reason: t('host_empty') };
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`).hostname;
  } catch {
    return { ok: false, reason: t('host_invalid') };
  }
  if (host === '' || host.length > 253 || !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(host)) {
    return { ok: false, reason: t('host_invalid') };
  }
  return { ok: true, host };
}
