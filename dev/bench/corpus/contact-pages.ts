// Contact pages that declare no country (a .com host, `lang="en"`) but say where they are in their
// own words: an international number somewhere on the page, e-mail and link domains, a country in
// the postal address, a postcode. Written for this corpus (the numbers are drama or example ranges
// where a country has them). Each page lists the national numbers a person reads as that
// country's, and traps (order numbers, dates, ids, prices) that must stay unmarked. Read by a user
// whose default country is the United States (dev/bench/page-country-vote.bench.ts).

export interface ContactPage {
  name: string;
  /** The country the page is from; undefined for a page of several countries (no vote wanted). */
  country: string | undefined;
  /** The page's blocks of text, in order. */
  blocks: string[];
  /** The `href`s of its links. */
  links: string[];
  /** National numbers as written, with the number a person means. */
  nationals: [string, string][];
}

export const CONTACT_PAGES: readonly ContactPage[] = [
  {
    name: 'UK retailer',
    country: 'GB',
    blocks: [
      'Call us from abroad: +44 20 7946 0018',
      'Manchester showroom: 0161 496 0000',
      'Leeds warehouse 0113 496 0000 (Mon–Fri)',
      'Order no. 0207946001812 dispatched 12/03/2024, total £1,234.56',
      'Company number 01234567 · VAT GB 123 4567 89',
      'Acme Widgets Ltd, 10 Example Street, London SW1A 2AA, United Kingdom',
      'sales@acme-widgets.co.uk',
    ],
    links: ['https://acme-widgets.com/about', 'mailto:support@acme-widgets.co.uk'],
    nationals: [
      ['0161 496 0000', '+441614960000'],
      ['0113 496 0000', '+441134960000'],
    ],
  },
  {
    name: 'French hotel',
    country: 'FR',
    blocks: [
      'Réservations : 01 42 68 53 00',
      'Restaurant 04 78 42 17 93',
      'From abroad: +33 1 42 68 53 01',
      'Facture n° 2024-0001234 du 15/03/2024, montant 1 234,56 €',
      'SIRET 123 456 789 00012',
      'Hôtel Exemple, 12 rue de Rivoli, 75001 Paris, France',
      'contact@hotel-exemple.fr',
    ],
    links: ['https://www.hotel-exemple.fr/chambres'],
    nationals: [
      ['01 42 68 53 00', '+33142685300'],
      ['04 78 42 17 93', '+33478421793'],
    ],
  },
  {
    name: 'German maker',
    country: 'DE',
    blocks: [
      'Zentrale: 030 12345678',
      'Vertrieb München 089 12345678',
      'International: +49 30 1234567',
      'Bestellnummer 4711081512 vom 01.02.2024, Betrag 1.234,56 €',
      'USt-IdNr. DE123456789',
      'Beispiel GmbH, Musterstraße 1, 10115 Berlin, Deutschland',
      'info@beispiel.de',
    ],
    links: ['https://www.beispiel.de/impressum'],
    nationals: [
      ['030 12345678', '+493012345678'],
      ['089 12345678', '+498912345678'],
    ],
  },
  {
    name: 'Dutch agency',
    country: 'NL',
    blocks: [
      'Kantoor Amsterdam: 020 123 4567',
      'Rotterdam 010 123 4567',
      'Bel ons vanuit het buitenland: +31 20 123 4568',
      'Factuur 20240315001 d.d. 15-03-2024, € 1.234,56',
      'KvK 12345678',
      'Voorbeeld BV, Damrak 1, 1012 LG Amsterdam, Nederland',
    ],
    links: ['mailto:info@voorbeeld.nl', 'https://voorbeeld.nl/'],
    nationals: [
      ['020 123 4567', '+31201234567'],
      ['010 123 4567', '+31101234567'],
    ],
  },
  {
    name: 'Australian clinic',
    country: 'AU',
    blocks: [
      'Sydney clinic (02) 9374 4000',
      'Melbourne (03) 9123 4567',
      'Overseas patients: +61 2 9374 4001',
      'Invoice 0293744000123 issued 15/03/2024, $1,234.56',
      'ABN 12 345 678 901',
      'Example Health Pty Ltd, 1 George St, Sydney NSW 2000, Australia',
      'bookings@examplehealth.com.au',
    ],
    links: ['https://examplehealth.com.au/'],
    nationals: [
      ['(02) 9374 4000', '+61293744000'],
      ['(03) 9123 4567', '+61391234567'],
    ],
  },
  {
    name: 'Canadian store',
    country: 'CA',
    blocks: [
      'Toronto store (416) 596-1234',
      'Ottawa 613-555-0199',
      'From overseas: +1 416 596 1235',
      'Order #4165961234567 placed 2024-03-15, CA$1,234.56',
      'Example Inc., 24 Sussex Dr, Ottawa ON K1M 1M4, Canada',
    ],
    links: ['https://example.ca/stores'],
    nationals: [
      ['(416) 596-1234', '+14165961234'],
      ['613-555-0199', '+16135550199'],
    ],
  },
  {
    name: 'Spanish school',
    country: 'ES',
    blocks: [
      'Secretaría 912 345 678',
      'Barcelona 932 123 456',
      'Desde el extranjero: +34 912 345 679',
      'Pedido 91234567890 del 15/03/2024, 1.234,56 €',
      'Escuela Ejemplo, Calle Mayor 1, 28013 Madrid, España',
      'info@escuela-ejemplo.es',
    ],
    links: ['https://escuela-ejemplo.es/'],
    nationals: [
      ['912 345 678', '+34912345678'],
      ['932 123 456', '+34932123456'],
    ],
  },
  {
    // Offices in two countries: no clear winner, so the default is used and nothing national is
    // read (the international numbers are read either way).
    name: 'two-country firm',
    country: undefined,
    blocks: [
      'London +44 20 7946 0018 · Paris +33 1 42 68 53 01',
      'Front desk 020 7946 0019',
      'Offices in the United Kingdom',
      'and in France',
      'Ref 12/03/2024-0001',
    ],
    links: ['mailto:uk@firm.co.uk', 'mailto:fr@firm.fr'],
    nationals: [],
  },
];
