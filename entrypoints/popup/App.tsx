import { useEffect, useState } from 'preact/hooks';
import { type LastResult, lastResultItem } from '@/utils/storage-items';

export function App() {
  const [last, setLast] = useState<LastResult | null>(null);
  useEffect(() => {
    void lastResultItem.get().then(setLast);
    return lastResultItem.watch(setLast);
  }, []);
  return (
    <main>
      <h1>Number Check</h1>
      <p data-testid="last-result">{last ? last.record.e164 : 'No number checked yet.'}</p>
    </main>
  );
}
