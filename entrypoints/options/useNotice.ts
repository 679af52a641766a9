// One short status line for the whole page ("Saved", "History cleared"), read out by screen readers.
import { useCallback, useEffect, useState } from 'preact/hooks';

export type Notify = (text: string) => void;

export function useNotice(): { notice: { text: string; id: number } | null; notify: Notify } {
  const [notice, setNotice] = useState<{ text: string; id: number } | null>(null);
  const notify = useCallback((text: string) => setNotice({ text, id: Date.now() }), []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 2_500);
    return () => clearTimeout(timer);
  }, [notice]);
  return { notice, notify };
}
