// Finds the phone numbers in the text content scripts send over the detect port (utils/messaging/protocol.ts,
// utils/highlight/detect-batch.ts). One detector per default country (sharedDetector), kept for the worker's
// life: its caches and the engine's compiled code serve every page, and no frame loads the detector.
import { browser } from 'wxt/browser';
import { isRecord } from '@/utils/common/validate';
import { detectItems } from '@/utils/highlight/detect-items';
import { DETECT_PORT, detectRefusal, detectReply, parseDetectRequest } from '@/utils/messaging/detect-messages';
import { classifySender } from '@/utils/messaging/sender-identity';
import { countryCallingCodes } from '@/utils/phone/country';
import { validIn } from '@/utils/phone/country-passes';
import { phoneFromTelHref, sharedDetector } from '@/utils/phone/detect';
import { cachedVote, makeVoteEnv } from '@/utils/phone/page-country-vote';
import { countryOfNumber } from '@/utils/phone/read-digits';

/** The page's words' country, checked against the numbering data (page-country-vote.ts). */
const vote = cachedVote(
  makeVoteEnv(
    countryCallingCodes().map(([c]) => c),
    (e164) => {
      const c = countryOfNumber(e164);
      return c && validIn(e164, c) ? c : undefined;
    },
  ),
);

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
        voted: clues ? vote(clues) : undefined,
      };
      const results = detectItems(req.items, choice, sharedDetector, phoneFromTelHref);
      port.postMessage(detectReply(req.id, results));
    });
  });
}
