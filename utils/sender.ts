// Who sent a message. Decided from what the browser puts in `sender`, never from the payload.
export interface SenderInfo {
  id?: string;
  url?: string;
  tab?: { id?: number; url?: string };
  frameId?: number;
}

export type SenderKind =
  | { kind: 'extension-page' }
  | { kind: 'content-script'; tabId: number; frameId: number; pageUrl: string }
  | { kind: 'unknown' };

/**
 * `extensionOrigin` is `chrome-extension://<id>/` (or moz-extension). An extension page may sit in
 * a tab (an options page opened in a tab), so the URL decides, not the presence of `sender.tab`.
 */
export function classifySender(sender: SenderInfo, extensionId: string, extensionOrigin: string): SenderKind {
  if (sender.id !== extensionId) return { kind: 'unknown' };
  if (sender.url?.startsWith(extensionOrigin)) return { kind: 'extension-page' };
  if (sender.tab?.id !== undefined && sender.tab.id >= 0 && typeof sender.frameId === 'number') {
    return { kind: 'content-script', tabId: sender.tab.id, frameId: sender.frameId, pageUrl: sender.url ?? sender.tab.url ?? '' };
  }
  return { kind: 'unknown' };
}
