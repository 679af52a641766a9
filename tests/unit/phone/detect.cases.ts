// Table of page text for the phone detector, shared by tests/unit/phone/detect.test.ts and the
// benchmark (dev/bench/detect.bench.ts), which scores both the detector and plain findNumbers
// on it. Each case is realistic page text with the numbers a user would want marked, written
// exactly as they appear, and their E.164 form. Cases marked `trap` hold digits that must stay
// unmarked (dates, amounts, ids…), possibly next to real numbers.
//
// Several cases come from libphonenumber's PhoneNumberMatcherTest and libphonenumber-js's
// findNumbers tests, re-judged by what a user wants marked (a date followed by an hour, which
// libphonenumber's VALID level accepts, is a trap here).
import type { CountryCode } from 'libphonenumber-js';

export interface DetectCase {
  text: string;
  country: CountryCode | undefined;
  /** Expected numbers in order of appearance: the text as written and its E.164 form. */
  expected: ReadonlyArray<readonly [raw: string, e164: string]>;
  /** The text holds something number-like that must not be marked. */
  trap: boolean;
  /** Where the case comes from, when it is not written for this table. */
  source?: 'libphonenumber' | 'libphonenumber-js';
}

type Expected = readonly [string, string];

const phone = (text: string, country: CountryCode | undefined, ...expected: Expected[]): DetectCase => ({
  text,
  country,
  expected,
  trap: false,
});
const trap = (text: string, country: CountryCode | undefined, ...expected: Expected[]): DetectCase => ({
  text,
  country,
  expected,
  trap: true,
});
const lib = (c: DetectCase): DetectCase => ({ ...c, source: 'libphonenumber' });
const libjs = (c: DetectCase): DetectCase => ({ ...c, source: 'libphonenumber-js' });

