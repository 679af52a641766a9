// A button that copies text and says so. Works in extension pages and inside a closed shadow root
// on a web page, where the async Clipboard API may be refused (insecure page, no focus).
import { useEffect, useRef, useState } from 'preact/hooks';

type CopyState = 'idle' | 'copied' | 'failed';

/** Last resort when the Clipboard API is refused: a selected textarea inside our own subtree. */
function copyWithTextarea(text: string, anchor: Element | null): boolean {
  const host = anchor?.parentNode ?? null;
  if (!host) return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  host.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

export async function copyText(text: string, anchor: Element | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithTextarea(text, anchor);
  }
}

export function CopyButton({ text, label = 'Copy', class: cls }: { text: () => string; label?: string; class?: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(timer);
  }, [state]);
  const onClick = async () => setState((await copyText(text(), ref.current)) ? 'copied' : 'failed');
  return (
    <>
      <button ref={ref} type="button" class={`nc-button ${cls ?? ''}`} onClick={onClick}>
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}
      </button>
      {/* Screen readers hear the outcome; a live region outside the button keeps its name stable. */}
      <span class="nc-sr-only" role="status">
        {state === 'copied' ? 'Copied to the clipboard' : state === 'failed' ? 'Could not copy' : ''}
      </span>
    </>
  );
}
