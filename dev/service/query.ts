// Reads the query string by hand rather than through URLSearchParams, because a strict service
// must see what URLSearchParams hides: repeated parameters, bad percent-encoding, and a literal '+'
// (which means a space, so an unencoded E.164 number arrives without its plus).

export interface QueryParam {
  name: string;
  value: string;
  /**
   * The raw value starts with a literal '+' before a digit: almost surely an E.164 number whose
   * plus was not encoded (a '+' in a query means a space; URLSearchParams writes spaces as '+'
   * too, so a '+' elsewhere is a legitimate space).
   */
  rawLeadingPlus: boolean;
}

export type ParsedQuery = { ok: true; params: QueryParam[] } | { ok: false; message: string };

function decode(part: string): string {
  return decodeURIComponent(part.replace(/\+/g, ' '));
}

export function parseQuery(search: string): ParsedQuery {
  const text = search.startsWith('?') ? search.slice(1) : search;
  const params: QueryParam[] = [];
  if (text === '') return { ok: true, params };
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
    try {
      params.push({ name: decode(rawName), value: decode(rawValue), rawLeadingPlus: /^\+\d/.test(rawValue) });
    } catch {
      return { ok: false, message: 'The query string has malformed percent-encoding.' };
    }
  }
  return { ok: true, params };
}

/** The single value of a parameter; `repeated` when it was given more than once. */
export function single(params: readonly QueryParam[], name: string): { param?: QueryParam; repeated: boolean } {
  const found = params.filter((p) => p.name === name);
  return { param: found[0], repeated: found.length > 1 };
}

// Anything that looks like a credential is redacted, not only `apikey`, so a client that sends
// its key under another name still never has it logged.
const SECRET_NAME = /^(api[-_]?key|key|token|access[-_]?token|secret|password)$/i;
export const REDACTED = '***';

function safeDecode(part: string): string {
  try {
    return decode(part);
  } catch {
    return part;
  }
}

/** The query as a record (first value of each name wins), credentials replaced by `***`. */
export function redactedQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  const text = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = safeDecode(eq < 0 ? pair : pair.slice(0, eq));
    if (Object.hasOwn(out, name)) continue;
    out[name] = SECRET_NAME.test(name) ? REDACTED : safeDecode(eq < 0 ? '' : pair.slice(eq + 1));
  }
  return out;
}

/** The path and query as sent, credentials replaced by `***`, everything else byte for byte. */
export function redactedUrl(path: string, search: string): string {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text === '') return path;
  const pairs = text.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    return SECRET_NAME.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
  });
  return `${path}?${pairs.join('&')}`;
}
