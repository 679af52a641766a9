// What an organisation's administrator sets by policy (managed storage: public/managed_schema.json,
// docs/administrators.md), read field by field: a value that is good wins over the user's own and
// locks its control; a value that is not (a wrong type, an address that is not https, an unknown
// environment or country) is ignored with a note, and the user's own value stays. Pure: the caller
// passes the policy as the browser handed it over.
import { readHostName } from '../../common/host-name';
import { isRecord } from '../../common/validate';
import { readCountry } from '../../phone/country';
import { ENVIRONMENTS, type Environment, isEnvironment, type PerEnvironment } from '../../service/environments';
import { checkAccountUrl, checkBaseUrl } from '../../service/url';
import { LIMITS, type Settings } from '../settings';

/** A setting an organisation can set; per-environment ones name their environment. */
export type ManagedField =
  | 'activeEnvironment'
  | 'allowedEnvironments'
  | `baseUrls.${Environment}`
  | `accountUrls.${Environment}`
  | `apiKey.${Environment}`
  | 'defaultCountry'
  | 'usePageCountry'
  | 'highlightEnabled'
  | 'highlightInCode'
  | 'disabledSites'
  | 'cacheLifetimeMinutes'
  | 'creditsRefreshMinutes'
  | 'lowCreditThreshold'
  | 'sendExtensions'
  | 'keepHistory'
  | 'allowExport'
  | 'showWelcome';

export type PolicyProblem =
  | 'wrong-type'
  | 'not-https'
  | 'bad-address'
  | 'unknown-environment'
  | 'not-allowed'
  | 'unknown-country'
  | 'out-of-range'
  | 'bad-site'
  | 'unknown-setting';

/** A policy value that was ignored. `name` is where it sits in the policy, as an administrator wrote it. */
export interface PolicyNote {
  field: ManagedField | undefined;
  name: string;
  problem: PolicyProblem;
}

export interface AppliedPolicy {
  /** The settings in effect. */
  settings: Settings;
  /** The settings the policy sets: their controls are locked. */
  locked: ReadonlySet<ManagedField>;
  notes: PolicyNote[];
  /** The environments the user may use (both, unless the policy narrows them). */
  allowed: readonly Environment[];
}

const BOOLEANS = [
  'usePageCountry',
  'highlightEnabled',
  'highlightInCode',
  'sendExtensions',
  'keepHistory',
  'allowExport',
  'showWelcome',
] as const;
const NUMBERS = ['cacheLifetimeMinutes', 'creditsRefreshMinutes', 'lowCreditThreshold'] as const;
const ENV_FIELDS = ['baseUrl', 'accountUrl', 'apiKey'] as const;
/** Every top-level name the policy knows; anything else is noted as unknown (a typo would otherwise pass unseen). */
const KNOWN = new Set<string>([
  ...BOOLEANS,
  ...NUMBERS,
  'environments',
  'allowedEnvironments',
  'activeEnvironment',
  'defaultCountry',
  'disabledSites',
]);
const MAX_KEY_LENGTH = 500;

/** What went wrong with an address: https is what an administrator is most likely to have missed. */
function addressProblem(text: string): PolicyProblem {
  try {
    return new URL(text.trim()).protocol === 'https:' ? 'bad-address' : 'not-https';
  } catch {
    return 'bad-address';
  }
}

function readAllowed(value: unknown, note: (n: PolicyNote) => void): Environment[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    note({ field: 'allowedEnvironments', name: 'allowedEnvironments', problem: 'wrong-type' });
    return undefined;
  }
  const out: Environment[] = [];
  value.forEach((v, i) => {
    if (isEnvironment(v)) {
      if (!out.includes(v)) out.push(v);
    } else {
      const problem = typeof v === 'string' ? 'unknown-environment' : 'wrong-type';
      note({ field: 'allowedEnvironments', name: `allowedEnvironments[${i}]`, problem });
    }
  });
  return out.length > 0 ? out : undefined;
}

