// What a page's frame is told of a check: the answer for the number, not where it was checked.
// A record keeps the page it was first checked on (address and title, for the history); answered
// from the cache, that is another site's address, in this page's content script. The card in the
// page never shows it, so no frame is sent it, not even a same-origin one: the same rule for every
// frame is one a reader can check at a glance.
import type { CheckReply } from './check-reply';

export function replyForFrame(reply: CheckReply): CheckReply {
  if (!reply.ok || reply.record.page === undefined) return reply;
  const { page: _page, ...record } = reply.record;
  return { ...reply, record };
}
