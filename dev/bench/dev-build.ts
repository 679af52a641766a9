// What a browser benchmark measures by default: the dev build (it sets the marks the benchmarks
// read), built first, unless told it is built already (NC_SKIP_BUILD=1: `npm run bench` builds once)
// or given another one (NC_EXT_DIR).
import { execFileSync } from 'node:child_process';

export function buildDevUnlessGiven(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NC_SKIP_BUILD === '1' || env.NC_EXT_DIR) return;
  execFileSync('npx', ['wxt', 'build'], { stdio: 'inherit', env: { ...env, NC_DEV_BUILD: '1' } });
}
