// Builds the development flavour of the extension once for the whole run (it may reach loopback
// without a prompt and accepts the test set-up), for Chromium and for Firefox, and the release flavour
// the size and leak checks read.
import { execFileSync } from 'node:child_process';

export default function globalSetup(): void {
  if (process.env.NC_SKIP_BUILD === '1') return;
  const run = (args: string[], env: Record<string, string>) =>
    execFileSync('npx', ['wxt', 'build', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  run([], { NC_DEV_BUILD: '1' });
  run([], { NC_DEV_BUILD: '0' });
  run(['-b', 'firefox'], { NC_DEV_BUILD: '1' });
}
