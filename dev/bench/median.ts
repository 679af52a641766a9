// The middle of a benchmark's runs (the upper middle of an even count), 0 for none.
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}
