// Cases re-written from public phone-matcher test suites: Google libphonenumber's
// PhoneNumberMatcherTest (its national, international, extension and leniency lists, and the
// sentences it drops numbers into) and libphonenumber-js's findNumbers and PhoneNumberMatcher
// tests. The suites run on test metadata; here every case is read with the real metadata, and
// whether each expected number is really valid is decided by the benchmark, not here. What the
// suites find only at their loosest level (letters glued on both sides, money, percentages) is a
// trap here, as it is for a reader.
import { type Context, type CorpusCase, inContexts, maker } from './case';

const lib = (kind: Parameters<typeof maker>[0]) => maker(kind, 'libphonenumber');
const libjs = (kind: Parameters<typeof maker>[0]) => maker(kind, 'libphonenumber-js');

/** Sentences around a number, in the manner of the matcher suite (our own words). */
const SENTENCES: readonly Context[] = [
  ['', ''],
  ['  ', '\t'],
  ['Hello ', ''],
  ['', ' to reach me!'],
  ['Hi, please call ', ' when you land.'],
  ['Hi, please call ', ", or don't"],
  ['Bargain! Ring ', ' before 6:30'],
  ['Let us talk on June 21 at', ''],
  ['As cited by Alonso et al. 12-15 (2009), you can call me at ', ''],
  ['As I wrote on 03/10/2011, you can call me at ', ''],
  ['', ', 45 days a year'],
  ['Only 9.99! Call ', ' to order'],
  ['See you on 21.6.1984 at ', ''],
  ['See you on 06/21/84 at ', ''],
  ['我的电话号码是', ''],
  ['', '是我的电话号码'],
  ['请拨打', '我在明天'],
  ['Tel: ', ' on Saturdays.'],
  ['Tel:', '.'],
  ['My number-', ''],
  ['', '.Nice day.'],
  ['Call ', '/x12 more'],
  ['$20 ', ''],
  ['', ' 100$'],
  ['Hi, call', ''],
  ['', 'forme'],
  ['Call ', ' or +1800-123-4567!', '+1800-123-4567'],
  ['Let us talk on 06/21 at ', ''],
  ['Let us talk on 21.6. at ', ''],
];

/** Numbers the suite finds in every sentence above (national ones with their country). */
const NUMBERS_IN_SENTENCES: ReadonlyArray<[string, Parameters<typeof inContexts>[2]]> = [
  ['03-331 6005', 'NZ'],
  ['03 331 6005', 'NZ'],
  ['0064 3 331 6005', 'NZ'],
  ['01164 3 331 6005', 'US'],
  ['+64 3 331 6005', 'US'],
  ['1-650-333-6000', 'US'],
  ['+1 (650) 333-6000', 'NZ'],
  ['02-36618 300', 'IT'],
  ['011 3797 0000', 'AR'],
  ['415-666-7777', 'US'],
  ['(415) 666 7777', 'US'],
  ['415-666-7777 ext. 503', 'US'],
  ['+64 3 331 6005', undefined],
];

const national = lib('national');
const international = lib('international');
const extension = lib('extension');
const figures = lib('figures');
const sideBySide = lib('side-by-side');
const glued = lib('glued');

