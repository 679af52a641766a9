// A button that copies text and says so. Works in extension pages and inside a closed shadow root
// on a web page, where the async Clipboard API may be refused (insecure page, no focus).
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/utils/i18n/t';
import { copyText } from '@/utils/in-page/copy-text';

type CopyState = 'idle' | 'copied' | 'failed';

export function CopyButton({
  text,
  label,
  class: cls,
  disabled,
}: {
  text: () => string;
  label?: string;
  class?: string;
  disabled?: boolean;
}) {
  const [state, setState] = useState<CopyState>('idle');
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(timer);
  }, [state]);
  const onClick = async () => setState((await copyText(text(), ref.current?.parentNode ?? null)) ? 'copied' : 'failed');
  return (
    <>
      <button ref={ref} type="button" class={`nc-button ${cls ?? ''}`} disabled={disabled} onClick={onClick}>
        {state === 'copied' ? t('copy_copied') : state === 'failed' ? t('copy_failed') : (label ?? t('copy_copy'))}
      </button>
      {/* Screen readers hear the outcome; a live region outside the button keeps its name stable. */}
      <span class="nc-sr-only" role="status">
        {state === 'copied' ? t('copy_copiedAnnounce') : state === 'failed' ? t('copy_failedAnnounce') : ''}
      </span>
    </>
  );
}