export const PHONE_CASES: readonly DetectCase[] = [
  // ---- United States and Canada ------------------------------------------------------------
  phone('Call us at (650) 253-0000 today.', 'US', ['(650) 253-0000', '+16502530000']),
  phone('Phone: 650-253-0000', 'US', ['650-253-0000', '+16502530000']),
  phone('Reach the front desk on 650.253.0000 during office hours.', 'US', ['650.253.0000', '+16502530000']),
  phone('Our toll-free line is 1-800-275-2273.', 'US', ['1-800-275-2273', '+18002752273']),
  phone('International callers: +1 415 666 7777', 'US', ['+1 415 666 7777', '+14156667777']),
  phone('For support call (555) 123-4567.', 'US', ['(555) 123-4567', '+15551234567']),
  phone('Text 555-123-4567 for delivery updates', 'US', ['555-123-4567', '+15551234567']),
  phone('Main office: 415-666-7777 ext. 503', 'US', ['415-666-7777 ext. 503', '+14156667777']),
  phone(
    'Sales (212) 555-0143 x123, Support (212) 555-0144 x7',
    'US',
    ['(212) 555-0143 x123', '+12125550143'],
    ['(212) 555-0144 x7', '+12125550144'],
  ),
  phone('Call 2133734253 now to book.', 'US', ['2133734253', '+12133734253']),
  phone('Fax: +1 (650) 253-0001', undefined, ['+1 (650) 253-0001', '+16502530001']),
  phone('Toronto office: 416-555-0199', 'CA', ['416-555-0199', '+14165550199']),
  phone(
    'Contact: John (415) 555-0100, Mary (415) 555-0101, or the front desk at 415-555-0199.',
    'US',
    ['(415) 555-0100', '+14155550100'],
    ['(415) 555-0101', '+14155550101'],
    ['415-555-0199', '+14155550199'],
  ),
  phone('Zoom dial-in: +1 646 558 8656, then enter the meeting ID.', 'US', ['+1 646 558 8656', '+16465588656']),
  libjs(
    phone(
      'The number is +7 (800) 555-35-35 and not (213) 373-4253 as written in the document.',
      'US',
      ['+7 (800) 555-35-35', '+78005553535'],
      ['(213) 373-4253', '+12133734253'],
    ),
  ),
  libjs(
    phone('Date 02/17/2018 is not a number, but +7 (800) 555-35-35 ext. 123 is.', undefined, [
      '+7 (800) 555-35-35 ext. 123',
      '+78005553535',
    ]),
  ),
  libjs(phone('651-234-2345/332-445-1234', 'US', ['651-234-2345', '+16512342345'], ['332-445-1234', '+13324451234'])),

  // ---- United Kingdom and Ireland ----------------------------------------------------------
  phone('Tel: +44 20 7946 0958', 'GB', ['+44 20 7946 0958', '+442079460958']),
  phone('Call our London office on 020 7946 0958.', 'GB', ['020 7946 0958', '+442079460958']),
  phone('Manchester: 0161 496 0000', 'GB', ['0161 496 0000', '+441614960000']),
  phone('Mobile 07700 900123 (evenings only)', 'GB', ['07700 900123', '+447700900123']),
  phone('Von Deutschland aus: 0044 20 7946 0958', 'DE', ['0044 20 7946 0958', '+442079460958']),
  phone('T: +44 (0)20 7946 0958', undefined, ['+44 (0)20 7946 0958', '+442079460958']),
  phone('Dublin: +353 1 234 5678', undefined, ['+353 1 234 5678', '+35312345678']),
  phone(
    'Office 020 7946 0958 or mobile 07700 900123',
    'GB',
    ['020 7946 0958', '+442079460958'],
    ['07700 900123', '+447700900123'],
  ),

  // ---- Germany, Austria, Switzerland -------------------------------------------------------
  phone('Telefon: 030 12345678', 'DE', ['030 12345678', '+493012345678']),
  phone('Tel. +49 30 12345678', undefined, ['+49 30 12345678', '+493012345678']),
  phone('Rufen Sie uns an: +49 (0)89 123456-0', 'DE', ['+49 (0)89 123456-0', '+49891234560']),
  phone('Mobil: 0171 1234567', 'DE', ['0171 1234567', '+491711234567']),
  phone('Fax 030/1234567', 'DE', ['030/1234567', '+49301234567']),
  phone('Kostenlose Hotline 0800 123 4567', 'DE', ['0800 123 4567', '+498001234567']),
  phone('Aus dem Ausland: 0049 30 12345678', undefined, ['0049 30 12345678', '+493012345678']),
  phone('Phone 030 1234567 / 030 7654321', 'DE', ['030 1234567', '+49301234567'], ['030 7654321', '+49307654321']),
  phone('Tel.: +43 1 234 5678', 'AT', ['+43 1 234 5678', '+4312345678']),
  phone('Zürich: +41 44 668 18 00', 'CH', ['+41 44 668 18 00', '+41446681800']),
  phone('Tel. 044 668 18 00', 'CH', ['044 668 18 00', '+41446681800']),

  // ---- France, Belgium, Netherlands --------------------------------------------------------
  phone('Appelez le 01 23 45 67 89 pour réserver.', 'FR', ['01 23 45 67 89', '+33123456789']),
  phone('Portable : 06.12.34.56.78', 'FR', ['06.12.34.56.78', '+33612345678']),
  phone('Tél. +33 1 23 45 67 89', undefined, ['+33 1 23 45 67 89', '+33123456789']),
  phone('Mobile : +33 (0)6 12 34 56 78', 'FR', ['+33 (0)6 12 34 56 78', '+33612345678']),
  phone('Hôtel, 12 rue de Rivoli, 75004 Paris. Réservations : +33 1 42 72 00 00.', undefined, [
    '+33 1 42 72 00 00',
    '+33142720000',
  ]),
  phone('Bel 020-1234567 voor een afspraak', 'NL', ['020-1234567', '+31201234567']),
  phone('WhatsApp +31 6 12345678', 'NL', ['+31 6 12345678', '+31612345678']),
  phone('Bruxelles : 02 123 45 67', 'BE', ['02 123 45 67', '+3221234567']),
  phone('Tél. 02.123.45.67', 'BE', ['02.123.45.67', '+3221234567']),
  phone('Tél. +33.1.23.45.67.89', 'FR', ['+33.1.23.45.67.89', '+33123456789']),
  phone('Telefon 030.1234567', 'DE', ['030.1234567', '+49301234567']),
  phone('Tel. 0301234567,0301234568', 'DE', ['0301234567', '+49301234567'], ['0301234568', '+49301234568']),

  // ---- Southern and Eastern Europe ---------------------------------------------------------
  phone('Chiamaci al +39 02 1234 5678', 'IT', ['+39 02 1234 5678', '+390212345678']),
  lib(phone('Tel. 02-36618 300', 'IT', ['02-36618 300', '+390236618300'])),
  phone('Telefono: 06 1234 5678', 'IT', ['06 1234 5678', '+390612345678']),
  phone('Llámenos al +34 912 345 678', 'ES', ['+34 912 345 678', '+34912345678']),
  phone('Teléfono: 912 34 56 78', 'ES', ['912 34 56 78', '+34912345678']),
  phone('Zadzwoń: 512 345 678', 'PL', ['512 345 678', '+48512345678']),
  phone('Ring 08-123 456 78 för bokning', 'SE', ['08-123 456 78', '+46812345678']),
  phone('İstanbul ofis: 0212 123 45 67', 'TR', ['0212 123 45 67', '+902121234567']),
  phone('Звоните: +7 (495) 123-45-67', 'RU', ['+7 (495) 123-45-67', '+74951234567']),
  phone('Бесплатно по России 8 (800) 555-35-35', 'RU', ['8 (800) 555-35-35', '+78005553535']),
  phone('Тел.: 8 (812) 123-45-67', 'RU', ['8 (812) 123-45-67', '+78121234567']),

  // ---- Asia, Oceania, Middle East ----------------------------------------------------------
  phone('電話：03-1234-5678', 'JP', ['03-1234-5678', '+81312345678']),
  phone('お問い合わせ 090-1234-5678 まで', 'JP', ['090-1234-5678', '+819012345678']),
  phone('电话：010-12345678', 'CN', ['010-12345678', '+861012345678']),
  phone('手机 138 0013 8000', 'CN', ['138 0013 8000', '+8613800138000']),
  phone('전화 02-1234-5678', 'KR', ['02-1234-5678', '+82212345678']),
  phone('Call +91 98765 43210 for bookings', 'IN', ['+91 98765 43210', '+919876543210']),
  phone('Phone: 022 2345 6789', 'IN', ['022 2345 6789', '+912223456789']),
  phone('Ph: (03) 9123 4567', 'AU', ['(03) 9123 4567', '+61391234567']),
  phone('Mobile 0412 345 678', 'AU', ['0412 345 678', '+61412345678']),
  phone('Sydney +61 2 9876 5432', 'AU', ['+61 2 9876 5432', '+61298765432']),
  phone('Hotline: 6123 4567', 'SG', ['6123 4567', '+6561234567']),
  phone('Hong Kong office +852 2123 4567', undefined, ['+852 2123 4567', '+85221234567']),
  phone('Tel Aviv +972-3-123-4567', undefined, ['+972-3-123-4567', '+97231234567']),
  phone('Call 033316005 or 032316005!', 'NZ', ['033316005', '+6433316005'], ['032316005', '+6432316005']),
  phone('Cape Town +27 21 123 4567', 'ZA', ['+27 21 123 4567', '+27211234567']),
  phone('Tel 021 123 4567', 'ZA', ['021 123 4567', '+27211234567']),
  phone('اتصل على +٤٤ ٢٠ ٧٩٤٦ ٠٩٥٨', undefined, ['+٤٤ ٢٠ ٧٩٤٦ ٠٩٥٨', '+442079460958']),
  phone('我的电话号码是415-666-7777', 'US', ['415-666-7777', '+14156667777']),

  // ---- The Americas ------------------------------------------------------------------------
  phone('WhatsApp (11) 91234-5678', 'BR', ['(11) 91234-5678', '+5511912345678']),
  phone('Rio: +55 21 2345-6789', 'BR', ['+55 21 2345-6789', '+552123456789']),
  phone('CDMX +52 55 1234 5678', 'MX', ['+52 55 1234 5678', '+525512345678']),
  libjs(phone('(449)978-0001', 'MX', ['(449)978-0001', '+524499780001'])),
  lib(phone('+54 11 3797 0000', 'AR', ['+54 11 3797 0000', '+541137970000'])),
  lib(phone('011 3797 0000', 'AR', ['011 3797 0000', '+541137970000'])),
  lib(phone('+54 9 343 555 1212', 'AR', ['+54 9 343 555 1212', '+5493435551212'])),
  lib(phone('0343 15 555 1212', 'AR', ['0343 15 555 1212', '+5493435551212'])),

  // ---- International prefixes and unusual writing (libphonenumber PhoneNumberMatcherTest) ---
  lib(phone('+1 (650) 333-6000', 'NZ', ['+1 (650) 333-6000', '+16503336000'])),
  lib(phone('1-650-333-6000', 'US', ['1-650-333-6000', '+16503336000'])),
  lib(phone('0011-650-333-6000', 'SG', ['0011-650-333-6000', '+16503336000'])),
  lib(phone('0~01-650-333-6000', 'PL', ['0~01-650-333-6000', '+16503336000'])),
  lib(phone('++1 (650) 333-6000', 'PL', ['++1 (650) 333-6000', '+16503336000'])),
  lib(phone('\uFF0B1 (650) 333-6000', 'SG', ['\uFF0B1 (650) 333-6000', '+16503336000'])),
  lib(phone('01164 3 331 6005', 'US', ['01164 3 331 6005', '+6433316005'])),
  lib(phone('+39 02-36618 300', 'NZ', ['+39 02-36618 300', '+390236618300'])),
  lib(phone('03-331 6005', 'NZ', ['03-331 6005', '+6433316005'])),
  lib(phone('123-456-7890', 'US', ['123-456-7890', '+11234567890'])),
  lib(phone('(1800) 7493.524', 'US', ['(1800) 7493.524', '+18007493524'])),
  lib(phone('0~0 1800 7493 524', 'PL', ['0~0 1800 7493 524', '+18007493524'])),
  lib(phone('(800) 901-3355 x 7246433', 'US', ['(800) 901-3355 x 7246433', '+18009013355'])),
  lib(phone('(800) 901-3355 , ext 7246433', 'US', ['(800) 901-3355 , ext 7246433', '+18009013355'])),
  lib(phone('+44 2034567890 X 456', 'GB', ['+44 2034567890 X 456', '+442034567890'])),
  lib(phone('03 3316005 #3456', 'NZ', ['03 3316005 #3456', '+6433316005'])),
  lib(phone('1 415 666 7777 x 123', 'US', ['1 415 666 7777 x 123', '+14156667777'])),
  lib(phone('415/666-7777', 'US', ['415/666-7777', '+14156667777'])),
  lib(phone('(415) 6667777', 'US', ['(415) 6667777', '+14156667777'])),
  lib(phone('415-6667777', 'US', ['415-6667777', '+14156667777'])),
  lib(phone('65 02 53 00 00', 'US', ['65 02 53 00 00', '+16502530000'])),
  lib(phone('6502 538365', 'US', ['6502 538365', '+16502538365'])),
  lib(
    phone('\uFF14\uFF11\uFF15-\uFF16\uFF16\uFF16-\uFF17\uFF17\uFF17\uFF17', 'US', [
      '\uFF14\uFF11\uFF15-\uFF16\uFF16\uFF16-\uFF17\uFF17\uFF17\uFF17',
      '+14156667777',
    ]),
  ),
  lib(phone('0 3   3 3 1   6 0 0 5', 'NZ', ['0 3   3 3 1   6 0 0 5', '+6433316005'])),
  lib(phone('Call 650-253-4561 -- 455-234-3451', 'US', ['650-253-4561', '+16502534561'], ['455-234-3451', '+14552343451'])),
  lib(phone('3324451234 8002341234', 'US', ['3324451234', '+13324451234'], ['8002341234', '+18002341234'])),
  lib(phone('(650) 223 3345 (754) 223 3321', 'US', ['(650) 223 3345', '+16502233345'], ['(754) 223 3321', '+17542233321'])),

  // ---- A number in a sentence (libphonenumber's contexts around 415-666-7777) ----------------
  lib(phone('My number-415-666-7777', 'US', ['415-666-7777', '+14156667777'])),
  lib(phone('415-666-7777.Nice day.', 'US', ['415-666-7777', '+14156667777'])),
  lib(phone('Tel:415-666-7777.', 'US', ['415-666-7777', '+14156667777'])),
  lib(phone('Tel: 415-666-7777 on Saturdays.', 'US', ['415-666-7777', '+14156667777'])),
  lib(phone("It's cheap! Call 415-666-7777 before 6:30", 'US', ['415-666-7777', '+14156667777'])),
  lib(phone('Call 415-666-7777 or +1800-123-4567!', 'US', ['415-666-7777', '+14156667777'], ['+1800-123-4567', '+18001234567'])),
  lib(phone('Call me on June 21 at 415-666-7777', 'US', ['415-666-7777', '+14156667777'])),
  lib(phone("Hi there, call 415-666-7777, or don't", 'US', ['415-666-7777', '+14156667777'])),
  lib(phone('Hi call415-666-7777forme', 'US', ['415-666-7777', '+14156667777'])),
  lib(phone('415-666-7777, 45 days a year', 'US', ['415-666-7777', '+14156667777'])),
  lib(phone('Call 415-666-7777/x12 more', 'US', ['415-666-7777', '+14156667777'])),
  lib(phone('$20 415-666-7777', 'US', ['415-666-7777', '+14156667777'])),
  lib(phone('415-666-7777 100$', 'US', ['415-666-7777', '+14156667777'])),
  lib(phone('My address is CA 34215 - 415-666-7777 is my number.', 'US', ['415-666-7777', '+14156667777'])),
  lib(phone('My number is (415) 666 7777. 34215 is my zip-code.', 'US', ['(415) 666 7777', '+14156667777'])),
  libjs(phone('The phone number is 231354125.', 'FR', ['231354125', '+33231354125'])),

  // ---- More formats and labels -------------------------------------------------------------
  phone('Questions? Call our team on 0345 300 0000.', 'GB', ['0345 300 0000', '+443453000000']),
  phone('Reservations: +1 212-555-0187', 'US', ['+1 212-555-0187', '+12125550187']),
  phone('Customer Service: 1-800-275-2273 (Mon–Fri)', 'US', ['1-800-275-2273', '+18002752273']),
  phone('Bookings on 01632 960123', 'GB', ['01632 960123', '+441632960123']),
  phone('For emergencies dial +44 7700 900 456', undefined, ['+44 7700 900 456', '+447700900456']),
  phone('Telefon +49 (0) 40 / 123 456 78', undefined, ['+49 (0) 40 / 123 456 78', '+494012345678']),
  phone('Tel. 089/12 34 56-0', 'DE', ['089/12 34 56-0', '+49891234560']),
  phone('Handy: 0151 23456789', 'DE', ['0151 23456789', '+4915123456789']),
  phone('Phone +41 (0)44 123 45 67', undefined, ['+41 (0)44 123 45 67', '+41441234567']),
  phone('Tél : 04 93 12 34 56', 'FR', ['04 93 12 34 56', '+33493123456']),
  phone('Móvil: 612 34 56 78', 'ES', ['612 34 56 78', '+34612345678']),
  phone('Tel: +351 21 123 4567', undefined, ['+351 21 123 4567', '+351211234567']),
  phone('Tel. +31 (0)20 123 4567', undefined, ['+31 (0)20 123 4567', '+31201234567']),
  phone('Ring oss på 22 12 34 56', 'NO', ['22 12 34 56', '+4722123456']),
  phone('Puh. 09 1234 5678', 'FI', ['09 1234 5678', '+358912345678']),
  phone('Tlf. 33 12 34 56', 'DK', ['33 12 34 56', '+4533123456']),
  phone('Tel. 222 123 456', 'CZ', ['222 123 456', '+420222123456']),
  phone('Телефон: +380 44 123 4567', undefined, ['+380 44 123 4567', '+380441234567']),
  phone('TEL 03-1234-5678 FAX 03-1234-5679', 'JP', ['03-1234-5678', '+81312345678'], ['03-1234-5679', '+81312345679']),
  phone('联系电话：021-6123 4567', 'CN', ['021-6123 4567', '+862161234567']),
  phone('Tel: +60 3-1234 5678', undefined, ['+60 3-1234 5678', '+60312345678']),
  phone('Call 0800 838 383', 'NZ', ['0800 838 383', '+64800838383']),
  phone('Tel: (011) 123-4567', 'ZA', ['(011) 123-4567', '+27111234567']),
  phone('Dubai office +971 4 123 4567', undefined, ['+971 4 123 4567', '+97141234567']),
  phone('Call 1300 123 456', 'AU', ['1300 123 456', '+611300123456']),
  phone('T +1.415.555.0132', undefined, ['+1.415.555.0132', '+14155550132']),
  phone('Call toll free 1 (888) 555-0199', 'US', ['1 (888) 555-0199', '+18885550199']),
  phone('WhatsApp: +234 803 123 4567', undefined, ['+234 803 123 4567', '+2348031234567']),
  phone('Office: 617.555.0123 | Cell: 617.555.0124', 'US', ['617.555.0123', '+16175550123'], ['617.555.0124', '+16175550124']),
  phone('Fax: 00 33 1 23 45 67 89', undefined, ['00 33 1 23 45 67 89', '+33123456789']),
  phone('Tel.: 0043 1 234 5678', 'DE', ['0043 1 234 5678', '+4312345678']),
  phone('Caller ID: +1 650 253 0000', 'US', ['+1 650 253 0000', '+16502530000']),
  phone('Tel +49 (0)30-12345-0', 'DE', ['+49 (0)30-12345-0', '+4930123450']),
  phone('Tel 020\u20117946\u20110958', 'GB', ['020\u20117946\u20110958', '+442079460958']),
  phone('Seoul +82 10-1234-5678', 'KR', ['+82 10-1234-5678', '+821012345678']),
  phone('Lagos +234 (0) 803 123 4567', 'NG', ['+234 (0) 803 123 4567', '+2348031234567']),
  phone('☎ 01 23 45 67 89', 'FR', ['01 23 45 67 89', '+33123456789']),
  phone('📞 +33 1 23 45 67 89', 'FR', ['+33 1 23 45 67 89', '+33123456789']),
  phone('Contact No. 0412 345 678', 'AU', ['0412 345 678', '+61412345678']),
  phone('Phone no: 9876543210', 'IN', ['9876543210', '+919876543210']),
  phone('M: 07700 900123', 'GB', ['07700 900123', '+447700900123']),

  // ---- Without a default country only international numbers can be read ---------------------
  phone('Call 020 7946 0958 for details', undefined),
  lib(phone('Random text body - number is 0331 6005, see you there', undefined)),

  // ---- Longer page text ----------------------------------------------------------------------
  phone('Contact us\nPhone: +1 (415) 555-0132\nEmail: info@example.com\nAddress: 123 Market St, San Francisco, CA 94105', 'US', [
    '+1 (415) 555-0132',
    '+14155550132',
  ]),
  phone('Emergency: 000. Poisons Information: 13 11 26. Healthdirect 1800 022 222', 'AU', ['1800 022 222', '+611800022222']),
  phone('Support hours 9:00-17:00 CET, call +49 89 1234 5678 or write to support@example.de', 'DE', [
    '+49 89 1234 5678',
    '+498912345678',
  ]),
  phone('Our office (since 1998): 1600 Amphitheatre Pkwy, Mountain View, CA 94043. Phone (650) 253-0000.', 'US', [
    '(650) 253-0000',
    '+16502530000',
  ]),
  phone('Téléphone : 01 42 72 00 00 — du lundi au vendredi', 'FR', ['01 42 72 00 00', '+33142720000']),

  // ---- Digits that look like years, after a head that is plainly a number's -----------------
  phone('Telefon: +49 30 2000 2010', 'DE', ['+49 30 2000 2010', '+493020002010']),
  phone('Zentrale 030 2019 2020', 'DE', ['030 2019 2020', '+493020192020']),
  phone('Tel. +43 1 2010 2020', 'AT', ['+43 1 2010 2020', '+43120102020']),
  phone('Tlf. 2019 2020', 'DK', ['2019 2020', '+4520192020']),

  // ---- One digit over and over, laid out or labelled as a number ----------------------------
  phone('Call (888) 888-8888 any time', 'US', ['(888) 888-8888', '+18888888888']),
  phone('Tel. 044 444 44 44', 'CH', ['044 444 44 44', '+41444444444']),
  phone('Tlf. 33 33 33 33', 'DK', ['33 33 33 33', '+4533333333']),

  // ---- Numbers side by side, words glued on ------------------------------------------------
  phone('(650) 253-0000 (650) 253-0001', 'US', ['(650) 253-0000', '+16502530000'], ['(650) 253-0001', '+16502530001']),
  phone('(11) 3456-7890 (11) 98765-4321', 'BR', ['(11) 3456-7890', '+551134567890'], ['(11) 98765-4321', '+5511987654321']),
  phone('Lines 650-253-0000,650-253-0001', 'US', ['650-253-0000', '+16502530000'], ['650-253-0001', '+16502530001']),
  phone('Klantenservice: 020 - 624 1111', 'NL', ['020 - 624 1111', '+31206241111']),
  phone('TEL03-1234-5678 FAX03-1234-5679', 'JP', ['03-1234-5678', '+81312345678'], ['03-1234-5679', '+81312345679']),
  phone('Tel: 020 7946 0018Fax: 020 7946 0019', 'GB', ['020 7946 0018', '+442079460018'], ['020 7946 0019', '+442079460019']),
  phone('Phone: 415-555-0100Email: info@example.com', 'US', ['415-555-0100', '+14155550100']),
  phone('Hi call415-666-7777forme', 'US', ['415-666-7777', '+14156667777']),
  phone('Bestellhotline 0800 1234567', 'DE', ['0800 1234567', '+498001234567']),
  phone('Direct line 020 7946 0018', 'GB', ['020 7946 0018', '+442079460018']),

  // ---- Vanity numbers (North American keypad letters) --------------------------------------
  phone('Order flowers: 1-800-FLOWERS', 'US', ['1-800-FLOWERS', '+18003569377']),
  phone('Call 1-877-GO-FEDEX to ship.', 'US', ['1-877-GO-FEDEX', '+18774633339']),
  phone('Lenses by phone: 1-800-CONTACTS', 'US', ['1-800-CONTACTS', '+18002668228']),
  phone('Junk removal 800-GOT-JUNK?', 'US', ['800-GOT-JUNK', '+18004685865']),
  phone('Sales 1 (888) NEW-CARS', 'US', ['1 (888) NEW-CARS', '+18886392277']),
  phone('Text or call (800) 555-HELP', 'US', ['(800) 555-HELP', '+18005554357']),
  phone('Dial 1-866-4-MY-HOME for help', 'US', ['1-866-4-MY-HOME', '+18664694663']),
  phone('Call 1-800-Contacts today', 'GB', ['1-800-Contacts', '+18002668228']),
  phone('Main 212-555-0147, orders 1-800-FLOWERS', 'US', ['212-555-0147', '+12125550147'], ['1-800-FLOWERS', '+18003569377']),
];

