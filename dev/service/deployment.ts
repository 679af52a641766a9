// The state of one deployment (balances, shape, armed fault, request log) and the handle that
// tests and the demo launcher use to steer it.

import { type ApiPath, type ArmedFault, armFault, type Fault, type FaultOptions } from './faults.ts';
import { demoBalances, shapeForKey } from './keys.ts';
import { RequestLog, type RequestLogEntry } from './request-log.ts';
import { DEFAULT_SHAPE, isShapeName, type ShapeName } from './shapes.ts';

export type DeploymentName = 'staging' | 'production';

export class Deployment {
  readonly name: DeploymentName;
  readonly log = new RequestLog();
  #shape: ShapeName = DEFAULT_SHAPE;
  /** Armed faults in turn: the first applies (after its `after` calls); when spent, the next. */
  #faults: ArmedFault[] = [];
  #balances: Map<string, number>;

  constructor(name: DeploymentName) {
    this.name = name;
    this.#balances = demoBalances(name);
  }

  get shape(): ShapeName {
    return this.#shape;
  }

  setShape(shape: ShapeName): void {
    if (!isShapeName(shape)) throw new RangeError(`unknown shape ${JSON.stringify(shape)}`);
    this.#shape = shape;
  }

  /** The shape to answer a key in: its pinned `-<shape>` suffix if it is a known key, else ours. */
  shapeFor(key: string | undefined): ShapeName {
    const pinned = key !== undefined && this.#balances.has(key) ? shapeForKey(key) : undefined;
    return pinned ?? this.#shape;
  }

  balance(key: string): number | undefined {
    return this.#balances.get(key);
  }

  /** Sets a balance; an unknown key becomes a valid one (handy for a test's own account). */
  setBalance(key: string, credits: number): void {
    if (!Number.isInteger(credits) || credits < 0) throw new RangeError('credits must be a whole number, 0 or more');
    this.#balances.set(key, credits);
  }

  /** Spends one credit; returns what is left, or null when there was none to spend. */
  spend(key: string): number | null {
    const credits = this.#balances.get(key);
    if (credits === undefined || credits <= 0) return null;
    this.#balances.set(key, credits - 1);
    return credits - 1;
  }

  /** The fault armed first (the one the next calls meet), if any. */
  get fault(): ArmedFault | null {
    const first = this.#faults[0];
    return first ? { ...first } : null;
  }

  /** Every armed fault, in the order they apply. */
  get faults(): ArmedFault[] {
    return this.#faults.map((f) => ({ ...f }));
  }

  /** Arms one fault in place of any armed; null clears them all. */
  setFault(fault: Fault | null, opts?: FaultOptions): void {
    this.#faults = fault === null ? [] : [armFault(fault, opts)];
  }

  /** Arms a fault to apply once those armed before it are spent ("429 once, then 402 after 50 calls"). */
  queueFault(fault: Fault, opts?: FaultOptions): void {
    this.#faults.push(armFault(fault, opts));
  }

  /** The fault that applies to this call, if any, counting it against `after` and `times`. */
  takeFault(path: ApiPath): ArmedFault | null {
    const armed = this.#faults[0];
    if (!armed || (armed.path !== null && armed.path !== path)) return null;
    if (armed.after > 0) {
      armed.after -= 1;
      return null;
    }
    if (armed.remaining !== null) {
      armed.remaining -= 1;
      if (armed.remaining <= 0) this.#faults.shift();
    }
    return { ...armed };
  }

  reset(): void {
    this.#balances = demoBalances(this.name);
    this.#faults = [];
    this.#shape = DEFAULT_SHAPE;
    this.log.clear();
  }
}

export interface DeploymentHandle {
  name: DeploymentName;
  /** e.g. `http://127.0.0.1:8787`, no trailing slash. */
  baseUrl: string;
  port: number;
  /** Every request received outside /_control/, apikey redacted to `***`. */
  requests(): RequestLogEntry[];
  /** Requests received to that path, or to any path but /_control/* when none is given. */
  count(path?: ApiPath): number;
  resetCounts(): void;
  setFault(fault: Fault | null, opts?: FaultOptions): void;
  /** Arms a fault after those armed already (they apply in turn). */
  queueFault(fault: Fault, opts?: FaultOptions): void;
  setShape(shape: ShapeName): void;
  credits(key: string): number | undefined;
  setCredits(key: string, credits: number): void;
  /** Credits back to the demo defaults, fault cleared, default shape, counts and log cleared. */
  reset(): void;
}

export function deploymentHandle(deployment: Deployment, baseUrl: string, port: number): DeploymentHandle {
  return {
    name: deployment.name,
    baseUrl,
    port,
    requests: () => deployment.log.entries(),
    count: (path) => deployment.log.count(path),
    resetCounts: () => deployment.log.clear(),
    setFault: (fault, opts) => deployment.setFault(fault, opts),
    queueFault: (fault, opts) => deployment.queueFault(fault, opts),
    setShape: (shape) => deployment.setShape(shape),
    credits: (key) => deployment.balance(key),
    setCredits: (key, credits) => deployment.setBalance(key, credits),
    reset: () => deployment.reset(),
  };
}
