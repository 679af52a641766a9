// Where a right-click check is shown and which page it is kept under, decided from what the browser
// and the frame's content script said. Pure: the caller asks the frame, then asks here.
//
// Our content script answers on web pages only. In a PDF opened in the browser's viewer (Chromium's
// is an extension page inside the PDF's document, where our script stands aside; Firefox's pdf.js a
// resource:// page, where none runs) and on the browser's own pages none answers: no card can show
// there, so the answer goes to a notification and stays as the popup's last result. The menu's click
// still carries the selection and the addresses.
import { cleanPageUrl } from '@/utils/checks/page-ref';

export interface MenuTargetInput {
  /** The tab the menu was clicked in; none (or -1) outside a tab (a devtools or extension window). */
  tabId?: number;
  /** The frame of the click, as the browser gave it or the content script reported it. */
  frameId?: number;
  /** Whether the content script of that frame answered at the right-click. */
  answered: boolean;
  /** The browser's addresses of the click's page and frame. */
  pageUrl?: string;
  frameUrl?: string;
}

export type MenuTarget = {
  /** 'card': in the frame clicked in; 'notification': where no card can be (and the popup). */
  show: 'card' | 'notification';
  tabId?: number;
  frameId?: number;
  /** The web address the check is kept under in history: the frame's, else the page's. */
  pageUrl?: string;
};

export function menuTarget(input: MenuTargetInput): MenuTarget {
  // A frame shown by the browser's PDF viewer has the viewer's address (chrome-extension://…) in
  // Chromium; the page's is the PDF's own. An embedded frame of a web page has its own address.
  const pageUrl = cleanPageUrl(input.frameUrl) ?? cleanPageUrl(input.pageUrl);
  const inTab = input.tabId !== undefined && input.tabId >= 0;
  const where = {
    ...(inTab ? { tabId: input.tabId } : {}),
    ...(inTab && input.frameId !== undefined ? { frameId: input.frameId } : {}),
    ...(pageUrl ? { pageUrl } : {}),
  };
  return { show: inTab && input.answered ? 'card' : 'notification', ...where };
}
