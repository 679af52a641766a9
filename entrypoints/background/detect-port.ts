// Finds the phone numbers in the text content scripts send over the detect port (utils/messaging/protocol.ts,
// utils/highlight/detect-batch.ts). One detector per default country (sharedDetector), kept for the worker's
// life: its caches and the engine's compiled code serve every page, and no frame loads the detector.
import { browser } from 'wxt/browser';
import { isRecord } from '@/utils/common/validate';
import { detectItems } from '@/utils/highlight/detect-items';
import { DETECT_PORT, detectRefusal, detectReply, parseDetectRequest } from '@/utils/messaging/detect-messages';
import { classifySender } from '@/utils/messaging/sender-identity';
import { phoneFromTelHref, sharedDetector } from '@/utils/phone/detect';
import { votePage } from './page-vote';

export function registerDetectListeners(): void {
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== DETECT_PORT || !port.sender) return;
    const from = classifySender(port.sender, browser.runtime.id, browser.runtime.getURL('/'));
    if (from.kind !== 'content-script') {
      port.disconnect();
      return;
    }
    port.onMessage.addListener((message: unknown) => {
      const req = parseDetectRequest(message);
      if (!req) {
        // Refused, so the page's side stops waiting for it. Nothing is logged: the text is the page's.
        const id = isRecord(message) ? message.id : undefined;
        if (Number.isSafeInteger(id)) port.postMessage(detectRefusal(id as number));
        return;
      }
      const clues = req.page?.clues;
      const choice = {
        fallback: req.country,
        page: req.page?.country,
        byBlock: req.page !== undefined,
        voted: clues ? votePage(clues) : undefined,
      };
      const results = detectItems(req.items, choice, sharedDetector, phoneFromTelHref);
      port.postMessage(detectReply(req.id, results));
    });
  });
}
