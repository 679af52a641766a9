// A control the organisation's policy may set: locked (every input in it disabled) with the short
// reason beside it, or left as it is.
import type { ComponentChildren } from 'preact';
import { t } from '@/utils/i18n/t';

/** A padlock drawn here rather than an emoji, which not every system has a font for. */
export function LockIcon() {
  return (
    <svg class="nc-lock-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M5 7V5a3 3 0 0 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7zm1.5 0h3V5a1.5 1.5 0 0 0-3 0z"
      />
    </svg>
  );
}

export function LockNote({ testId }: { testId: string }) {
  return (
    <p class="nc-hint nc-lock" data-testid={testId}>
      <LockIcon />
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
