// Reads the targets out of a benchmark's printout, for `npm run bench`'s closing summary
// (dev/bench/run-all.ts). A target is a line that names a target and ends in "met" or "NOT met";
// the speed it was measured at is the last heading naming one (rateLabel in cpu-throttle.ts:
// "normal speed", "CPU 4× slower") above it.

export interface TargetLine {
  /** The line as printed, trimmed. */
  text: string;
  met: boolean;
  /** "normal speed", "CPU 4× slower", or undefined when the benchmark runs at one speed only. */
  rate?: string;
}

const RATE = /\b(normal speed|CPU \d+(?:\.\d+)?× slower)\b/;
const TARGET = /\btarget\b/i;
const VERDICT = /\b(NOT met|met)\b/g;

export function readTargets(output: string): TargetLine[] {
  const found: TargetLine[] = [];
  let rate: string | undefined;
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    const named = RATE.exec(line);
    if (named) rate = named[1];
    if (!TARGET.test(line)) continue;
    const verdicts = [...line.matchAll(VERDICT)].map((m) => m[1]);
    if (verdicts.length === 0) continue;
    // A line may judge two figures ("median met, p95 NOT met"): it is met only if every one is.
    found.push({ text: line, met: verdicts.every((v) => v === 'met'), rate });
  }
  return found;
}
