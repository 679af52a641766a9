// Pages for the highlighting benchmark, generated (deterministic) rather than checked in: a page
// with 10,000 phone numbers in tables, lists and prose, and about 1 MB of prose with few numbers.

/** A small deterministic generator, so every run measures the same page. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS =
  'the of and to in is was for on that with as by at from this be or are an which were have it not but had his they you their one all been has more its when there would other what so can if about into than them these only some then could time may made over such first after new most also like people years'.split(
    ' ',
  );

const NAMES = ['Anna', 'Ben', 'Chloé', 'Dmitri', 'Eva', 'Farid', 'Grace', 'Hiro', 'Inès', 'Jonas', 'Kofi', 'Lena'];

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** The i-th number, in one of several written forms (all international or US national). */
function numberText(i: number): string {
  const a = pad(i % 10_000, 4);
  switch (i % 5) {
    case 0:
      return `+44 20 7946 ${a}`;
    case 1:
      return `+1 (650) 253-${a}`;
    case 2:
      return `+33 1 42 68 ${a.slice(0, 2)} ${a.slice(2)}`;
    case 3:
      return `+49 30 9018 ${a}`;
    default:
      return `(212) 555-${a}`;
  }
}

function sentence(r: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(r() * WORDS.length)] ?? 'the');
  const s = out.join(' ');
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:24px;max-width:980px} td{padding:1px 8px;border-bottom:1px solid #eee}</style>
</head><body>
${body}
</body></html>
`;
}

export const NUMBERS_COUNT = 10_000;

/** 10,000 numbers: a quarter in a table, a quarter in a list with inline markup, half in prose. */
export function numbersPage(): string {
  const r = rng(1);
  const parts: string[] = ['<h1>Directory</h1>'];
  let i = 0;
  parts.push('<table><tbody>');
  for (; i < 2_500; i++) {
    parts.push(`<tr><td>${NAMES[i % NAMES.length]} ${i}</td><td>${numberText(i)}</td><td>Room ${i % 400}</td></tr>`);
  }
  parts.push('</tbody></table><ul>');
  for (; i < 5_000; i++) {
    const n = numberText(i);
    const split = n.indexOf(' ');
    parts.push(`<li><span>${NAMES[i % NAMES.length]}</span>: <b>${n.slice(0, split)}</b>${n.slice(split)}</li>`);
  }
  parts.push('</ul>');
  for (; i < NUMBERS_COUNT; i += 2) {
    parts.push(`<p>${sentence(r, 8)} Call ${numberText(i)} ${sentence(r, 6)} Or try ${numberText(i + 1)} after 2024-03-15.</p>`);
  }
  return page('10,000 numbers', parts.join('\n'));
}

/** About 1 MB of prose: paragraphs with dates, prices and ids, and one phone number in 500 paragraphs. */
export function prosePage(targetBytes = 1_000_000): { html: string; numbers: number } {
  const r = rng(2);
  const parts: string[] = ['<h1>Prose</h1>'];
  let bytes = 0;
  let k = 0;
  let numbers = 0;
  while (bytes < targetBytes) {
    let p = `${sentence(r, 18)} ${sentence(r, 22)} In ${1990 + (k % 30)} it cost $${(k % 97) * 13}.99 (order ${100000 + k}). ${sentence(r, 16)}`;
    if (k % 500 === 0) {
      p += ` Questions: ${numberText(k)}.`;
      numbers++;
    }
    const html = k % 7 === 0 ? `<p><em>${p.slice(0, 40)}</em>${p.slice(40)}</p>` : `<p>${p}</p>`;
    parts.push(html);
    bytes += html.length + 1;
    k++;
  }
  return { html: page('1 MB of prose', parts.join('\n')), numbers };
}

export const SHADOW_CARDS = 1_000;

/**
 * 1,000 custom elements, each holding one number in its own (open) shadow root, as a CRM's list of
 * contact cards built from web components: the page's text has none of the numbers.
 */
export function shadowCardsPage(count = SHADOW_CARDS): string {
  const cards: string[] = [];
  for (let i = 0; i < count; i++)
    cards.push(`<contact-card data-name="${NAMES[i % NAMES.length]} ${i}" data-phone="${numberText(i)}"></contact-card>`);
  const script = `<script>
customElements.define('contact-card', class extends HTMLElement {
  // When connected: a card the parser creates gets its attributes only after its constructor.
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;padding:2px 0}</style><div class="name"></div><div class="tel"></div>';
    root.querySelector('.name').textContent = this.dataset.name;
    root.querySelector('.tel').textContent = 'Tel. ' + this.dataset.phone;
  }
});
</script>`;
  return page(`${count} contact cards`, `<h1>Contacts</h1>\n${script}\n${cards.join('\n')}`);
}
