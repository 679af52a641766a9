// Text as real pages hold it, block by block: contact and business pages of US, UK, Canadian,
// Dutch, German, French and Australian firms, news articles, shop, sign-up and listing pages.
// Written for this corpus; every case is one block of a page, read with the country the page
// says it is from (or the default, US).
import { type CorpusCase, maker } from './case';

const page = maker('page');

export const PAGE_CASES: readonly CorpusCase[] = [
  // A US contact page.
  page.phone('US', 'Headquarters · 1600 Amphitheatre Pkwy, Mountain View, CA 94043 · (650) 253-0000', '(650) 253-0000'),
  page.phone('US', 'Sales: 1-800-555-0199 (Mon–Fri, 8 a.m.–6 p.m. ET)', '1-800-555-0199'),
  page.phone('US', 'Press inquiries: press@example.com or 415.555.0142', '415.555.0142'),
  page.phone('US', 'Customer Service 888-555-0123 | Fax 888-555-0124', '888-555-0123', '888-555-0124'),
  page.phone('US', 'TTY: 711 · Español: 1-800-555-0177', '1-800-555-0177'),
  page.phone('US', 'Call or text 24/7: 312-555-0187', '312-555-0187'),
  page.trap('US', 'Suite 2100, 233 S. Wacker Dr., Chicago, IL 60606-6306. Phone 312-555-0187', '312-555-0187'),
  page.trap('US', '© 2004–2024 Example Corp. All rights reserved. NMLS #123456'),
  page.phone('US', 'Emergency after hours: +1 (212) 555-0190 ext. 9', '+1 (212) 555-0190 ext. 9'),
  // A UK business page.
  page.phone('GB', 'Head office: 10 Downing Street, London SW1A 2AA. Telephone 020 7946 0018', '020 7946 0018'),
  page.phone('GB', 'Manchester branch 0161 496 0000 · Leeds 0113 496 0000', '0161 496 0000', '0113 496 0000'),
  page.phone('GB', 'Freephone 0800 123 4567 (free from UK landlines and mobiles)', '0800 123 4567'),
  page.phone('GB', 'Calling from abroad? +44 (0)20 7946 0018', '+44 (0)20 7946 0018'),
  page.phone('GB', 'Out of hours: 07700 900123', '07700 900123'),
  page.trap('GB', 'Registered in England and Wales, company number 01234567. VAT reg. GB 123 4567 89.'),
  page.trap('GB', 'Opening hours 9.00 – 17.30, Saturday 10.00 – 16.00'),
  page.phone(
    'GB',
    'Switchboard: 0345 600 0000 (calls cost 7p per minute plus your phone company’s access charge)',
    '0345 600 0000',
  ),
  page.phone('GB', 'Textphone 18001 0300 123 4567', ['0300 123 4567', '+443001234567']),
  // A Canadian page.
  page.phone(
    'CA',
    'Toronto: 416-555-0199 · Montréal : 514 555-0142 · Vancouver 604.555.0123',
    '416-555-0199',
    '514 555-0142',
    '604.555.0123',
  ),
  page.phone('CA', 'Sans frais : 1 800 555-0199', '1 800 555-0199'),
  page.trap('CA', 'Postal code M5V 3L9, GST/HST 123456789 RT0001'),
  // A Dutch page.
  page.phone('NL', 'Klantenservice: 020 - 624 1111 (ma t/m vr 9.00 - 17.00 uur)', '020 - 624 1111'),
  page.phone('NL', 'Bel ons op 010-2345678 of mobiel 06-12345678', '010-2345678', '06-12345678'),
  page.phone('NL', 'Vanuit het buitenland: +31 (0)20 624 1111', '+31 (0)20 624 1111'),
  page.phone('NL', 'Servicenummer 0800-0123 of 088 123 4567', '0800-0123', '088 123 4567'),
  page.trap('NL', 'KvK-nummer 12345678 · BTW-nummer NL123456789B01 · IBAN NL91 ABNA 0417 1643 00'),
  page.trap('NL', 'Postcode 1012 JS Amsterdam, openingstijden 9:00-17:30'),
  // A German imprint.
  page.phone('DE', 'Telefon: +49 (0) 30 901820-0 · Telefax: +49 (0) 30 901820-99', '+49 (0) 30 901820-0', '+49 (0) 30 901820-99'),
  page.phone('DE', 'Tel. 030 / 90 18 20 · Mobil 0171 / 123 45 67', '030 / 90 18 20', '0171 / 123 45 67'),
  page.trap('DE', 'Registergericht: Amtsgericht Charlottenburg, HRB 123456 B. USt-IdNr.: DE 123 456 789'),
  page.trap('DE', 'Öffnungszeiten: Mo–Fr 8:00–18:00, Sa 9:00–13:00. Preise ab 1.299,00 €'),
  // A French page.
  page.phone('FR', 'Standard : 01 42 68 53 00 – Télécopie : 01 42 68 53 01', '01 42 68 53 00', '01 42 68 53 01'),
  page.phone('FR', 'Service client 09 69 32 15 15 (appel non surtaxé)', '09 69 32 15 15'),
  page.trap('FR', 'SIRET 123 456 789 00012 – RCS Paris B 123 456 789 – Capital 10 000 €'),
  // An Australian page.
  page.phone(
    'AU',
    'Sydney office (02) 9374 4000 · Melbourne (03) 9123 4567 · Mobile 0412 345 678',
    '(02) 9374 4000',
    '(03) 9123 4567',
    '0412 345 678',
  ),
  page.phone('AU', 'Call 1300 655 506 or 13 11 14', '1300 655 506'),
  page.trap('AU', 'ABN 51 824 753 556 · ACN 004 085 616'),
  // News article blocks.
  page.trap('US', 'The company reported revenue of $4.2 billion for 2023, up 12% from 2022, and 1,250 new hires.'),
  page.trap('US', 'The vote was 52-48. Turnout reached 61.3% in the 2020-2024 cycle.'),
  page.phone('US', 'Anyone with information is asked to call the tip line at 1-800-555-0111.', '1-800-555-0111'),
  page.phone('US', 'If you or someone you know is struggling, call or text 988, or call 1-800-273-8255.', '1-800-273-8255'),
  page.trap('US', 'The 7.1-magnitude quake struck at 10:42 p.m. on 07/05/2019, 11 miles from Ridgecrest.'),
  page.trap('GB', 'Police said the incident happened between 21:00 and 23:30 on 14 March; crime reference 4512345/24.'),
  page.phone(
    'GB',
    'Police ask anyone with information to call 101 quoting log 1234 of 14/03, or Crimestoppers anonymously on 0800 555 111.',
    '0800 555 111',
  ),
  // Shop and sign-up pages.
  page.trap('US', 'SKU 123456789012 · Model 650-2530 · In stock: 1,234 units'),
  page.trap('US', 'Was $1,299.99 now $999.99 — save 23%. Ships in 2-3 business days.'),
  page.trap('US', 'Qty 1 2 3 4 5 6 7 8 9 10'),
  page.phone('US', 'Questions about your order? Call 1-888-555-0135, 7 days a week.', '1-888-555-0135'),
  page.trap('US', 'Enter the 6-digit code we sent to (•••) •••-0100.'),
  page.trap('US', 'Phone number (required), e.g. xxx-xxx-xxxx'),
  page.trap('US', 'Order 112-1234567-1234567 placed on 15/01/2024'),
  page.trap('GB', 'Order number: 20240315-4471, delivery 2-4 working days'),
  // Listings and directories.
  page.phone('US', "Joe's Pizza — 7 Carmine St, New York, NY 10014 — (212) 366-1182", '(212) 366-1182'),
  page.phone('US', 'Open today 11AM–11PM · (212) 366-1182 · joespizzanyc.com', '(212) 366-1182'),
  page.phone('GB', 'The Crown, 1 High St, Oxford OX1 4AA · 01865 123456 · Open until 11pm', '01865 123456'),
  page.phone('NL', 'Café de Jaren, Nieuwe Doelenstraat 20-22, 1012 CP Amsterdam, 020 625 5771', '020 625 5771'),
  page.phone('US', 'Listing #4471 · 3 bd · 2 ba · 1,850 sqft · Agent: Maria Lopez 305-555-0147', '305-555-0147'),
  page.trap('US', 'MLS# 12345678 · Built 1998 · Lot 0.25 acres · HOA $250/mo'),
  // Job posting and event pages.
  page.phone('US', 'To apply, send your CV or call HR on (646) 555-0163 before 03/31/2024.', '(646) 555-0163'),
  page.trap('US', 'Salary $85,000–$110,000 · Req ID 2024-01234 · 40 hrs/week'),
  page.trap('US', 'Doors 7:30 pm · Show 8:00 pm · Tickets $25–$45 · Row 12 Seat 14'),
  // Sports and science.
  page.trap('US', 'Final: Lakers 112, Celtics 108. Series tied 2-2. Next game 06/12 at 8:30 ET.'),
  page.trap('US', 'Doe J, Smith K (2019) Nature 567:123-127. doi:10.1038/s41586-019-1234-5'),
  page.trap('US', 'Sample sizes were 1024, 2048 and 4096; p < 0.001; 95% CI 1.12–1.45.'),
];
