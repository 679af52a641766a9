// Checks the number a right-click or a shortcut picked, or says why there is none. Shared by the
// context menu and the keyboard command so both word it the same way.

import type { CheckReply } from '@/utils/checks/check-reply';
import type { PageRef } from '@/utils/checks/page-ref';
import { t } from '@/utils/i18n/t';
import type { Picked } from '@/utils/phone/pick-number';
import { makeError } from '@/utils/service/errors';
import type { Settings } from '@/utils/storage/settings';
import { runCheck } from './check-flow';

export async function checkPicked(p: Picked, settings: Settings, noNumberMessage: string, page?: PageRef): Promise<CheckReply> {
  const environment = settings.activeEnvironment;
  if (!p.ok) return { ok: false, error: makeError('not-a-number', { environment, baseUrl: '', message: noNumberMessage }) };
  // The user pointed at this number on purpose: a number that may be invalid is still checked.
  const reply = await runCheck({ input: p.number, allowImpossible: true, ...(page ? { page } : {}) }, settings);
  if (reply.ok && p.others > 0) reply.note = t('menu_firstOfSeveral', { count: p.others + 1 });
  return reply;
}