/** Applies an organisation's policy (storage.managed as read) to the user's settings. */
export function applyPolicy(user: Settings, policy: unknown): AppliedPolicy {
  const settings = structuredClone(user);
  const locked = new Set<ManagedField>();
  const notes: PolicyNote[] = [];
  const note = (n: PolicyNote) => notes.push(n);
  if (!isRecord(policy)) return { settings, locked, notes, allowed: ENVIRONMENTS };

  for (const name of Object.keys(policy)) {
    if (!KNOWN.has(name)) note({ field: undefined, name, problem: 'unknown-setting' });
  }

  for (const field of BOOLEANS) {
    const v = policy[field];
    if (v === undefined) continue;
    if (typeof v === 'boolean') {
      settings[field] = v;
      locked.add(field);
    } else note({ field, name: field, problem: 'wrong-type' });
  }

  for (const field of NUMBERS) {
    const v = policy[field];
    if (v === undefined) continue;
    const { min, max } = LIMITS[field];
    if (typeof v !== 'number' || !Number.isFinite(v)) note({ field, name: field, problem: 'wrong-type' });
    else if (v < min || v > max) note({ field, name: field, problem: 'out-of-range' });
    else {
      settings[field] = v;
      locked.add(field);
    }
  }

  if (policy.defaultCountry !== undefined) {
    const v = policy.defaultCountry;
    const country = typeof v === 'string' ? (v === '' ? '' : readCountry(v.trim().toUpperCase())) : undefined;
    if (country !== undefined) {
      settings.defaultCountry = country;
      locked.add('defaultCountry');
    } else {
      note({
        field: 'defaultCountry',
        name: 'defaultCountry',
        problem: typeof v === 'string' ? 'unknown-country' : 'wrong-type',
      });
    }
  }

  if (policy.disabledSites !== undefined) {
    const v = policy.disabledSites;
    if (!Array.isArray(v) || v.length > LIMITS.disabledSites) {
      note({ field: 'disabledSites', name: 'disabledSites', problem: Array.isArray(v) ? 'out-of-range' : 'wrong-type' });
    } else {
      const sites: string[] = [];
      v.forEach((site, i) => {
        const read = typeof site === 'string' ? readHostName(site) : undefined;
        if (read?.ok) {
          if (!sites.includes(read.host)) sites.push(read.host);
        } else note({ field: 'disabledSites', name: `disabledSites[${i}]`, problem: read ? 'bad-site' : 'wrong-type' });
      });
      settings.disabledSites = sites;
      locked.add('disabledSites');
    }
  }

  applyEnvironments(policy.environments, settings, locked, note);

  const allowed = readAllowed(policy.allowedEnvironments, note) ?? ENVIRONMENTS;
  if (allowed.length < ENVIRONMENTS.length) locked.add('allowedEnvironments');
  const active = policy.activeEnvironment;
  if (active !== undefined) {
    if (!isEnvironment(active)) {
      note({
        field: 'activeEnvironment',
        name: 'activeEnvironment',
        problem: typeof active === 'string' ? 'unknown-environment' : 'wrong-type',
      });
    } else if (!allowed.includes(active)) {
      note({ field: 'activeEnvironment', name: 'activeEnvironment', problem: 'not-allowed' });
    } else {
      settings.activeEnvironment = active;
      locked.add('activeEnvironment');
    }
  }
  const [firstAllowed] = allowed;
  if (firstAllowed && !allowed.includes(settings.activeEnvironment)) settings.activeEnvironment = firstAllowed;
  // One environment allowed: there is nothing left to choose.
  if (allowed.length === 1) locked.add('activeEnvironment');

  return { settings, locked, notes, allowed };
}

function applyEnvironments(value: unknown, settings: Settings, locked: Set<ManagedField>, note: (n: PolicyNote) => void): void {
  if (value === undefined) return;
  if (!isRecord(value)) {
    note({ field: undefined, name: 'environments', problem: 'wrong-type' });
    return;
  }
  for (const [env, fields] of Object.entries(value)) {
    const name = `environments.${env}`;
    if (!isEnvironment(env)) {
      note({ field: undefined, name, problem: 'unknown-environment' });
      continue;
    }
    if (!isRecord(fields)) {
      note({ field: `baseUrls.${env}`, name, problem: 'wrong-type' });
      continue;
    }
    for (const key of Object.keys(fields)) {
      if (!(ENV_FIELDS as readonly string[]).includes(key))
        note({ field: undefined, name: `${name}.${key}`, problem: 'unknown-setting' });
    }
    const { baseUrl, accountUrl, apiKey } = fields;
    if (baseUrl !== undefined) {
      const check = typeof baseUrl === 'string' ? checkBaseUrl(baseUrl) : undefined;
      if (check?.ok) {
        settings.baseUrls[env] = check.url;
        locked.add(`baseUrls.${env}`);
      } else {
        const problem = typeof baseUrl === 'string' ? addressProblem(baseUrl) : 'wrong-type';
        note({ field: `baseUrls.${env}`, name: `${name}.baseUrl`, problem });
      }
    }
    if (accountUrl !== undefined) {
      const check = typeof accountUrl === 'string' ? checkAccountUrl(accountUrl) : undefined;
      if (check?.ok) {
        settings.accountUrls[env] = check.url;
        locked.add(`accountUrls.${env}`);
      } else {
        const problem = typeof accountUrl === 'string' ? addressProblem(accountUrl) : 'wrong-type';
        note({ field: `accountUrls.${env}`, name: `${name}.accountUrl`, problem });
      }
    }
    if (apiKey !== undefined) {
      if (readPolicyKey(apiKey) !== undefined) locked.add(`apiKey.${env}`);
      else note({ field: `apiKey.${env}`, name: `${name}.apiKey`, problem: 'wrong-type' });
    }
  }
}

function readPolicyKey(value: unknown): string | undefined {
  const key = typeof value === 'string' ? value.trim() : '';
  return key !== '' && key.length <= MAX_KEY_LENGTH ? key : undefined;
}

/**
 * The API keys the policy hands out, per environment. Background only: a key from policy is used
 * for calls and never sent to any page (the options page learns only that it is set).
 */
export function policyKeys(policy: unknown): Partial<PerEnvironment<string>> {
  const out: Partial<PerEnvironment<string>> = {};
  const environments = isRecord(policy) ? policy.environments : undefined;
  if (!isRecord(environments)) return out;
  for (const env of ENVIRONMENTS) {
    const fields = environments[env];
    const key = isRecord(fields) ? readPolicyKey(fields.apiKey) : undefined;
    if (key !== undefined) out[env] = key;
  }
  return out;
}
