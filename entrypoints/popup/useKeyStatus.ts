// Whether each environment has a key. Asked of the background (the popup never reads keys), again
// whenever the credits change, since saving or removing a key always rewrites them.
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { KeyStatus } from '@/utils/messaging/protocol';
import { send } from '@/utils/messaging/send';

export function useKeyStatus(trigger: unknown): { keys: KeyStatus[] | undefined; reload: () => Promise<void> } {
  const [keys, setKeys] = useState<KeyStatus[] | undefined>(undefined);
  const reload = useCallback(async () => {
    try {
      setKeys(await send({ type: 'key:status' }));
    } catch {
      // The worker is starting; the next trigger asks again.
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload, trigger]);
  return { keys, reload };
}
