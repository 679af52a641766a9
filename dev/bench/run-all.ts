// `npm run bench`: builds once (development and release flavours), then runs every benchmark in
// turn, each printing its own figures. Benchmarks print; they never assert (shared, noisy machines).
import { execFileSync } from 'node:child_process';

const BENCHES = [
  'answers.ts',
  'detect.bench.ts',
  'page-country-vote.bench.ts',
  'content-size.ts',
  'highlight.ts',
  'popup-open.bench.ts',
  'bulk-engine.bench.ts',
  'bulk-preview.bench.ts',
  'page-list.bench.ts',
];

function run(cmd: string, args: string[], env: Record<string, string> = {}): void {
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

if (process.env.NC_SKIP_BUILD !== '1') {
  run('npx', ['wxt', 'build'], { NC_DEV_BUILD: '1' });
  run('npx', ['wxt', 'build'], { NC_DEV_BUILD: '0' });
}
for (const bench of BENCHES) {
  console.log(`\n=== dev/bench/${bench} ===`);
  run('npx', ['tsx', `dev/bench/${bench}`], { NC_SKIP_BUILD: '1' });
}