export const TRAP_CASES: readonly DetectCase[] = [
  // ---- Dates, times, timestamps ------------------------------------------------------------
  trap('The conference runs 2024-01-15 to 2024-01-18.', 'US'),
  trap('Published 15/01/2024 in the weekly digest.', 'GB'),
  trap('Stay dates: 01.02.2023 – 05.02.2023 (4 nights)', 'DE'),
  trap('Served as CEO 2019-2023, chair 2023–2024.', 'US'),
  trap('Doors open at 12:30:45 sharp.', 'US'),
  trap('Timestamp: 2024-01-15T10:20:30Z', 'US'),
  trap('created_at: 1700000000000', 'US'),
  trap('Last login 1700000000 (unix time)', 'US'),
  trap('Copyright © 2003–2024 Example Inc.', 'US'),
  trap('Posted 12/03/2024 15:30 by admin', 'GB'),
  trap('Seasons 2012/13 and 2013/14 were his best', 'GB'),
  lib(trap('3/10/1984', 'CA')),
  lib(trap('03/27/2011', 'US')),
  lib(trap('31/8/2011', 'US')),
  lib(trap('1/12/2011', 'US')),
  lib(trap('10/12/82', 'DE')),
  lib(trap('2012-01-02 08:00', 'US')),
  lib(trap('2012/01/02 08:00', 'US')),
  lib(trap('20120102 08:00', 'US')),
  lib(trap('2012-01-02 08', 'US')),
  lib(trap('2012-0102 08', 'US')),
  lib(trap('1979-2011 100', 'US')),

  // ---- Money, percentages, measures -------------------------------------------------------
  trap('Now only €1,234,567.89 for the whole estate.', 'DE'),
  trap('Budget: $ 12 345 678 approved.', 'US'),
  trap('Unemployment fell to 4.25% in 2023, from 12 345 678 %.', 'FR'),
  trap('Price:€12345678 (negotiable)', 'DE'),
  trap('Sale: 1.299,00€ instead of 1.599,00€', 'DE'),
  trap('Population: 8 336 817 (2020 census)', 'DE'),
  trap('Seats: 12 345 sold for 2 000 000 €', 'FR'),
  trap('Total 1234567.89 USD', 'US'),
  trap('Amount due: 1 234 567,89 €', 'FR'),
  trap('The dam holds 1 234 567 890 m² of water', 'DE'),
  lib(trap('12 7/8 - 14 12/34 - 5', 'US')),
  lib(trap('12.1 - 23.71 - 23.45', 'US')),

  // ---- Bank, card, order, invoice, tax and personal ids -----------------------------------
  trap('ISBN 978-3-16-148410-0', 'DE'),
  trap('ISBN 0-306-40615-2, 2nd edition', 'US'),
  trap('Order #123456789 has shipped.', 'DE'),
  trap('Invoice No. 2023-000123 is due.', 'US'),
  trap('Reference INV-4455667788', 'GB'),
  trap('Ticket #4455667788 was closed', 'US'),
  trap('Your order 112-1234567-1234567 ships soon', 'US'),
  trap('Test card 4111 1111 1111 1111 expires 12/26', 'US'),
  trap('Card ending 4242 4242 4242 4242', 'US'),
  trap('IBAN: DE89 3704 0044 0532 0130 00', 'DE'),
  trap('IBAN FR76 3000 6000 0112 3456 7890 189', 'FR'),
  trap('Account: 12345678 Sort code 12-34-56', 'GB'),
  trap('Routing 021000021 Account 1234567890', 'US'),
  trap('SSN 123-45-6789', 'US'),
  trap('EIN 12-3456789', 'US'),
  trap('VAT GB123456789', 'GB'),
  trap('Steuernummer 12/345/67890', 'DE'),
  trap('Kundennummer: 1234567890', 'DE'),
  trap('Bestellnummer 100234567', 'DE'),
  trap('NHS number 943 476 5919', 'GB'),
  trap('ABN 51 824 753 556', 'AU'),
  trap('Aadhaar 1234 5678 9012', 'IN'),
  trap('CPF 123.456.789-09', 'BR'),
  trap('SIRET 732 829 320 00074', 'FR'),
  trap('Charity No. 1234567', 'GB'),
  trap('Meeting ID: 845 1234 5678 Passcode: 123456', 'US'),
  trap('Flight booking ref 2024/000123', 'GB'),
  trap('Tracking number: 1Z999AA10123456784', 'US'),
  trap('Tracking 9400 1000 0000 0000 0000 00', 'US'),
  trap('IMEI 490154203237518', 'DE'),
  trap('Patent US 9,876,543 B2', 'US'),

  // ---- Codes, versions, addresses, coordinates --------------------------------------------
  trap('Server at 192.168.100.200 is down.', 'US'),
  trap('Gateway 10.0.0.1, DNS 8.8.8.8, proxy 172.16.254.1', 'US'),
  trap('Update to v10.2.3.4567 now.', 'US'),
  trap('Version 2.10.15.1234 fixes the crash', 'US'),
  trap('Eiffel Tower: 48.858844, 2.294351', 'FR'),
  trap('Lat/long: -33.8688, 151.2093', 'AU'),
  trap('Coordinates 40.712776° N, 74.005974° W', 'US'),
  trap('Request id 550e8400-e29b-41d4-a716-446655440000 failed', 'US'),
  trap('Trace 12345678-1234-5678-1234-567812345678', 'US'),
  libjs(trap('The UUID is CA801c26f98cd16e231354125ad046e40b.', 'FR')),
  trap('ZIP code 94043-1351', 'US'),
  trap('EAN 4006381333931', 'DE'),
  trap('Product 4006381333931 costs 12,99 € incl. VAT', 'DE'),
  trap('Barcode 012345678905', 'US'),
  lib(trap('12345', 'US')),
  lib(trap('23456789', 'US')),
  lib(trap('234567890112', 'US')),
  lib(trap('650+253+1234', 'US')),
  lib(trap('650x2531234', 'US')),
  lib(trap('80.585 [79.964, 81.191]', 'US')),
  lib(trap('80.585 [79.964]', 'US')),
  lib(trap('80.585 ((79.964)', 'US')),
  lib(trap('(80).(585) (79).(9)64', 'US')),
  lib(trap('abc8005001234def', 'US')),
  libjs(trap('213(3734253', 'US')),
  libjs(trap('2133734253a', 'US')),

  // ---- More ids, codes and figures ---------------------------------------------------------
  trap('Order number: 40212345678', 'DE'),
  trap('Your booking reference is 2024061512345.', 'GB'),
  trap('Invoice INV-2024-001234 dated 15.06.2024', 'DE'),
  trap('Transaction ID: 8472910365', 'US'),
  trap('Serial number: 1234-5678-9012', 'US'),
  trap('Account no. 0123456789', 'DE'),
  trap('The 2020 census counted 3 644 826 residents', 'DE'),
  trap('ISBN-13: 9780306406157', 'US'),
  trap('Call of Duty 2 (2005) sold 1 500 000 copies', 'DE'),
  trap('GPS 52.520008, 13.404954', 'DE'),
  trap('Approved on 2023.11.05 by the board', 'DE'),
  trap('Ref. 24-0012345', 'DE'),
  trap('Item #987654321', 'DE'),
  trap('Tracking: 1234 5678 9012 3456', 'US'),
  trap('Phone model SM-G991B, IMEI 356789012345678', 'DE'),
  trap('Scores: 98 87 76 65 54 43', 'US'),
  trap('Scores: 98 87 76 65 54 43', 'DE'),
  trap('Model 3 Long Range, VIN 5YJ3E1EA7KF317000', 'US'),
  trap('Contract 2024-12-000123', 'DE'),
  trap('Reg. 12345/2023', 'DE'),
  trap('Session 1234567890 expired', 'US'),
  trap('Reference: 4455 6677 8899', 'GB'),
  trap('1 234 567 people live here', 'FR'),
  trap('Price 1.234.567 Kč', 'CZ'),
  trap('doi:10.1038/nature12373', 'US'),
  trap('arXiv:1207.7214', 'DE'),
  trap('CUSIP 037833100', 'US'),
  trap('ISIN US0378331005', 'US'),
  trap('p = 0.00012345', 'DE'),
  trap('SKU: 1234-5678-90', 'US'),
  trap('Order ID: 123-4567890-1234567', 'US'),
  trap('Error 0x80070005', 'US'),
  trap('sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', 'US'),
  trap('Range 1000000-2000000', 'DE'),
  trap('Stock: 4.567.890 units', 'DE'),
  trap('Build 2024.01.15.1234', 'US'),
  trap('Verification code: 48213957', 'DE'),
  trap('Your PIN is 12345678', 'GB'),
  trap('Fixed in work_items/144#note_3415397139, see there', 'US'),
  trap('Paris office (dial from France): 01 45 45 32 45', 'US'),
  trap('Prints: <Buffer 61 61 61 61 61>', 'US'),
  trap('Prints: <Buffer 00 00 00 00 00>', 'DE'),
  trap('{"duration":1998.562494,"failed":false}', 'US'),
  trap('Call 1111111111 to test the line', 'US'),
  trap('Order 40212345678 · Hotline 0800 123 4567', 'DE', ['0800 123 4567', '+498001234567']),
  trap('IBAN DE89370400440532013000 | Tel +49 30 1234567', undefined, ['+49 30 1234567', '+49301234567']),
  trap('Call (555) 010-9999 ext. 12 or email; ticket #998877665', 'US', ['(555) 010-9999 ext. 12', '+15550109999']),

  // ---- Draws, bank accounts, year ranges, words that are not vanity numbers -----------------
  trap('Winning numbers: 3-14-25-36-47-58', 'US'),
  trap('Lotto results: 04 11 23 38 45 52 bonus 07', 'GB'),
  trap('Tirage du Loto : 04 11 23 38 45', 'FR'),
  trap('EuroMillions 07 13 29 38 45 lucky stars 02 11', 'GB'),
  trap('Qty 1 2 3 4 5 6 7 8 9 10', 'US'),
  trap('A/C: 0123456789, IFSC SBIN0001234', 'IN'),
  trap('C/C 06 6982 1234', 'IT'),
  trap('Bankrekening: 0417164300', 'NL'),
  trap('Conto corrente n. 000012345678', 'IT'),
  trap('N° client 01 42 68 53 00', 'FR'),
  trap('Klantnummer 0206241111', 'NL'),
  trap('Kto.-Nr. 0301234567, BLZ 100 500 00', 'DE'),
  trap('Contract term 2019-2023; seasons 2019–2020 and 2020–2021', 'US'),
  trap('Archive 1914 1918 1939 1945', 'GB'),
  trap('Årsrapport 2019 2020', 'DK'),
  trap('Call 1111111111 or (000) 000-0000', 'US'),
  trap('abc415-666-7777def', 'US'),
  trap('Windows 10 Pro, COVID-19 update, Route 66 ALL-STAR tour', 'US'),
  trap('Boeing 747-400 ER and A380-800 DELIVERIES', 'US'),
  trap('Top 800 BESTSELLERS, 24-HOUR SERVICE, 2-FOR-1 DEALS', 'US'),
  trap('Model 1800-XLT-PRO with 800-LB capacity', 'US'),
  trap('Visit 1-800-Flowers.com for the catalogue', 'US'),
  trap('Part no. 1-800-ABC-DEFG-HIJK-LMNO', 'US'),
  trap('Account: 1-800-FLOWERS', 'US'),

  // ---- Traps next to real numbers ----------------------------------------------------------
  trap('Order #123456789 — questions? Call 0800 123 4567.', 'GB', ['0800 123 4567', '+448001234567']),
  trap('Invoice 2023-000123, contact billing at (212) 555-0143.', 'US', ['(212) 555-0143', '+12125550143']),
  trap('Ref: 2024/000123 · Tel. 030 1234567', 'DE', ['030 1234567', '+49301234567']),
  trap('Call +44 20 7946 0958 (Mon–Fri 9:00–17:30); IBAN GB29 NWBK 6016 1331 9268 19', 'GB', [
    '+44 20 7946 0958',
    '+442079460958',
  ]),
  trap('Pay invoice 2023-000123 by 31.01.2024 or call 01 23 45 67 89', 'FR', ['01 23 45 67 89', '+33123456789']),
  trap('Your order 112-1234567-1234567 ships 15/01/2024. Questions? 1-800-275-2273', 'US', ['1-800-275-2273', '+18002752273']),
  trap('Tel: 030 1234567 | USt-IdNr. DE123456789 | HRB 12345', 'DE', ['030 1234567', '+49301234567']),
  trap('Kontakt: +49 30 12345678, Konto 1234567890, BLZ 100 500 00', 'DE', ['+49 30 12345678', '+493012345678']),
  trap('Card 4111 1111 1111 1111, support 1-800-555-0199', 'US', ['1-800-555-0199', '+18005550199']),
  trap('Meeting 2024-01-15 10:00, dial-in +1 650-253-0000, PIN 123456789#', 'US', ['+1 650-253-0000', '+16502530000']),
  trap(
    'Acme GmbH · Musterstraße 12 · 10115 Berlin · Tel. 030 12345678 · Fax 030 12345679 · USt-IdNr. DE123456789',
    'DE',
    ['030 12345678', '+493012345678'],
    ['030 12345679', '+493012345679'],
  ),
  lib(trap('As quoted by Alfonso 12-15 (2009), you may call me at 415-666-7777', 'US', ['415-666-7777', '+14156667777'])),
  lib(trap('As I said on 03/10/2011, you may call me at 415-666-7777', 'US', ['415-666-7777', '+14156667777'])),
  lib(trap("It's only 9.99! Call 415-666-7777 to buy", 'US', ['415-666-7777', '+14156667777'])),
  lib(trap('Call me on 21.6.1984 at 415-666-7777', 'US', ['415-666-7777', '+14156667777'])),
  lib(trap('Call me on 06/21/84 at 415-666-7777', 'US', ['415-666-7777', '+14156667777'])),
  libjs(trap('2012-01-02 08:00 is not a number, but (213) 373-4253 is', 'US', ['(213) 373-4253', '+12133734253'])),
];

