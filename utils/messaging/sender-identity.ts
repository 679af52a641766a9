// Who sent a message. Decided from what the browser puts in `sender`, never from the payload.
export interface SenderInfo {
  id?: string;
  url?: string;
  /** The frame's origin; for about:blank and srcdoc frames, the origin they inherit. */
  origin?: string;
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
    // about:blank and srcdoc frames have no host in their URL; their origin says whose page it is.
    const url = sender.url ?? sender.tab.url ?? '';
    const pageUrl = /^(about:|data:)/.test(url) && sender.origin && sender.origin !== 'null' ? sender.origin : url;
    return { kind: 'content-script', tabId: sender.tab.id, frameId: sender.frameId, pageUrl };
  }
  return { kind: 'unknown' };
}
