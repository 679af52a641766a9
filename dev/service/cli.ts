// Runs the local service on its own: npx tsx dev/service/cli.ts [--staging-port N]
// [--production-port N] [--host H] [--quiet]. Stops cleanly on Ctrl-C (SIGINT) and SIGTERM.

import { parseArgs } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORTS, DEMO_ACCOUNTS, FAULTS, type LocalService, SHAPES, startLocalService } from './index.ts';

function port(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${flag} must be a port number (0-65535)`);
  return n;
}

function usage(service: LocalService): string {
  const { staging, production } = service;
  const keys = DEMO_ACCOUNTS.map(
    (a) => `  ${a.key.padEnd(24)} ${String(a.credits).padStart(7)} credits  ${a.deployments.join('+').padEnd(18)} ${a.note}`,
  );
  return [
    'Number Check local service (a stand-in: every answer is computed locally)',
    '',
    `  staging     ${staging.baseUrl}`,
    `  production  ${production.baseUrl}`,
    '',
    'Demo keys (balances kept per deployment; any other key is rejected with 401):',
    ...keys,
    '',
    'Try:',
    `  curl '${staging.baseUrl}/api/check-credits?apikey=demo-plenty'`,
    `  curl '${staging.baseUrl}/api/check-number?apikey=demo-plenty&number=%2B16502530000'`,
    '',
    'Control (per deployment; POSTs need Content-Type: application/json):',
    `  curl -X POST -H 'content-type: application/json' -d '{"fault":"429","times":1,"retryAfterSeconds":30}' ${staging.baseUrl}/_control/fault`,
    `  curl -X POST -H 'content-type: application/json' -d '{"fault":null}' ${staging.baseUrl}/_control/fault`,
    `  curl -X POST -H 'content-type: application/json' -d '{"shape":"envelope"}' ${staging.baseUrl}/_control/shape`,
    `  curl -X POST -H 'content-type: application/json' -d '{"key":"demo-few","credits":3}' ${staging.baseUrl}/_control/credits`,
    `  curl -X POST -H 'content-type: application/json' ${staging.baseUrl}/_control/reset`,
    `  curl ${staging.baseUrl}/_control/stats`,
    '',
    `Faults: ${FAULTS.join(', ')}`,
    `Shapes: ${SHAPES.join(', ')}`,
    '',
    'Ctrl-C to stop.',
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'staging-port': { type: 'string' },
      'production-port': { type: 'string' },
      host: { type: 'string' },
      quiet: { type: 'boolean' },
    },
    strict: true,
  });
  const service = await startLocalService({
    stagingPort: port(values['staging-port'], DEFAULT_PORTS.staging, '--staging-port'),
    productionPort: port(values['production-port'], DEFAULT_PORTS.production, '--production-port'),
    host: values.host ?? DEFAULT_HOST,
    quiet: values.quiet ?? false,
  });
  console.log(usage(service));

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