export const ALL_CASES: readonly DetectCase[] = [...PHONE_CASES, ...TRAP_CASES];

export interface ResolvedExpectation {
  start: number;
  end: number;
  number: string;
}

/** Turns a case's expected raw strings into offsets, searching left to right. */
export function resolveExpected(c: DetectCase): ResolvedExpectation[] {
  let from = 0;
  return c.expected.map(([raw, number]) => {
    const start = c.text.indexOf(raw, from);
    if (start < 0) throw new Error(`"${raw}" not found in "${c.text}"`);
    from = start + raw.length;
    return { start, end: from, number };
  });
}

export interface Score {
  truePositives: number;
  found: number;
  expected: number;
  precision: number;
  recall: number;
  f1: number;
}

/**
 * Strict scoring: a found number counts only with the exact range and the same E.164. Used by
 * the benchmark for both the detector and plain findNumbers.
 */
export function scoreCases(
  cases: readonly DetectCase[],
  detect: (text: string, country: CountryCode | undefined) => ReadonlyArray<{ start: number; end: number; number: string }>,
): Score {
  let truePositives = 0;
  let found = 0;
  let expected = 0;
  for (const c of cases) {
    const want = resolveExpected(c);
    const got = detect(c.text, c.country);
    found += got.length;
    expected += want.length;
    for (const g of got) {
      if (want.some((w) => w.start === g.start && w.end === g.end && w.number === g.number)) truePositives++;
    }
  }
  const precision = found === 0 ? 1 : truePositives / found;
  const recall = expected === 0 ? 1 : truePositives / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { truePositives, found, expected, precision, recall, f1 };
}
