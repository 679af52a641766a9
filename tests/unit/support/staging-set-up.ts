// The state most background tests start from: a fresh fake browser, the local service's staging
// deployment as the active one with access granted to its origin only, and a demo key that has credits.
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { originPattern } from '@/utils/service/url';
import { apiKeysItem, updateSettings } from '@/utils/storage/items';
import { DEMO_KEYS, type LocalService } from '../../../dev/service/index';

export async function setUpLocalStaging(service: LocalService): Promise<void> {
  fakeBrowser.reset();
  service.staging.reset();
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async ({ origins = [] }) =>
    origins.every((o) => o === originPattern(service.staging.baseUrl)),
  );
  await updateSettings({ activeEnvironment: 'staging', baseUrls: { staging: service.staging.baseUrl, production: '' } });
  await apiKeysItem.update(() => ({ staging: DEMO_KEYS.plenty, production: '' }));
}
