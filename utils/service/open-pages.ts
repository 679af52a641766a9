// Opening the extension's own pages and the user's account page in a tab. Shared by the popup and
// the background (which acts for the page's card): a "Top up" or "Fix the key" button lands at the
// same place from either.
import { browser } from 'wxt/browser';
import type { Environment, PerEnvironment } from './environments';
import { checkAccountUrl } from './url';

/** A spot of the settings page a button can point at: the field is scrolled to and focused. */
export type SettingsSpot = `key-${Environment}` | `account-${Environment}` | `deployment-${Environment}`;

export function settingsUrl(spot?: SettingsSpot): string {
  return `${browser.runtime.getURL('/options.html')}${spot ? `#${spot}` : ''}`;
}

export async function openSettingsAt(spot?: SettingsSpot): Promise<void> {
  await browser.tabs.create({ url: settingsUrl(spot) });
}

/**
 * The account page of `environment`, or the settings' field for it when none is set, or when what
 * is stored is no longer an address the settings would accept: it is read back from storage, which
 * more than the options page can write (a content script can, in Firefox), and opened in a tab.
 */
export async function openAccountPage(accountUrls: PerEnvironment<string>, environment: Environment): Promise<void> {
  const check = checkAccountUrl(accountUrls[environment]);
  if (check.ok && check.url) await browser.tabs.create({ url: check.url });
  else await openSettingsAt(`account-${environment}`);
}
