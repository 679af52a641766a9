import { findNumbers } from 'libphonenumber-js/min';
import { findPhoneNumbers } from './utils/phone-detect.ts';
type E = [string, string];
const P: [string, any, ...E[]][] = [
['Questions? Call our team on 0345 300 0000.','GB',['0345 300 0000','+443453000000']],
['Reservations: +1 212-555-0187','US',['+1 212-555-0187','+12125550187']],
['Customer Service: 1-800-275-2273 (Mon–Fri)','US',['1-800-275-2273','+18002752273']],
['Bookings on 01632 960123','GB',['01632 960123','+441632960123']],
['For emergencies dial +44 7700 900 456',undefined,['+44 7700 900 456','+447700900456']],
['Telefon +49 (0) 40 / 123 456 78',undefined,['+49 (0) 40 / 123 456 78','+494012345678']],
['Tel. 089/12 34 56-0','DE',['089/12 34 56-0','+49891234560']],
['Handy: 0151 23456789','DE',['0151 23456789','+4915123456789']],
['Phone +41 (0)44 123 45 67',undefined,['+41 (0)44 123 45 67','+41441234567']],
['Tél : 04 93 12 34 56','FR',['04 93 12 34 56','+33493123456']],
['Call +33 6 12 34 56 78 anytime',undefined,['+33 6 12 34 56 78','+33612345678']],
['Móvil: 612 34 56 78','ES',['612 34 56 78','+34612345678']],
['Tel: +351 21 123 4567',undefined,['+351 21 123 4567','+351211234567']],
['Tel. +31 (0)20 123 4567',undefined,['+31 (0)20 123 4567','+31201234567']],
['Ring oss på 22 12 34 56','NO',['22 12 34 56','+4722123456']],
['Puh. 09 1234 5678','FI',['09 1234 5678','+358912345678']],
['Tlf. 33 12 34 56','DK',['33 12 34 56','+4533123456']],
['Tel. 222 123 456','CZ',['222 123 456','+420222123456']],
['Телефон: +380 44 123 4567',undefined,['+380 44 123 4567','+380441234567']],
['+7 (912) 345-67-89',undefined,['+7 (912) 345-67-89','+79123456789']],
['TEL 03-1234-5678 FAX 03-1234-5679','JP',['03-1234-5678','+81312345678'],['03-1234-5679','+81312345679']],
['联系电话：021-6123 4567','CN',['021-6123 4567','+862161234567']],
['+86 10 1234 5678',undefined,['+86 10 1234 5678','+861012345678']],
['Call us: +65 6123 4567',undefined,['+65 6123 4567','+6561234567']],
['Tel: +60 3-1234 5678',undefined,['+60 3-1234 5678','+60312345678']],
['Phone: 02 9876 5432','AU',['02 9876 5432','+61298765432']],
['Call 0800 838 383','NZ',['0800 838 383','+64800838383']],
['Tel: (011) 123-4567','ZA',['(011) 123-4567','+27111234567']],
['+971 4 123 4567',undefined,['+971 4 123 4567','+97141234567']],
['Call 1300 123 456','AU',['1300 123 456','+611300123456']],
['T +1.415.555.0132',undefined,['+1.415.555.0132','+14155550132']],
['Call 555.123.4567','US',['555.123.4567','+15551234567']],
['Tel (04) 123 4567','NZ',['(04) 123 4567','+6441234567']],
['Call (02) 1234 5678','AU',['(02) 1234 5678','+61212345678']],
['Contact: +1 (604) 555-0123','CA',['+1 (604) 555-0123','+16045550123']],
['Call toll free 1 (888) 555-0199','US',['1 (888) 555-0199','+18885550199']],
['WhatsApp: +234 803 123 4567',undefined,['+234 803 123 4567','+2348031234567']],
['Tel: +254 20 1234567',undefined,['+254 20 1234567','+254201234567']],
['Office: 617.555.0123 | Cell: 617.555.0124','US',['617.555.0123','+16175550123'],['617.555.0124','+16175550124']],
['Call or text (617) 555-0123.','US',['(617) 555-0123','+16175550123']],
['Phone: 0049-30-12345678',undefined,['0049-30-12345678','+493012345678']],
['Fax: 00 33 1 23 45 67 89',undefined,['00 33 1 23 45 67 89','+33123456789']],
['Tel.: 0043 1 234 5678','DE',['0043 1 234 5678','+4312345678']],
['Order 40212345678 · Hotline 0800 123 4567','DE',['0800 123 4567','+498001234567']],
['IBAN DE89370400440532013000 | Tel +49 30 1234567',undefined,['+49 30 1234567','+49301234567']],
['Call (555) 010-9999 ext. 12 or email; ticket #998877665','US',['(555) 010-9999 ext. 12','+15550109999']],
];
const T: [string, any][] = [['Order number: 40212345678','DE'],['Your booking reference is 2024061512345.','GB'],['Article 12345678 of the Civil Code','DE'],['Invoice INV-2024-001234 dated 15.06.2024','DE'],['Transaction ID: 8472910365','US'],['Serial number: 1234-5678-9012','US'],['Account no. 0123456789','DE'],['The 2020 census counted 3 644 826 residents','DE'],['Revenue: 1,234,567,890 USD','US'],['ISBN-13: 9780306406157','US'],['See pages 1234–1256 and 2001–2010','US'],['Call of Duty 2 (2005) sold 1 500 000 copies','DE'],['GPS 52.520008, 13.404954','DE'],['Approved on 2023.11.05 by the board','DE'],['Ref. 24-0012345','DE'],['Voucher code 12345678901','US'],['Item #987654321','DE'],['Tracking: 1234 5678 9012 3456','US'],['Phone model SM-G991B, IMEI 356789012345678','DE'],['Scores: 98 87 76 65 54 43','US'],['Model 3 Long Range, VIN 5YJ3E1EA7KF317000','US'],['Best before 15.06.2025 LOT 240615','DE'],['Chassis no 123456789012','DE'],['Contract 2024-12-000123','DE'],['Reg. 12345/2023','DE'],['Phone numbers are not stored; session 1234567890 expired','US'],['Tweet id 1234567890123456789','US'],['Reference: 4455 6677 8899','GB'],['1 234 567 people live here','FR'],['Price 1.234.567 Kč','CZ'],['Est. 1887 · 2 345 678 sold','DE'],['Matrikelnummer 12345678','DE'],['Scores: 98 87 76 65 54 43','DE'],['HK office 2012-3456? no: ref 2012/0034567','HK']];
const naive = (t: string, c: any) => (findNumbers(t, { defaultCountry: c, v2: true } as any) as any[]).map(m => ({ start: m.startsAt, end: m.endsAt, number: m.number.number }));
for (const [name, fn] of [['ours', findPhoneNumbers], ['naive', naive]] as const) {
  let tp = 0, found = 0, exp = 0, fpTrap = 0;
  for (const [t, c, ...e] of P) { const got = fn(t, c); found += got.length; exp += e.length; let from = 0;
    const want = e.map(([raw, n]) => { const s = t.indexOf(raw, from); from = s + raw.length; return { s, e: from, n }; });
    for (const g of got) if (want.some(w => w.s === g.start && w.e === g.end && w.n === g.number)) tp++;
    if (name === 'ours' && !(got.length === want.length && got.every((g, i) => g.start === want[i]!.s && g.end === want[i]!.e && g.number === want[i]!.n))) console.log('MISS', c, JSON.stringify(t), JSON.stringify(got.map(g => [t.slice(g.start, g.end), g.number])));
  }
  for (const [t, c] of T) { const got = fn(t, c); found += got.length; fpTrap += got.length; if (name === 'ours' && got.length) console.log('FP', c, JSON.stringify(t), JSON.stringify(got.map(g => [t.slice(g.start, g.end), g.number]))); }
  const P_ = tp / found, R = tp / exp; console.log(name, 'P', P_.toFixed(3), 'R', R.toFixed(3), 'F1', (2 * P_ * R / (P_ + R)).toFixed(3), 'trapFP', fpTrap);
}
