// A control the organisation's policy may set: locked (every input in it disabled) with the short
// reason beside it, or left as it is.
import type { ComponentChildren } from 'preact';
import { t } from '@/utils/i18n/t';

export function LockNote({ testId }: { testId: string }) {
  return (
    <p class="nc-hint nc-lock" data-testid={testId}>
      <span aria-hidden="true">🔒 </span>
      {t('policy_locked')}
    </p>
  );
}

export function Lockable({ locked, name, children }: { locked: boolean; name: string; children: ComponentChildren }) {
  if (!locked) return <>{children}</>;
  return (
    <fieldset class="nc-lockable" disabled data-testid={`locked-${name}`}>
      {children}
      <LockNote testId={`lock-note-${name}`} />
    </fieldset>
  );
}
