// The settings in effect with what the organisation's policy locks and what it got wrong, live:
// a change of the user's settings or of the policy renders again.
import { useEffect, useState } from 'preact/hooks';
import { settingsItem } from '@/utils/storage/items';
import type { AppliedPolicy } from '@/utils/storage/policy/policy';

export function usePolicy(): AppliedPolicy | undefined {
  const [applied, setApplied] = useState<AppliedPolicy | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let changed = false;
    const stop = settingsItem.watchApplied((next) => {
      changed = true;
      if (live) setApplied(next);
    });
    void settingsItem.applied().then((first) => {
      if (live && !changed) setApplied(first);
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return applied;
}
