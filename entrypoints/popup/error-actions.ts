// What each error's action button does in the popup (docs/architecture.md#errors: every error comes with its fix).
import { browser } from 'wxt/browser';
import type { Environment, PerEnvironment } from '@/utils/service/environments';
import type { ErrorAction } from '@/utils/service/errors';
import { openAccountPage, openSettingsAt } from '@/utils/service/open-pages';
import { originPattern } from '@/utils/service/url';
import type { LookupRequest } from './useLookup';

export interface ActionContext {
  /** The request that failed, if the error came from a lookup. */
  request: LookupRequest | null;
  /** Base URL of the active environment, for the permission prompt. */
  baseUrl: string | undefined;
  environment: Environment | undefined;
  accountUrls: PerEnvironment<string> | undefined;
  check: (request: LookupRequest) => Promise<void>;
  /** Asks for the origin's permission, showing its state (components/setup/useOriginAccess.ts). */
  requestAccess: (baseUrl: string) => Promise<boolean>;
  focusNumber: () => void;
}

export async function runErrorAction(action: ErrorAction, ctx: ActionContext): Promise<void> {
  const { request } = ctx;
  switch (action) {
    case 'open-options':
      await browser.runtime.openOptionsPage();
      return;
    case 'fix-key':
      await (ctx.environment ? openSettingsAt(`key-${ctx.environment}`) : browser.runtime.openOptionsPage());
      return;
    case 'top-up':
      if (ctx.environment && ctx.accountUrls) await openAccountPage(ctx.accountUrls, ctx.environment);
      else await browser.runtime.openOptionsPage();
      return;
    case 'edit-number':
      ctx.focusNumber();
      return;
    case 'retry':
      if (request) await ctx.check(request);
      return;
    case 'send-anyway':
      if (request) await ctx.check({ ...request, allowImpossible: true });
      return;
    case 'grant-permission': {
      if (!ctx.baseUrl || !originPattern(ctx.baseUrl)) {
        await browser.runtime.openOptionsPage();
        return;
      }
      // The first await of the click: the browser shows its prompt only inside a user gesture.
      const granted = await ctx.requestAccess(ctx.baseUrl);
      if (granted && request) await ctx.check(request);
      return;
    }
    case 'none':
      return;
  }
}
