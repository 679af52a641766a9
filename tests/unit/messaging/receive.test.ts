// The receiving end: a request reaches the handler of its own type, and a handler's reply is
// checked against its type's reply at compile time (the `@ts-expect-error` lines fail the
// typecheck if a wrong reply were accepted).
import { describe, expect, it } from 'vitest';
import type { ExtensionPageType, ToContentScriptType } from '@/utils/messaging/protocol';
import { dispatch, type Handlers, type OptionalHandlers } from '@/utils/messaging/receive';

describe('dispatch', () => {
  it('runs the handler of the request’s type, with the request and the sender’s context', async () => {
    const seen: string[] = [];
    const handlers: OptionalHandlers<ToContentScriptType, string> = {
      'menu:number-here': async (_req, from) => {
        seen.push(`here from ${from}`);
        return { number: '+16502530000' };
      },
      'selection:get': () => undefined,
      'check:show-result': async (req) => ({ shown: req.at === 'selection' }),
      'settings:changed': async () => ({ ok: true }),
      'verdicts:changed': async () => ({ ok: true }),
    };
    expect(await dispatch(handlers, { type: 'menu:number-here' }, 'tab 7')).toEqual({ number: '+16502530000' });
    expect(await dispatch(handlers, { type: 'check:show-result', reply: { ok: true } as never, at: 'selection' }, '')).toEqual({
      shown: true,
    });
    expect(dispatch(handlers, { type: 'selection:get' }, '')).toBeUndefined();
    expect(seen).toEqual(['here from tab 7']);
  });

  it('a handler must return its type’s reply (checked by the typecheck)', () => {
    const wrong = {
      'check:number': async () => ({ ok: true as const }),
      'credits:refresh': async () => ({ environment: 'production' as const }),
      'key:status': async () => [],
      'key:reveal': async () => ({ key: '' }),
      'key:test': async () => ({ ok: true as const, credits: 1 }),
      'key:save': async () => ({ ok: true as const }),
      'key:remove': async () => ({ ok: true as const }),
      'history:clear': async () => ({ ok: true as const }),
    };
    // @ts-expect-error `check:number` must answer a CheckReply, not `{ ok: true }` without a record.
    const handlers: Handlers<ExtensionPageType, void> = wrong;
    // @ts-expect-error a receiver may not leave out a type of its list.
    const missing: Handlers<ExtensionPageType, void> = { 'key:status': async () => [] };
    expect([handlers, missing]).toHaveLength(2);
  });
});
