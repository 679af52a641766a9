// The current time, ticking, so "read 2 min ago" does not freeze while the popup stays open.
import { useEffect, useState } from 'preact/hooks';

export function useNow(periodMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}
