// Checks that come from pages spend credits, and a page can hide or overlay our UI to trick a
// click; so they are limited in number over a sliding window.
export const PAGE_CHECK_LIMIT = { count: 10, windowMs: 60_000 } as const;

export function allowPageCheck(
  times: readonly number[],
  now: number,
  limit: { count: number; windowMs: number } = PAGE_CHECK_LIMIT,
): { allowed: boolean; times: number[] } {
  const recent = times.filter((t) => now - t < limit.windowMs && t <= now);
  if (recent.length >= limit.count) return { allowed: false, times: recent };
  return { allowed: true, times: [...recent, now] };
}
