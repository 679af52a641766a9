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

  // Credits and money.
  credits_left: { one: '{count} credit left', other: '{count} credits left' },
  money_left: '{amount} left',
  money_balance: 'Balance {amount}',
  time_never: 'never',

  // The toolbar badge: its text (about four characters) and its tooltip.
  badge_noKeyText: 'key',
  badge_title: 'Number Check — {env}: {words}',
  badge_noKey: 'no API key set. Open the settings to add one.',
  badge_errorAt: '{error} ({when})',
  badge_errorLastKnown: '{error} Last known: {last} at {when}.',
  badge_fromAnswer: '{left}, as the last check answer said ({when}). This deployment has no credits endpoint.',
  badge_noEndpoint: 'this deployment has no credits endpoint; its answers have not said the balance.',
  badge_read: '{left}, read {when}.',
  badge_notRead: 'credits not read yet.',

  // Copying.
  copy_copy: 'Copy',
  copy_copied: 'Copied',
  copy_failed: 'Copy failed',
  copy_copiedAnnounce: 'Copied to the clipboard',
  copy_failedAnnounce: 'Could not copy',

  // The country picker.
  picker_countries: 'Countries',
  picker_noMatch: 'No country matches',

  // What fixes an error.
  action_openOptions: 'Open settings',
  action_grantAccess: 'Grant access',
  action_retry: 'Try again',
  action_editNumber: 'Edit the number',
  action_sendAnyway: 'Check anyway (spends a credit)',

  // A check's result (popup and in-page card), and its copied text.
  summary_country: 'Country',
  summary_carrier: 'Carrier',
  summary_lineType: 'Line type',
  summary_location: 'Location',
  summary_flags: 'Flags',
  summary_checked: 'Checked',
  result_noFields: 'The answer had no fields.',
  result_showEmpty: { one: 'Show {count} empty field', other: 'Show {count} empty fields' },
  result_hideEmpty: { one: 'Hide {count} empty field', other: 'Hide {count} empty fields' },
  result_allFields: 'All fields ({count})',
  result_raw: 'Raw answer',
  result_rawEmpty: '(empty)',
  result_copyRaw: 'Copy raw',
  result_checked: 'checked',
  result_cachedChecked: 'cached · checked',
  result_checkAgain: 'Check again (spends a credit)',
  /** Followed by the service's own words, as it wrote them. */
  result_serviceSaid: 'The service said:',

  // Field labels of an answer.
  field_answer: 'Answer',
  field_item: 'Item {n}',
  field_yes: 'Yes',
  field_no: 'No',
  field_valid: 'Valid',
  field_number: 'Number',
  field_country: 'Country',
  field_countryCode: 'Country code',
  field_countryName: 'Country name',
  field_countryPrefix: 'Country prefix',
  field_carrier: 'Carrier',
  field_lineType: 'Line type',
  field_type: 'Type',
  field_location: 'Location',
  field_region: 'Region',
  field_city: 'City',
  field_timezone: 'Timezone',
  field_international: 'International',
  field_internationalFormat: 'International format',
  field_national: 'National',
  field_nationalFormat: 'National format',
  field_localFormat: 'Local format',
  field_ported: 'Ported',
  field_reachable: 'Reachable',
  field_roaming: 'Roaming',
  field_prepaid: 'Prepaid',
  field_name: 'Name',
  field_status: 'Status',

  // The popup: what is shown under the lookup.
  current_checking: 'Checking',
  current_checkingNumber: 'Checking {number}…',
  current_fromHistory: 'From history',
  current_result: 'Result',
  current_notChecked: 'Not checked',
  current_last: 'Last result',
  current_none: 'No number checked yet. Type one above, or right-click a number on a page.',

  // The popup's lookup and the hint under it.
  lookup_label: 'Check a number',
  lookup_country: 'Country',
  lookup_number: 'Phone number',
  lookup_check: 'Check',
  lookup_countryReset: 'A new number: read as {country} again ({previous} was for the last one).',
  hint_readAs: 'Without a +code, read as {country}. Enter to check.',
  hint_startWithCode: 'Start with +country code. Enter to check.',
  hint_onlyDigits: 'Only digits, spaces, + ( ) - . and an extension (ext. 12) belong in a phone number.',
  hint_impossibleIn: 'Cannot be a phone number in {country}: {reason}.',
  hint_impossible: 'Cannot be a phone number: {reason}.',
  hint_nothingSpent: 'Nothing will be spent.',
  hint_extension: '(extension {ext} is kept with the result, not sent)',
  hint_checks: 'Checks {number}',
  hint_notInUse: '{checks} — but no number in {country} starts like this, so it may not exist.',
  hint_notInUseAnywhere: '{checks} — but no number in its country starts like this, so it may not exist.',
  hint_checkAs: 'Check as {number}, {country}',
  hint_countriesItFits: 'Countries this number fits',
  // Why a typed number cannot be one (after "Cannot be a phone number: ").
  hint_tooLong: 'too many digits',
  hint_badLength: 'wrong number of digits',
  hint_noCountry: 'no country uses this code',
  hint_notANumber: 'not a phone number',
  hint_nanpZeroOne: 'no number there starts with 0 or 1',
  hint_needCountry: 'add the +country code or pick a country',
  hint_notPossible: 'not a possible number',

  // The popup's set-up when no key is saved.
  onboard_title: 'Set up {env}',
  onboard_introWithUrl:
    'Enter the address of the service and your API key. The key is tested with a free credits call before it is saved.',
  onboard_intro: 'Paste your API key. It is tested with a free credits call before it is saved.',
  onboard_urlLabel: 'Service base URL',
  onboard_keyLabel: 'API key for {env}',
  onboard_testing: 'Testing…',
  onboard_submit: 'Test and save',
  onboard_allSettings: 'All settings',
  onboard_needKey: 'Paste the API key from your account.',
  onboard_badUrl: 'This service address cannot be used.',
  onboard_needPermission: 'Number Check needs your permission to reach {origin}.',
  onboard_saveFailed: 'Number Check could not save the key. Try again.',

  // The popup's top bar.
  header_activeEnv: 'Active environment: {env}',
  header_envPrefix: 'Environment:',
  header_settings: 'Settings',

  // The popup's history.
  history_title: 'Recent',
  history_copyCsv: 'Copy CSV',
  history_exportCsv: 'Export CSV',
  history_invalidWhy: '{verdict}: {reason}',
  history_from: 'from {page}',
  history_showRecent: 'Show the last {count}',
  history_showAll: 'Show all {count}',

  // The popup's credits line.
  credits_label: 'Credits',
  credits_read: 'read',
  credits_notReported: 'Balance not reported by this deployment',
  credits_notRead: 'Credits not read yet',
  credits_refreshLabel: 'Refresh credits',
  credits_refresh: 'Refresh',
  credits_noEndpointFigure: 'This deployment has no credits endpoint: the figure is the one its last answer carried.',
  credits_noEndpoint: 'This deployment has no credits endpoint; checks work as usual.',
} as const satisfies Catalogue;
