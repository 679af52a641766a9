// Copying text to the clipboard from an extension page or from inside our closed shadow root on a
// web page, where the async Clipboard API may be refused (insecure page, no focus).

/**
 * Copies through the Clipboard API, else through a selected textarea placed in `container` (one of
 * our own elements, so the page's DOM is never touched). Whether the text was copied.
 */
export async function copyText(text: string, container: Node | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return container ? copyWithTextarea(text, container) : false;
  }
}

function copyWithTextarea(text: string, container: Node): boolean {
  const doc = container.ownerDocument ?? document;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;opacity:0;';
  container.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = doc.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
