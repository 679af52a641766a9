// The verdict marks live in a closed shadow root (no page script can read them); tests find them
// through the DevTools protocol, as with the chip, and read their computed style.
import type { Page } from '@playwright/test';
import type { Rect } from './highlight-helpers';

interface CdpNode {
  nodeId: number;
  backendNodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: CdpNode[];
  shadowRoots?: CdpNode[];
  contentDocument?: CdpNode;
}

export interface Mark {
  verdict: string;
  box: Rect;
  style: string;
  color: string;
}

export async function verdictMarks(page: Page): Promise<Mark[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: CdpNode };
    const found: { node: CdpNode; verdict: string }[] = [];
    const walk = (n: CdpNode) => {
      const attrs = n.attributes ?? [];
      const cls = attrs[attrs.indexOf('class') + 1] ?? '';
      const m = attrs.includes('class') ? /\bnc-mark-(valid|invalid|unknown)\b/.exec(cls) : null;
      if (m) found.push({ node: n, verdict: m[1] as string });
      for (const c of [...(n.children ?? []), ...(n.shadowRoots ?? [])]) walk(c);
    };
    walk(root);
    const out: Mark[] = [];
    for (const { node, verdict } of found) {
      const { object } = (await cdp.send('DOM.resolveNode', { nodeId: node.nodeId })) as { object: { objectId: string } };
      const res = (await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration:
          'function () { const s = getComputedStyle(this); const r = this.getBoundingClientRect(); return { style: s.borderBottomStyle, color: s.borderBottomColor, box: { left: r.left, top: r.top, width: r.width, height: r.height } }; }',
        returnByValue: true,
      })) as { result: { value: { style: string; color: string; box: Rect } } };
      out.push({ verdict, ...res.result.value });
    }
    return out;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
