// What the popup's "Pause on {site}" offers for a page's host, given the settings in effect and what
// the policy locks. Pure, so each case is tested without a popup.
import { readHostName } from '@/utils/common/host-name';
import { LIMITS, type Settings } from '@/utils/storage/settings';

export type PauseOffer =
  | { show: false }
  | { show: true; site: string; paused: boolean; disabled: boolean; locked: boolean; next: string[] };

export function pauseOffer(settings: Settings, locked: boolean, host: string): PauseOffer {
  const read = readHostName(host);
  if (!read.ok || !settings.highlightEnabled) return { show: false };
  const site = read.host;
  const sites = settings.disabledSites;
  const paused = sites.includes(site);
  const full = !paused && sites.length >= LIMITS.disabledSites;
  const next = paused ? sites.filter((h) => h !== site) : [...sites, site].sort();
  return { show: true, site, paused, locked, disabled: locked || full, next };
}
