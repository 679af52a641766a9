// German. Written for German speakers, not word for word; the same keys and placeholders as en.ts.
import type { Translation } from '../entry';
import type { en } from './en';

export const de: Translation<typeof en> = {
  meta_language: 'de',

  ext_name: 'Number Check',
  ext_description: 'Telefonnummern auf Webseiten mit einem Klick prüfen.',
  command_openPopup: 'Number Check öffnen',
  command_checkSelection: 'Markierte Telefonnummer prüfen',

  menu_checkSelection: '„%s“ prüfen',
  menu_checkNumber: 'Diese Nummer prüfen',

  time_justNow: 'gerade eben',

  notification_notChecked: 'Number Check – nicht geprüft',

  credits_count: { one: '{count} Credit', other: '{count} Credits' },

  env_staging: 'Staging',
  env_production: 'Produktion',

  error_noKey: 'Für {env} ist kein API-Schlüssel hinterlegt. Fügen Sie einen in den Einstellungen hinzu.',
  error_noBaseUrl: 'Für {env} ist keine Dienstadresse hinterlegt. Tragen Sie die Basis-URL in den Einstellungen ein.',
  error_noPermission: 'Number Check darf {url} noch nicht erreichen. Erlauben Sie den Zugriff in den Einstellungen.',
  error_keyRejected: '{env} hat den API-Schlüssel abgelehnt. Prüfen Sie den Schlüssel in den Einstellungen.',
  error_noCredits: 'Keine Credits mehr bei {env}. Laden Sie Ihr Konto auf, um weitere Nummern zu prüfen.',
  error_badNumber: 'Der Dienst hat diese Nummer nicht angenommen.',
  error_notFound: 'Unter {url} gibt es diesen Endpunkt nicht – prüfen Sie die Basis-URL in den Einstellungen.',
  error_noCreditsEndpoint:
    '{env} hat keinen Endpunkt für Credits: Prüfungen funktionieren, das Guthaben wird aus den Antworten gelesen, sofern sie es enthalten.',
  error_noCreditsEndpointAt:
    '{env} hat unter {url} keinen Endpunkt für Credits. Funktionieren Prüfungen, meldet diese Bereitstellung kein Guthaben; sonst prüfen Sie die Basis-URL in den Einstellungen.',
  error_noBalance: '{env} hat auf die Guthabenabfrage mit Daten geantwortet, in denen Number Check kein Guthaben findet.',
  error_rateLimitedFor: '{env} begrenzt die Anfragen. Versuchen Sie es in {seconds} s erneut.',
  error_rateLimited: '{env} begrenzt die Anfragen. Versuchen Sie es gleich noch einmal.',
  error_serverErrorStatus: '{env} meldet einen Dienstfehler ({status}). Versuchen Sie es später erneut.',
  error_serverError: '{env} meldet einen Dienstfehler. Versuchen Sie es später erneut.',
  error_refusedStatus: '{env} hat die Anfrage abgelehnt ({status}).',
  error_refused: '{env} hat die Anfrage abgelehnt.',
  error_unreachable: '{url} ist nicht erreichbar. Prüfen Sie Ihre Verbindung und die Basis-URL.',
  error_timeout: '{env} hat nach {seconds} s nicht geantwortet.',
  error_badResponse:
    '{env} hat keine Daten geliefert (eine Webseite, eine leere oder defekte Antwort) – prüfen Sie die Basis-URL.',
  error_tooLarge: '{env} hat eine Antwort über 1 MiB geschickt; sie wurde nicht gelesen.',
  error_notANumber: 'Das sieht nicht nach einer Telefonnummer aus.',
  error_impossibleNumber: 'Für das gewählte Land kann das keine Telefonnummer sein. Es wurde nichts verbraucht.',
  error_pageRateLimited:
    'Zu viele Prüfungen von dieser Seite in kurzer Zeit. Warten Sie einen Moment und versuchen Sie es erneut.',
  error_internal: 'In Number Check ist etwas schiefgegangen. Versuchen Sie es erneut.',

  url_empty: 'Geben Sie die Basis-URL des Dienstes ein, z. B. https://api.example.com.',
  url_invalid: 'Das ist keine gültige URL. Sie sollte so aussehen: https://api.example.com.',
  url_notHttps: 'Nur https://-Adressen sind erlaubt (http:// nur für localhost / 127.0.0.1).',
  url_credentials: 'Die URL darf keinen Benutzernamen und kein Passwort enthalten.',
  url_query: 'Die URL darf keine Abfrage (?…) enthalten.',
  url_fragment: 'Die URL darf kein Fragment (#…) enthalten.',

  line_mobile: 'Mobil',
  line_landline: 'Festnetz',
  line_landlineOrMobile: 'Festnetz oder mobil',
  line_voip: 'VoIP',
  line_tollFree: 'Gebührenfrei',
  line_premium: 'Premiumdienst',
  line_sharedCost: 'Geteilte Kosten',
  line_pager: 'Pager',
  line_personal: 'Persönliche Rufnummer',
  line_voicemail: 'Mailbox',
  line_unknown: 'Anschlussart unbekannt',

  reason_code: '+{code} ({country})',
  reason_codeShared: '+{code} ({country} u. a.)',
  reason_noCountry: 'Diese Landesvorwahl wird von keinem Land verwendet.',
  reason_tooShort: 'Zu kurz für eine Nummer mit {code}.',
  reason_tooLong: 'Zu lang für eine Nummer mit {code}.',
  reason_badLength: 'Keine Nummer mit {code} hat so viele Ziffern.',
  reason_notANumber: 'Diese Ziffern können keine Telefonnummer sein.',
  reason_notInUse: 'Keine vergebene Nummer mit {code} beginnt so.',
  reason_unknown:
    'Der Dienst nennt keinen Grund; die Nummer passt zum Rufnummernplan ihres Landes, ist also vielleicht nicht vergeben oder abgeschaltet.',

  validity_valid: 'Gültig',
  validity_invalid: 'Ungültig',
  validity_unknown: 'Gültigkeit unbekannt',
  validity_withReason: '{verdict} – {reason}',
  flag_notReachable: 'Nicht erreichbar',
  flag_ported: 'Portiert',
  flag_roaming: 'Roaming',
  flag_prepaid: 'Prepaid',
  flag_disposable: 'Wegwerfnummer',
  flag_spam: 'Als Spam gemeldet',
  flag_riskScore: 'Risiko {score}/100',
  flag_riskLevel: 'Risiko: {level}',
};
