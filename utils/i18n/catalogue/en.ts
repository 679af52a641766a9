// The English words of every part of the extension: the source the other languages translate and
// the types of t() (utils/i18n/t.ts) come from. Keys are `area_what`, letters, digits and `_`
// only (the browser's rule for message names). `{name}` is a placeholder; an object gives a
// count's words per plural category. Only the build and the tests import the catalogues.
import type { Catalogue } from '../entry';

export const en = {
  /** The catalogue's own language, so figures and dates follow the words (utils/i18n/locale.ts). */
  meta_language: 'en',

  // The manifest.
  ext_name: 'Number Check',
  ext_description: 'Check phone numbers you meet on web pages, with one click.',
  command_openPopup: 'Open Number Check',
  command_checkSelection: 'Check the selected phone number',

  // The context menu (`%s` is the selected text, filled in by the browser).
  menu_checkSelection: 'Check “%s”',
  menu_checkNumber: 'Check this number',

  // Moments.
  time_justNow: 'just now',

  // Notifications.
  notification_notChecked: 'Number Check — not checked',

  // Counts.
  credits_count: { one: '{count} credit', other: '{count} credits' },

  // Deployments.
  env_staging: 'Staging',
  env_production: 'Production',

  // Errors (utils/service/errors.ts): one sentence, and what to do.
  error_noKey: 'No API key is set for {env}. Add one in the settings.',
  error_noBaseUrl: 'No service address is set for {env}. Add its base URL in the settings.',
  error_noPermission: 'Number Check is not allowed to reach {url} yet. Grant access in the settings.',
  error_keyRejected: 'The API key was rejected by {env}. Check the key in the settings.',
  error_noCredits: 'No credits left on {env}. Top up your account to check more numbers.',
  error_badNumber: 'The service did not accept this number.',
  error_notFound: 'No such endpoint at {url} — check the base URL in the settings.',
  error_noCreditsEndpoint:
    '{env} has no credits endpoint: checks work, and the balance is read from check answers when they carry one.',
  error_noCreditsEndpointAt:
    '{env} has no credits endpoint at {url}. If checks work, this deployment does not report a balance; if they do not, check the base URL in the settings.',
  error_noBalance: '{env} answered the credits request with data that holds no balance Number Check can read.',
  error_rateLimitedFor: 'Rate limited by {env}. Try again in {seconds} s.',
  error_rateLimited: 'Rate limited by {env}. Try again in a moment.',
  error_serverErrorStatus: '{env} had a service error ({status}). Try again later.',
  error_serverError: '{env} had a service error. Try again later.',
  error_refusedStatus: '{env} refused the request ({status}).',
  error_refused: '{env} refused the request.',
  error_unreachable: 'Cannot reach {url}. Check your connection and the base URL.',
  error_timeout: '{env} timed out after {seconds} s.',
  error_badResponse: '{env} sent an answer that is not data (a web page, an empty or broken body) — check the base URL.',
  error_tooLarge: '{env} sent an answer larger than 1 MiB; it was not read.',
  error_notANumber: 'This does not look like a phone number.',
  error_impossibleNumber: 'This cannot be a phone number for the chosen country. Nothing was spent.',
  error_pageRateLimited: 'Too many checks from this page in a short time. Wait a moment and try again.',
  error_internal: 'Something went wrong inside Number Check. Try again.',

  // A base URL as typed (utils/service/url.ts).
  url_empty: 'Enter the base URL of the service, e.g. https://api.example.com.',
  url_invalid: 'This is not a valid URL. It should look like https://api.example.com.',
  url_notHttps: 'Only https:// addresses are allowed (http:// only for localhost / 127.0.0.1).',
  url_credentials: 'The URL must not contain a user name or password.',
  url_query: 'The URL must not contain a query (?…).',
  url_fragment: 'The URL must not contain a fragment (#…).',

  // Line types.
  line_mobile: 'Mobile',
  line_landline: 'Landline',
  line_landlineOrMobile: 'Landline or mobile',
  line_voip: 'VoIP',
  line_tollFree: 'Toll-free',
  line_premium: 'Premium rate',
  line_sharedCost: 'Shared cost',
  line_pager: 'Pager',
  line_personal: 'Personal number',
  line_voicemail: 'Voicemail',
  line_unknown: 'Line type unknown',

  // Why a number is not valid, from the numbering plans. {code} is "+61 (Australia)".
  reason_code: '+{code} ({country})',
  reason_codeShared: '+{code} ({country} and others)',
  reason_noCountry: 'No country uses this calling code.',
  reason_tooShort: 'Too short for a {code} number.',
  reason_tooLong: 'Too long for a {code} number.',
  reason_badLength: 'No {code} number has this many digits.',
  reason_notANumber: 'These digits cannot be a phone number.',
  reason_notInUse: 'No {code} number in use starts like this.',
  reason_unknown:
    'The service gave no reason; the number fits its country’s numbering plan, so it may be unassigned or disconnected.',

  // The summary of a check.
  validity_valid: 'Valid',
  validity_invalid: 'Not valid',
  validity_unknown: 'Validity unknown',
  validity_withReason: '{verdict} — {reason}',
  flag_notReachable: 'Not reachable',
  flag_ported: 'Ported',
  flag_roaming: 'Roaming',
  flag_prepaid: 'Prepaid',
  flag_disposable: 'Disposable',
  flag_spam: 'Reported for spam',
  flag_riskScore: 'Risk {score}/100',
  /** {level} is the service's own word ("High"). */
  flag_riskLevel: '{level} risk',
} as const satisfies Catalogue;
