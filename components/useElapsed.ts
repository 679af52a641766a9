// Seconds since a thing started (a check in flight), or left until a time (a Retry-After), ticking
// once a second only while they matter.
import { useEffect, useState } from 'preact/hooks';

/** Whole seconds since this hook was first rendered with `running` true. */
export function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    setSeconds(0);
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - start) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return seconds;
}

/** Whole seconds left of `total`, counted from when `key` last changed; 0 when done. */
export function useSecondsLeft(total: number | undefined, key: unknown): number {
  const [left, setLeft] = useState(total ?? 0);
  useEffect(() => {
    if (!total || total <= 0) {
      setLeft(0);
      return;
    }
    const end = Date.now() + total * 1000;
    setLeft(total);
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [total, key]);
  return left;
}
