// Every answer dialect the stand-in speaks: its own three, and one per public phone lookup API
// studied. Each is selectable per deployment (`setShape`) or per key (`demo-plenty-<name>`).

import { abstract } from './abstract.ts';
import type { Dialect } from './dialect.ts';
import { infobip } from './infobip.ts';
import { ipqs } from './ipqs.ts';
import { envelope, flat, status } from './local.ts';
import { messagebird } from './messagebird.ts';
import { neutrino } from './neutrino.ts';
import { numverify } from './numverify.ts';
import { plivo } from './plivo.ts';
import { sinch } from './sinch.ts';
import { telesign } from './telesign.ts';
import { telnyx } from './telnyx.ts';
import { twilio } from './twilio.ts';
import { veriphone } from './veriphone.ts';
import { vonage } from './vonage.ts';

export type { BalanceFacts, Dialect, DialectReply, Facts, LineKind } from './dialect.ts';
export { EXPECTED_KIND, expectedKind } from './dialect.ts';

export const DIALECTS = [
  flat,
  envelope,
  status,
  twilio,
  vonage,
  numverify,
  telnyx,
  infobip,
  sinch,
  neutrino,
  abstract,
  veriphone,
  ipqs,
  messagebird,
  telesign,
  plivo,
] as const satisfies readonly Dialect[];

export type DialectName = (typeof DIALECTS)[number]['name'];
