// The demo accounts. The same keys work on both deployments, but each deployment keeps its own
// balance (as two real deployments would), so spending on staging never touches production.

import type { DeploymentName } from './deployment.ts';
import { isShapeName, SHAPES, type ShapeName } from './shapes.ts';

export const DEMO_KEYS = {
  /** 100 000 credits: for everyday use. */
  plenty: 'demo-plenty',
  /** 3 credits: runs out after three checks. */
  few: 'demo-few',
  /** 0 credits: every check answers 402. */
  none: 'demo-none',
  /** 1 000 credits on staging; unknown (401) on production, to exercise the environment switch. */
  stagingOnly: 'demo-staging-only',
} as const;

export type DemoKeyName = keyof typeof DEMO_KEYS;
type ShapedBase = 'plenty' | 'few' | 'none';

export interface DemoAccount {
  key: string;
  credits: number;
  deployments: readonly DeploymentName[];
  /** Set for the `demo-<…>-<shape>` variants: they always answer in that shape. */
  shape?: ShapeName;
  note: string;
}

const BASE_ACCOUNTS: readonly DemoAccount[] = [
  { key: DEMO_KEYS.plenty, credits: 100_000, deployments: ['staging', 'production'], note: 'plenty of credits' },
  { key: DEMO_KEYS.few, credits: 3, deployments: ['staging', 'production'], note: 'runs out after three checks' },
  { key: DEMO_KEYS.none, credits: 0, deployments: ['staging', 'production'], note: 'no credits: checks answer 402' },
  { key: DEMO_KEYS.stagingOnly, credits: 1_000, deployments: ['staging'], note: 'valid on staging only; 401 on production' },
];

const SHAPED_BASES: readonly ShapedBase[] = ['plenty', 'few', 'none'];

/** `demoKey('few', 'envelope')` → `demo-few-envelope`: a key whose answers are always in that shape. */
export function demoKey(base: ShapedBase, shape: ShapeName): string {
  return `${DEMO_KEYS[base]}-${shape}`;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...BASE_ACCOUNTS,
  ...SHAPED_BASES.flatMap((base) => {
    const account = BASE_ACCOUNTS.find((a) => a.key === DEMO_KEYS[base]);
    if (!account) return [];
    return SHAPES.map((shape) => ({ ...account, key: demoKey(base, shape), shape, note: `${account.note}; ${shape} shape` }));
  }),
];

/** Starting balances of one deployment, keyed by API key. */
export function demoBalances(deployment: DeploymentName): Map<string, number> {
  return new Map(DEMO_ACCOUNTS.filter((a) => a.deployments.includes(deployment)).map((a) => [a.key, a.credits]));
}

/** The shape a key pins, from its `-<shape>` suffix; undefined for keys that follow the deployment. */
export function shapeForKey(key: string): ShapeName | undefined {
  const suffix = key.slice(key.lastIndexOf('-') + 1);
  return key.startsWith('demo-') && isShapeName(suffix) ? suffix : undefined;
}
