// The local stand-in of the Number Check service: staging and production on two loopback ports.
// Used in-process by the end-to-end tests and the demo launcher; `cli.ts` runs it on its own.

import { Deployment, type DeploymentHandle, type DeploymentName, deploymentHandle } from './deployment.ts';
import { createDeploymentServer } from './server.ts';

export type { DeploymentHandle, DeploymentName } from './deployment.ts';
export type { ErrorKind } from './errors.ts';
export { API_PATHS, type ApiPath, FAULTS, type Fault, type FaultOptions } from './faults.ts';
export { DEMO_ACCOUNTS, DEMO_KEYS, type DemoAccount, type DemoKeyName, demoKey } from './keys.ts';
export { LOCAL_SOURCE } from './number-info.ts';
export type { RequestLogEntry, RequestOutcome } from './request-log.ts';
export { isShapeName, SHAPES, type ShapeName } from './shapes.ts';

export const DEFAULT_PORTS: Readonly<Record<DeploymentName, number>> = { staging: 8787, production: 8788 };
export const DEFAULT_HOST = '127.0.0.1';

export interface StartOptions {
  /** Default 8787; 0 lets the system choose a free port (the handle tells which). */
  stagingPort?: number;
  /** Default 8788; 0 lets the system choose. */
  productionPort?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** No line per request on the console. */
  quiet?: boolean;
}

export interface LocalService {
  staging: DeploymentHandle;
  production: DeploymentHandle;
  close(): Promise<void>;
}

function baseUrlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export async function startLocalService(opts: StartOptions = {}): Promise<LocalService> {
  const host = opts.host ?? DEFAULT_HOST;
  const deployments = { staging: new Deployment('staging'), production: new Deployment('production') };
  const servers = {
    staging: createDeploymentServer(deployments.staging, { quiet: opts.quiet }),
    production: createDeploymentServer(deployments.production, { quiet: opts.quiet }),
  };
  const close = async (): Promise<void> => {
    await Promise.all([servers.staging.close(), servers.production.close()]);
  };
  try {
    const stagingPort = await servers.staging.listen(opts.stagingPort ?? DEFAULT_PORTS.staging, host);
    const productionPort = await servers.production.listen(opts.productionPort ?? DEFAULT_PORTS.production, host);
    return {
      staging: deploymentHandle(deployments.staging, baseUrlOf(host, stagingPort), stagingPort),
      production: deploymentHandle(deployments.production, baseUrlOf(host, productionPort), productionPort),
      close,
    };
  } catch (error) {
    // One port taken must not leave the other listening.
    await close();
    throw error;
  }
}
