// National numbers on pages of another country than the user's default (US here), read with the
// country the page says it is from: its declaration (lang region, Content-Language, country
// domain), or an international number or country-coded `tel:` link in the same block. Written for
// this corpus. Every page case of another country (pages.ts) is here again as a page that declares
// its country to a US user; then blocks whose only word of their country is in the block; then
// traps, where that reading must not mark more than the page's own country would.
import type { CountryCode } from 'libphonenumber-js/max';
import { type CorpusCase, maker, type Want } from './case';
import { PAGE_CASES } from './pages';

const DEFAULT: CountryCode = 'US';
const pc = maker('page-country');

/** A block of a page that declares `country`, read by a user whose default is US. */
function declared(c: CorpusCase): CorpusCase {
  return { ...c, kind: 'page-country', reading: { fallback: DEFAULT, page: c.country as CountryCode } };
}

/** A block of a page that declares nothing; its country is said inside it (`hrefs`: its tel: links). */
function inBlock(country: CountryCode, trap: boolean, text: string, hrefs: string[], ...wants: Want[]): CorpusCase {
  const c = trap ? pc.trap(country, text, ...wants) : pc.phone(country, text, ...wants);
  return { ...c, reading: { fallback: DEFAULT, ...(hrefs.length > 0 ? { hrefs } : {}) } };
}

/** A block of a page that declares `country`, with traps that its reading must leave unmarked. */
function declaredTrap(country: CountryCode, text: string, ...wants: Want[]): CorpusCase {
  return { ...pc.trap(country, text, ...wants), reading: { fallback: DEFAULT, page: country } };
}

export const PAGE_COUNTRY_CASES: readonly CorpusCase[] = [
  ...PAGE_CASES.filter((c) => c.country && c.country !== DEFAULT && c.country !== 'CA').map(declared),

  // The block says its country.
  inBlock('FR', false, 'Paris : +33 1 42 68 53 01 · standard 01 42 68 53 00', [], '+33 1 42 68 53 01', '01 42 68 53 00'),
  inBlock(
    'GB',
    false,
    'Support line: +44 161 496 0000. Dispatch on 0800 123 4567 (free from UK landlines).',
    [],
    '+44 161 496 0000',
    '0800 123 4567',
  ),
  inBlock('FR', false, 'Appelez-nous au 01 42 68 53 00', ['tel:+33142685300'], '01 42 68 53 00'),
  inBlock('DE', false, 'Zentrale 030 901820 (aus dem Ausland +49 30 901820)', [], '030 901820', '+49 30 901820'),
  inBlock('NL', false, 'Bel 020 624 1111', ['tel:0031206241111'], '020 624 1111'),
  inBlock('GB', false, 'Head office: 020 7946 0018', ['tel:%2B442079460018'], '020 7946 0018'),
  inBlock('AU', false, 'Sydney +61 2 9374 4000, Melbourne (03) 9123 4567', [], '+61 2 9374 4000', '(03) 9123 4567'),
  // A US number beside a foreign one stays a US number.
  inBlock('US', false, 'London +44 20 7946 0018 · New York (212) 555-0143', [], '+44 20 7946 0018', '(212) 555-0143'),
  inBlock('US', false, 'Call (415) 555-0132 or, from Germany, +49 30 901820', [], '(415) 555-0132', '+49 30 901820'),
  // Two countries in one block say nothing of the national number beside them.
  inBlock(
    'US',
    true,
    'UK +44 20 7946 0018 · FR +33 1 42 68 53 01 · ref. 01 42 68 53 00',
    [],
    '+44 20 7946 0018',
    '+33 1 42 68 53 01',
  ),

  // Traps on pages that declare their country, or whose block does.
  declaredTrap('FR', 'SIRET 123 456 789 00012 · TVA FR 12 345678901 · Tél. 01 42 68 53 00', '01 42 68 53 00'),
  declaredTrap('FR', 'Tirage du 12/03/2024 : 05 12 23 34 45 – étoiles 02 11'),
  declaredTrap('FR', 'IBAN FR76 3000 6000 0112 3456 7890 189 · BIC AGRIFRPP'),
  declaredTrap('FR', 'Fermé du 01/08/2024 au 15/08/2024, commande n° 2024 0815 1234'),
  declaredTrap('GB', 'Sort code 12-34-56, account 12345678. Helpline 0800 123 4567', '0800 123 4567'),
  declaredTrap('GB', 'Company no. 01234567 · VAT GB 123 4567 89 · Lottery 04 15 23 31 42 49'),
  declaredTrap('DE', 'Kontonummer 1234567890, BLZ 100 500 00. Tel. 030 901820', '030 901820'),
  declaredTrap('DE', 'Lottozahlen 3 12 17 28 39 44, Superzahl 7 · Ziehung 2024-03-16'),
  declaredTrap('NL', 'Bestelnummer 2024-0012345 · postcode 1012 JS · 1.299,00 €'),
  inBlock('GB', true, 'Call +44 20 7946 0018 · Order 40212345678 · invoice 2024/000123', [], '+44 20 7946 0018'),
  inBlock('FR', true, 'Tél. +33 1 42 68 53 00 · SIREN 123 456 789 · 12 345 678 habitants', [], '+33 1 42 68 53 00'),
  inBlock('DE', true, 'Tel. +49 30 901820 · USt-IdNr. DE 123 456 789 · HRB 123456 B', [], '+49 30 901820'),
];
