// The stage a popup screenshot stands on in the store's 1280 × 800 frame, and the captions beside it
// (store listing text, per listing language, not the extension's own words).

export type StoreLanguage = 'en' | 'de';
export type StoreScene = 'page' | 'popup' | 'options' | 'list';

export const STORE_CAPTIONS: Record<StoreLanguage, { popup: { title: string; line: string } }> = {
  en: {
    popup: {
      title: 'Is this number real? One click tells you.',
      line: 'Your credits, the last answer in plain words, a lookup that reads numbers as people write them, and your history.',
    },
  },
  de: {
    popup: {
      title: 'Gibt es diese Nummer wirklich? Ein Klick genügt.',
      line: 'Ihr Guthaben, die letzte Antwort in klaren Worten, eine Suche, die Nummern so liest, wie man sie schreibt, und Ihr Verlauf.',
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function stagePage(popupPng: Buffer, caption: { title: string; line: string }, scheme: 'light' | 'dark'): string {
  const [bg, fg, soft] = scheme === 'dark' ? ['#15181d', '#f1f3f5', '#aeb6bf'] : ['#eef2f6', '#12161b', '#4a5561'];
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:1280px;height:800px;background:${bg};color:${fg};font:16px system-ui,sans-serif}
  main{display:flex;align-items:center;gap:64px;height:100%;padding:0 96px;box-sizing:border-box}
  h1{font-size:40px;line-height:1.15;margin:0 0 20px}
  p{font-size:20px;line-height:1.45;color:${soft};margin:0}
  img{width:380px;border-radius:10px;box-shadow:0 12px 40px rgba(0,0,0,.28);flex:none}
  </style></head><body><main><div><h1>${escapeHtml(caption.title)}</h1><p>${escapeHtml(caption.line)}</p></div>
  <img alt="" src="data:image/png;base64,${popupPng.toString('base64')}"></main></body></html>`;
}

/** The list the list-checker scene checks: made-up contacts from several countries, one impossible. */
export const STORE_LIST = [
  'Company,Contact,Phone',
  'Northwind Traders,Ann Bauer,+44 20 7946 0018',
  'Contoso GmbH,Jens Vogel,+49 30 901820',
  'Fabrikam SARL,Claire Roux,+33 1 42 68 53 00',
  'Tailspin Toys,Mark Lee,+1 650 253 0000',
  'Wide World Importers,Sara Díaz,+34 912 34 56 78',
  'Litware Inc.,Tom Kahn,+1 415 555 0132',
  'Adventure Works,Lena Berg,+46 8 123 456 78',
  'Proseware,Ivo Costa,+351 21 123 4567',
  'Margie Travel,Ruth Oz,+61 2 9374 4000',
  'Blue Yonder,Kai Sato,+81 3 1234 5678',
  'Alpine Ski House,Eva Gruber,+43 1 5123456',
  'Coho Winery,Sam Ford,12',
].join('\n');
