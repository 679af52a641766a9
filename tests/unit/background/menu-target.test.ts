// Where a right-click check is shown, and which address history keeps, from what the browser and the
// frame's content script said (entrypoints/background/menu-target.ts).
import { describe, expect, it } from 'vitest';
import { type MenuTargetInput, menuTarget } from '@/entrypoints/background/menu-target';

const PDF = 'https://example.test/invoices/2041.pdf';
const CHROMIUM_VIEWER = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html';

describe('menuTarget', () => {
  it.each<[string, MenuTargetInput, ReturnType<typeof menuTarget>]>([
    [
      'a web page whose content script answered: the card, in that frame',
      { tabId: 4, frameId: 0, answered: true, pageUrl: 'https://shop.test/contact#map' },
      { show: 'card', tabId: 4, frameId: 0, pageUrl: 'https://shop.test/contact' },
    ],
    [
      'an embedded frame that answered: the card there, kept under the frame’s address',
      { tabId: 4, frameId: 7, answered: true, pageUrl: 'https://shop.test/', frameUrl: 'https://map.test/embed' },
      { show: 'card', tabId: 4, frameId: 7, pageUrl: 'https://map.test/embed' },
    ],
    [
      'a PDF in Chromium’s viewer: a notification, kept under the PDF’s address',
      { tabId: 4, frameId: 0, answered: false, pageUrl: PDF, frameUrl: CHROMIUM_VIEWER },
      { show: 'notification', tabId: 4, frameId: 0, pageUrl: PDF },
    ],
    [
      'a PDF in Firefox’s viewer (the page has the PDF’s address): a notification',
      { tabId: 4, answered: false, pageUrl: PDF },
      { show: 'notification', tabId: 4, pageUrl: PDF },
    ],
    [
      'a PDF embedded in a web page: a notification, kept under the PDF’s address',
      { tabId: 4, frameId: 3, answered: false, pageUrl: 'https://shop.test/terms', frameUrl: PDF },
      { show: 'notification', tabId: 4, frameId: 3, pageUrl: PDF },
    ],
    [
      'a browser page: a notification, kept under no address',
      { tabId: 4, frameId: 0, answered: false, pageUrl: 'chrome://version/' },
      { show: 'notification', tabId: 4, frameId: 0 },
    ],
    ['no tab (a browser window of its own): a notification', { tabId: -1, answered: false }, { show: 'notification' }],
    ['no tab at all, even if something answered', { answered: true, pageUrl: PDF }, { show: 'notification', pageUrl: PDF }],
  ])('%s', (_what, input, expected) => {
    expect(menuTarget(input)).toEqual(expected);
  });
});
