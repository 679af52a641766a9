// `npm run bench`: builds once (development and release flavours), then runs every benchmark in
// turn, each printing its own figures. Benchmarks print; they never assert (shared, noisy machines).
// At the end, every "target …: met / NOT met" line the benchmarks printed is gathered under the
// benchmark and the speed it ran at (normal, or the CPU slowed: dev/bench/cpu-throttle.ts), with one
// last line saying whether all were met: issue 29 is done when two runs in a row say so.
import { execFileSync, spawn } from 'node:child_process';
import { readTargets, type TargetLine } from './target-lines';

const BENCHES = [
  'answers.ts',
  'detect.bench.ts',
  'detector-speed.bench.ts',
  'page-country-vote.bench.ts',
  'content-size.ts',
  'highlight.ts',
  'scroll.ts',
  'popup-open.bench.ts',
  'popup-floors.ts',
  'page-list.bench.ts',
  'bulk-engine.bench.ts',
  'bulk-preview.bench.ts',
];

function run(cmd: string, args: string[], env: Record<string, string> = {}): void {
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

/** Runs one benchmark, its output shown as it comes and kept; a crash is reported, not thrown. */
function runBench(bench: string): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', `dev/bench/${bench}`], {
      env: { ...process.env, NC_SKIP_BUILD: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString('utf8');
    });
    child.on('close', (code) => resolve({ output, code }));
  });
}

async function main(): Promise<void> {
  if (process.env.NC_SKIP_BUILD !== '1') {
    run('npx', ['wxt', 'build'], { NC_DEV_BUILD: '1' });
    run('npx', ['wxt', 'build'], { NC_DEV_BUILD: '0' });
  }
  const only = process.env.NC_BENCHES?.split(',').map((s) => s.trim());
  const all: { bench: string; targets: TargetLine[]; code: number | null }[] = [];
  for (const bench of BENCHES) {
    if (only && !only.some((o) => bench.includes(o))) continue;
    console.log(`\n=== dev/bench/${bench} ===`);
    const { output, code } = await runBench(bench);
    all.push({ bench, targets: readTargets(output), code });
  }
  console.log('\n=== Targets ===');
  let missed = 0;
  for (const { bench, targets, code } of all) {
    if (code !== 0) {
      missed++;
      console.log(`dev/bench/${bench}: did not finish (exit code ${code}): NOT met`);
    }
    for (const t of targets) {
      if (!t.met) missed++;
      console.log(`dev/bench/${bench}${t.rate ? ` (${t.rate})` : ''}: ${t.text}`);
    }
  }
  const count = all.reduce((n, b) => n + b.targets.length, 0);
  console.log(missed === 0 ? `\nEvery target met (${count}).` : `\n${missed} of ${count} targets NOT met.`);
}

void main();
