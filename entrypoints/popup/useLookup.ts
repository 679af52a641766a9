// One lookup at a time from the popup: the request as sent (so "try again" and "check anyway"
// repeat it exactly), whether it is in flight, and its reply. A reply that arrives after a newer
// request was sent is dropped.
import type { CountryCode } from 'libphonenumber-js/min';
import { useCallback, useRef, useState } from 'preact/hooks';
import type { CheckReply } from '@/utils/checks/check-reply';
import { send } from '@/utils/messaging/send';
import type { Environment } from '@/utils/service/environments';
import { makeError } from '@/utils/service/errors';

export interface LookupRequest {
  input: string;
  country?: CountryCode;
  force?: boolean;
  allowImpossible?: boolean;
}

export interface Lookup {
  request: LookupRequest | null;
  pending: boolean;
  reply: CheckReply | null;
  check: (request: LookupRequest) => Promise<void>;
  /** Shows a stored record (from history) as the current answer. */
  show: (reply: CheckReply | null) => void;
  /** Stops waiting for the check in flight (its reply, when it comes, is dropped here). */
  cancel: () => void;
  /** The input of the last check the user stopped waiting for, until the next one. */
  cancelled: string | null;
}

export function useLookup(environment: Environment | undefined): Lookup {
  const [request, setRequest] = useState<LookupRequest | null>(null);
  const [pending, setPending] = useState(false);
  const [reply, setReply] = useState<CheckReply | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const seq = useRef(0);

  const check = useCallback(
    async (req: LookupRequest) => {
      const mine = ++seq.current;
      setRequest(req);
      setPending(true);
      setCancelled(null);
      let answer: CheckReply;
      try {
        answer = await send({ type: 'check:number', ...req });
        if (!answer || typeof answer !== 'object') throw new Error('no reply');
      } catch {
        // The worker did not answer at all (stopped mid-call): say so in the same words as any failure.
        answer = { ok: false, error: makeError('internal', { environment: environment ?? 'production', baseUrl: '' }) };
      }
      if (mine !== seq.current) return;
      setReply(answer);
      setPending(false);
    },
    [environment],
  );

  const show = useCallback((r: CheckReply | null) => {
    seq.current++;
    setPending(false);
    setReply(r);
    setCancelled(null);
  }, []);

  const cancel = useCallback(() => {
    seq.current++;
    setPending(false);
    setReply(null);
    setCancelled(request?.input ?? null);
  }, [request]);

  return { request, pending, reply, check, show, cancel, cancelled };
}