export const MATCHER_SUITE_CASES: readonly CorpusCase[] = [
  ...NUMBERS_IN_SENTENCES.flatMap(([number, country]) => inContexts('context', 'libphonenumber', country, number, SENTENCES)),

  // National numbers.
  national.phone('NZ', '033316005', '033316005'),
  national.phone('NZ', '03-331 6005', '03-331 6005'),
  national.phone('NZ', '64(0)64123456', '64(0)64123456'),
  national.phone('DE', 'Kontakt 123/45678', '123/45678'),
  national.phone('US', 'Ring 123-456-7890 please', ['123-456-7890', '+11234567890']),
  national.phone('IT', '02-36618 300', '02-36618 300'),
  national.phone('IT', 'Cellulare 312 345 678', '312 345 678'),
  national.phone('AR', 'Celular +54 9 343 555 1212', '+54 9 343 555 1212'),
  national.phone('AR', 'Llamar al 0343 15 555 1212', '0343 15 555 1212'),
  national.phone('AR', '+54 9 3715 65 4320', '+54 9 3715 65 4320'),
  national.phone('AR', '03715 15 65 4320', '03715 15 65 4320'),
  national.phone('AR', 'Oficina +54 11 3797 0000', '+54 11 3797 0000'),
  national.phone('AR', '+54 3715 65 4321', '+54 3715 65 4321'),
  national.phone('AR', '03715 65 4321', '03715 65 4321'),
  national.phone('AR', '+54 23 1234 0000', '+54 23 1234 0000'),
  national.phone('AR', '023 1234 0000', '023 1234 0000'),
  national.phone('AR', '0343 15-555-1212', '0343 15-555-1212'),
  national.phone('MX', 'Oficina +52 (449)978-0001', '+52 (449)978-0001'),
  national.phone('MX', '01 (449)978-0001', ['(449)978-0001', '+524499780001']),
  national.phone('MX', '(449)978-0001', '(449)978-0001'),
  national.phone('MX', 'Tel. (33) 3461 2234', '(33) 3461 2234'),
  national.phone('MX', '01 (33) 3461 2234', ['(33) 3461 2234', '+523334612234']),
  national.phone('US', '(415) 6667777', '(415) 6667777'),
  national.phone('US', '415-6667777', '415-6667777'),
  national.phone('DE', '0800-2491234', '0800-2491234'),
  national.phone('US', '4156667777', '4156667777'),
  national.phone('US', '415-666-7777', '415-666-7777'),
  national.phone('US', '415/666-7777', '415/666-7777'),
  national.phone('US', '４１５６６６７７７７', ['４１５６６６７７７７', '+14156667777']),
  national.phone('US', '４１５-６６６-７７７７', ['４１５-６６６-７７７７', '+14156667777']),
  national.phone('US', '４１５６６６６-７７７', ['４１５６６６６-７７７', '+14156666777']),
  national.phone('DE', '+494949 49', '+494949 49'),
  national.phone('DE', '+49-4931-49', '+49-4931-49'),
  national.phone('DE', '04931-49', '04931-49'),
  national.phone('DE', '+49-494949', '+49-494949'),
  national.phone('DE', '0494949', '0494949'),
  national.phone('DE', '+494949-4-94', '+494949-4-94'),
  national.phone('US', '65 02 53 00 00', '65 02 53 00 00'),
  national.phone('US', '6502 538365', '6502 538365'),
  national.phone('US', '650//253-1234', '650//253-1234'),
  national.phone('US', '650/253/1234', '650/253/1234'),
  national.phone('AU', '1800-10-10 22', '1800-10-10 22'),
  national.phone('NZ', '0 3   3 3 1   6 0 0 5', '0 3   3 3 1   6 0 0 5'),
  national.phone('NZ', 'Call 033316005  or 032316005!', '033316005', '032316005'),
  national.phone('US', 'Call 2133734253 now', '2133734253'),
  national.phone('US', '(213) 373-4253', '(213) 373-4253'),
  national.phone('FR', 'The phone number is 231354125.', '231354125'),

  // International prefixes, plus signs, full-width forms.
  international.phone('NZ', '+1 (650) 333-6000', '+1 (650) 333-6000'),
  international.phone('US', '1-650-333-6000', '1-650-333-6000'),
  international.phone('SG', '0011-650-333-6000', '0011-650-333-6000'),
  international.phone('SG', '0081-650-333-6000', '0081-650-333-6000'),
  international.phone('SG', '0191-650-333-6000', '0191-650-333-6000'),
  international.phone('PL', '0~01-650-333-6000', '0~01-650-333-6000'),
  international.phone('PL', '++1 (650) 333-6000', ['++1 (650) 333-6000', '+16503336000']),
  international.phone('SG', '＋1 (650) 333-6000', ['＋1 (650) 333-6000', '+16503336000']),
  international.phone('SG', '＋１\u3000（６５０）\u3000３３３－６０００', [
    '＋１\u3000（６５０）\u3000３３３－６０００',
    '+16503336000',
  ]),
  international.phone('NZ', '+39 02-36618 300', '+39 02-36618 300'),
  international.phone('ZZ' as never, '+64 3 331 6005', '+64 3 331 6005'),
  international.phone('US', 'Random text body - number is +7 (800) 555-35-35, see you there', '+7 (800) 555-35-35'),
  international.phone('US', '011xx5481429712', ['011xx5481429712', '+5481429712']),
  international.phone(undefined, 'العَرَبِيَّة +٤٤٢٠٧٩٤٦٠٠١٨ عَرَبِيّ', ['+٤٤٢٠٧٩٤٦٠٠١٨', '+442079460018']),

  // Extensions.
  extension.phone('NZ', '03 331 6005 ext 3456', '03 331 6005 ext 3456'),
  extension.phone('NZ', '03-3316005x3456', '03-3316005x3456'),
  extension.phone('NZ', '03-3316005 int.3456', '03-3316005 int.3456'),
  extension.phone('NZ', '03 3316005 #3456', '03 3316005 #3456'),
  extension.phone('PL', '0~0 1800 7493 524', ['0~0 1800 7493 524', '+18007493524']),
  extension.phone('US', '(1800) 7493.524', '(1800) 7493.524'),
  extension.phone('PL', '0~0 1800 7493 524 ~1234', ['0~0 1800 7493 524 ~1234', '+18007493524']),
  extension.phone('NZ', '+44 2034567890x456', '+44 2034567890x456'),
  extension.phone('GB', '+44 2034567890 x456', '+44 2034567890 x456'),
  extension.phone('GB', '+44 2034567890 X456', '+44 2034567890 X456'),
  extension.phone('GB', '+44 2034567890 X 456', '+44 2034567890 X 456'),
  extension.phone('GB', '+44 2034567890 X  456', '+44 2034567890 X  456'),
  extension.phone('GB', '+44 2034567890  X 456', '+44 2034567890  X 456'),
  extension.phone('US', '(800) 901-3355 x 7246433', '(800) 901-3355 x 7246433'),
  extension.phone('US', '(800) 901-3355 , ext 7246433', '(800) 901-3355 , ext 7246433'),
  extension.phone('US', '(800) 901-3355 ,extension 7246433', '(800) 901-3355 ,extension 7246433'),
  extension.phone('US', '(800) 901-3355 ,x 7246433', '(800) 901-3355 ,x 7246433'),
  extension.phone('US', '(800) 901-3355 ext: 7246433', '(800) 901-3355 ext: 7246433'),
  extension.phone('US', '4156667777 x 123', '4156667777 x 123'),
  extension.phone('US', '1 415 666 7777 x 123', '1 415 666 7777 x 123'),
  extension.phone('DE', '+49-494949 ext. 49', '+49-494949 ext. 49'),
  extension.phone('DE', '+49494949 ext. 49', '+49494949 ext. 49'),
  extension.phone('DE', '0494949 ext. 49', '0494949 ext. 49'),
  extension.phone('AR', '(0xx) 123456789 x 1234', ['(0xx) 123456789 x 1234', '+54123456789']),
  extension.phone('US', '800 234 1 111x1111', ['800 234 1 111x1111', '+18002341111']),
  libjs('extension').phone(
    undefined,
    'Date 02/17/2018 is not a number, but +7 (800) 555-35-35 ext. 123 is.',
    '+7 (800) 555-35-35 ext. 123',
  ),
  libjs('extension').phone(
    'US',
    'The number is +7 (800) 555-35-35 ext. 1234 and not (213) 373-4253 as written in the document.',
    '+7 (800) 555-35-35 ext. 1234',
    '(213) 373-4253',
  ),

  // Several numbers in one run of punctuation.
  sideBySide.phone('US', 'Call 650-253-4561 -- 455-234-3451', '650-253-4561', '455-234-3451'),
  libjs('side-by-side').phone('US', '651-234-2345/332-445-1234', '651-234-2345', '332-445-1234'),
  libjs('side-by-side').phone(
    'US',
    'The number is +7 (800) 555-35-35 and not (213) 373-4253 (that is not even the same country!) as written.',
    '+7 (800) 555-35-35',
    '(213) 373-4253',
  ),
  sideBySide.phone('US', 'My address is CA 34215 - 415-666-7777 is my number.', '415-666-7777'),
  sideBySide.phone('US', 'My number is (415) 666 7777. 34215 is my zip-code.', '(415) 666 7777'),

  // The VALID-only oddities of the suite: digits that also read as something else.
  lib('year-like').phone('US', '1979-2011 100', '1979-2011 100'),
  lib('date').phone('US', '2012-01-02 08', '2012-01-02 08'),
  lib('date').phone('US', '2012-0102 08', '2012-0102 08'),
  figures.phone('US', '9002309. 158', '9002309. 158'),
  figures.phone('US', '12.1 - 23.71 - 23.45', '12.1 - 23.71 - 23.45'),

  // Letters glued to the number: only found when the number opens with punctuation.
  glued.phone('US', 'abc+14156667777', '+14156667777'),
  glued.phone('US', 'É+14156667777', '+14156667777'),
  glued.phone('US', 'É+14156667777.', '+14156667777'),
  glued.phone('US', 'É+14156667777 def', '+14156667777'),
  glued.phone('US', 'abc(415)6667777', '(415)6667777'),
  glued.phone('US', 'É(415)6667777 def', '(415)6667777'),
  glued.phone('US', 'Hi call415-666-7777', '415-666-7777'),
  glued.phone('US', '415-666-7777forme', '415-666-7777'),
  glued.phone('US', 'Hi call415-666-7777forme', '415-666-7777'),
  glued.phone('NZ', 'Hi call03-331 6005forme', '03-331 6005'),
  glued.phone('US', 'abc415-666-7777', '415-666-7777'),
  glued.phone('US', '415-666-7777def', '415-666-7777'),
  glued.trap('US', 'abc415-666-7777def'),
  glued.trap('US', 'É415-666-7777'),
  glued.phone('US', 'e\u0301415-666-7777', '415-666-7777'),
  glued.trap('US', 'abc+14156667777def'),
  glued.trap('US', '+14156667777É'),
  glued.phone('US', '(415)6667777def', '(415)6667777'),
  libjs('glued').trap('US', '2133734253a'),
  libjs('id').trap('FR', 'The UUID is CA801c26f98cd16e231354125ad046e40b.'),

  // Money and percentages on the number itself.
  lib('amount').trap('US', '$415-666-7777'),
  lib('amount').trap('US', '415-666-7777$'),
  lib('amount').trap('US', '£415-666-7777'),
  lib('amount').trap('US', '¥415-666-7777'),
  lib('amount').trap('US', '415-666-7777%'),

  // Never a number at any level.
  figures.trap('US', '12345'),
  figures.trap('US', '23456789'),
  figures.trap('US', '234567890112'),
  figures.trap('US', '650+253+1234'),
  lib('date').trap('CA', '3/10/1984'),
  lib('date').trap('US', '03/27/2011'),
  lib('date').trap('US', '31/8/2011'),
  lib('date').trap('US', '1/12/2011'),
  lib('date').trap('DE', '10/12/82'),
  figures.trap('US', '650x2531234'),
  lib('time').trap('US', '2012-01-02 08:00'),
  lib('time').trap('US', '2012/01/02 08:00'),
  lib('time').trap('US', '20120102 08:00'),
  figures.trap('US', '12 7/8 - 14 12/34 - 5'),
  // Possible only: not a valid number, or letters inside.
  figures.trap('US', '7121115678'),
  figures.trap('US', '1650 x 253 - 1234'),
  figures.trap('US', '650 x 253 - 1234'),
  figures.trap('US', '6502531x234'),
  figures.trap('US', '1111111111'),
  figures.trap('DE', '+49-49-34'),
  // Brackets that do not pair up.
  figures.trap('US', '80.585 [79.964, 81.191]'),
  figures.trap('US', '80.585 [79.964]'),
  figures.trap('US', '80.585 ((79.964)'),
  figures.trap('US', '(80).(585) (79).(9)64'),
  libjs('figures').trap('US', '213(3734253'),
  figures.trap(undefined, 'Random text body - number is 0331 6005, see you there'),
  figures.trap('US', 'Random text body - number is foobar, see you there'),
  figures.trap('US', 'My address 949-8945-0'),
  libjs('figures').trap('US', 'Digits 12 are not a number, but neither is 34.'),
];
