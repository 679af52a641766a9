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
  notification_openAnswer: 'Click to see the answer in Number Check.',
  notification_openSettings: 'Click to open the settings.',

  // Counts.
  credits_count: { one: '{count} credit', other: '{count} credits' },

  // Deployments.
  env_staging: 'Staging',
  env_production: 'Production',

  // Errors (utils/service/errors.ts): one sentence, and what to do.
  error_noKey: 'No API key is set for {env}. Add one in the settings.',
  error_noBaseUrl: 'No service address is set for {env}. Add its base URL in the settings.',
  error_storedBaseUrlRefused:
    'The base URL saved for {env} is not an address Number Check will send the key to. Enter it again in the settings.',
  error_noPermission: 'Number Check is not allowed to reach {url} yet. Grant access in the settings.',
  error_keyRejected: 'The API key was rejected by {env}.',
  error_noCredits: 'No credits left on {env}. Top up your account to check more numbers.',
  error_badNumber: 'The service did not accept this number.',
  error_notFound: 'No such endpoint at {url} — check the base URL in the settings.',
  error_noCreditsEndpoint:
    '{env} has no credits endpoint: checks work, and the balance is read from check answers when they carry one.',
  error_noCreditsEndpointAt:
    '{env} has no credits endpoint at {url}. If checks work, this deployment does not report a balance; if they do not, check the base URL in the settings.',
  error_noBalance: '{env} answered the credits request with data that holds no balance Number Check can read.',
  error_rateLimitedFor: 'Rate limited by {env}. It asks to wait {seconds} s before the next call.',
  error_rateLimited: 'Rate limited by {env}. Try again in a moment.',
  error_serverErrorStatus: '{env} had a service error ({status}). Try again later.',
  error_serverError: '{env} had a service error. Try again later.',
  error_refusedStatus: '{env} refused the request ({status}).',
  error_refused: '{env} refused the request.',
  error_unreachable: 'Cannot reach {url}. Check your connection and the base URL.',
  error_timeout: '{env} timed out after {seconds} s.',
  error_badResponse: '{env} sent an answer that is not data (a web page, an empty or broken body) — check the base URL.',
  error_tooLarge: '{env} sent an answer larger than 1 MiB; it was not read.',
  error_redirected:
    '{env} sent us on to another address instead of answering; the key was not sent there. If the service has moved, enter its new base URL in the settings.',
  error_redirectLoop:
    '{env} sent us from address to address without answering; we stopped, and the key went no further. Check the base URL in the settings.',
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
  badge_noKey: '"{text}" means no API key is set yet. Click to set it up, or open the settings to add one.',
  badge_errorAt: '{error} ({when})',
  badge_errorLastKnown: '"!" means the last credits read failed. {error} Last known: {last} at {when}. Click for what to do.',
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

  // The in-page chip and card.
  chip_label: 'Phone number {number}',
  chip_check: 'Check',
  chip_checkTitle: 'Check this number with the service (spends a credit unless it was checked recently)',
  chip_copyTitle: 'Copy {number}',
  card_label: 'Number Check: {number}',
  card_close: 'Close',

  // Checks started from the page's menu or the keyboard shortcut.
  menu_noNumberInSelection: 'No phone number found in the selection. Nothing was spent.',
  menu_noNumberInLink: 'No phone number found in this link. Nothing was spent.',
  menu_noNumberHere: 'No phone number found in this place. Nothing was spent.',
  menu_firstOfSeveral: 'The selection holds {count} numbers; the first was checked.',
  command_selectFirst: 'Select a phone number on the page first. Nothing was spent.',

  // The options page.
  options_title: 'Number Check — Settings',
  options_saved: 'Saved',
  options_historyCleared: 'History cleared',
  options_cacheCleared: 'Cache cleared',
  options_stagingBanner: 'Staging is active: checks go to the test deployment.',
  options_environment: 'Environment',
  options_environmentIntro: 'Checks, credits and the toolbar badge use the active environment.',
  options_activeEnv: 'Active environment',
  options_envActive: '{env} is active',
  options_envProductionDesc: 'The real service. Checks spend your credits.',
  options_envStagingDesc: 'The test deployment. The popup and badge turn purple.',
  options_service: '{env} service',
  options_active: 'Active',
  options_lookups: 'Numbers and lookups',
  options_defaultCountry: 'Default country',
  options_countryFromBrowser: "From the browser's language",
  options_countryFromBrowserIs: "From the browser's language ({country})",
  options_defaultCountryHint: "Numbers written without a +country code are read as this country's.",
  options_format: 'Number format sent to the service',
  options_formatHint: 'How a number travels to the service. Keep the first unless the service refuses numbers it should know.',
  format_e164: 'International: + and country code, no spaces (E.164)',
  format_digits: 'Digits only, with the country code',
  format_asTyped: 'As you typed it or the page wrote it',
  options_cacheLifetime: 'Reuse an answer for',
  options_cacheHint:
    'A number checked again within this time shows the answer kept in this browser, without spending a credit. 0 always asks the service.',
  options_unitCredits: 'credits',
  options_lowCredit: 'Low-credit warning at',
  options_lowCreditHint: 'At or below this many credits, the toolbar badge turns orange.',
  options_refreshEvery: 'Read the credits every',
  options_refreshHint:
    "Keeps the badge's figure current. Reading the credits is free; the browser allows one read every 30 seconds at most.",
  options_highlighting: 'Highlighting on pages',
  options_highlight: 'Highlight phone numbers on web pages',
  options_highlightHint: 'Found on your computer; page text is never sent anywhere.',
  options_highlightInCode: 'Also look in code blocks',
  options_data: 'Your data',
  options_dataIntro: 'The list of numbers you checked and the kept answers stay in this browser.',
  options_clearHistory: 'Clear history',
  options_clearCache: 'Clear cache',
  options_remove: 'Remove',
  options_cancel: 'Cancel',
  number_enterUnit: 'Enter a number of {unit}.',
  number_range: 'Enter a number from {min} to {max}.',
  sites_title: 'Sites without highlighting',
  sites_inputLabel: 'Host name to turn highlighting off on',
  sites_add: 'Add site',
  sites_none: 'No sites yet: numbers are highlighted everywhere.',
  sites_removeHost: 'Remove {host}',
  sites_already: '{host} is already in the list.',
  sites_full: 'The list is full.',
  host_empty: 'Enter a host name, e.g. example.com.',
  host_invalid: 'This is not a host name. It should look like example.com.',
  url_label: 'Service address (base URL)',
  url_save: 'Save address',
  url_hint:
    'The web address your service account gives for its API, such as https://api.example.com. It starts with https:// (http:// only for a service on this computer); a folder after the name, such as /v2, is fine.',
  url_saved: '{env} address saved',
  key_label: 'API key',
  key_notSet: 'Not set',
  key_hide: 'Hide',
  key_reveal: 'Reveal',
  key_confirmRemove: 'Remove the {env} key?',
  key_yesRemove: 'Yes, remove',
  key_newFor: 'New API key for {env}',
  key_replacePlaceholder: 'Paste a new key to replace it',
  key_placeholder: 'Paste your API key',
  key_typedWorks: 'This key works: {left}.',
  key_savedWorks: 'The saved key works: {left}.',
  key_testFailed: 'Number Check could not run the test. Try again.',
  key_saved: '{env} key saved',
  key_removed: '{env} key removed',

  // Lists of numbers checked in bulk: reading the input, the jobs, each row's status, the CSV file.
  bulk_tooLarge: 'This file is larger than 50 MB. Split it into smaller files and check them one by one.',
  bulk_nothing: 'There is nothing to read: paste numbers, one per line, or drop a CSV file.',
  bulk_noRows: 'No rows could be read from this text.',
  bulk_openQuote: {
    one: 'One row has a quote that is never closed; check those rows in the table.',
    other: '{count} rows have a quote that is never closed; check those rows in the table.',
  },
  bulk_openQuoteAt: {
    one: 'One row has a quote that is never closed (first near row {row}); check those rows in the table.',
    other: '{count} rows have a quote that is never closed (first near row {row}); check those rows in the table.',
  },
  bulk_tooManyRows: 'This list has more than {max} rows. Split it into smaller files and check them one by one.',
  bulk_column: 'Column {n}',
  job_unreadable: 'This job could not be read. Make it again from the list.',
  job_gone: 'This job is no longer kept.',
  job_notRunning: 'This job is not running.',
  job_notPaused: 'This job is not paused.',
  job_ended: 'This job has ended already.',
  job_cancelled: 'This job was cancelled; make a new one from its rows.',
  job_noFailedRow: 'No row is failed.',
  job_noUnknownRow: 'No row is of unknown outcome.',
  job_pauseFirst: 'Pause or cancel the job first.',
  job_mayBeCharged: 'It may have been charged.',
  job_interrupted: 'Number Check stopped while this check was on its way, so its answer never came.',
  job_rowUnreadable: 'This row could not be read back.',
  row_sameAsRow: '{status} (same number as row {row})',
  row_unreadable: 'Could not be read back',
  row_noNumber: 'No phone number',
  row_impossible: 'Not a possible number (not sent)',
  row_duplicate: 'Same number as row {row}',
  row_cancelled: 'Not checked (cancelled)',
  row_waiting: 'Waiting',
  row_checking: 'Checking…',
  row_checked: 'Checked',
  row_known: 'Already known, free',
  row_failed: 'Failed',
  row_unknown: 'Outcome unknown',
  row_problem: '{status}: {problem}',
  row_noAnswer: 'no answer',
  row_noAnswerCame: 'no answer came',
  csv_numberRead: 'Number read',
  csv_checkedAt: 'Checked at',
  csv_status: 'Status',

  /** What the closed picker shows with no country chosen: short, the field is narrow. */
  picker_international: 'Intl.',

  result_fieldsFromService: 'As the service sent them',

  field_phone: 'Phone',
  field_phoneNumber: 'Phone number',

  // Extensions: sent with the number or kept here (issue 15).
  extension_sent: 'Extension {ext} was sent with the number.',
  extension_kept: 'Extension {ext} kept here, not sent: the service checked the main number.',
  extension_pauseSent: 'Dial pause “{ext}” was sent with the number.',
  extension_pauseKept: 'Dial pause “{ext}” kept here, not sent: the service checked the main number.',

  badge_error: '"!" means the last credits read failed. {error} Click for what to do.',

  action_fixKey: 'Fix the key in the settings',
  action_topUp: 'Top up your account',
  action_waiting: '{action} in {seconds} s',

  // Shared words.
  common_cancel: 'Cancel',
  time_seconds: '{seconds} s',

  // Popup set-up (issue 16).
  onboard_titleFirst: 'Set up Number Check',
  onboard_introFirst: 'Three steps: the address of the service, your API key, and which deployment it is. Nothing is spent.',
  onboard_whatItDoes: 'What Number Check does',

  credits_readFailed: 'Credits could not be read',

  // The lookup hint of a typed extension (issue 15).
  hint_extensionSent: '· extension {ext} sent with it',
  hint_pauseSent: '· dial pause {ext} sent with it',
  hint_pauseKept: '(dial pause {ext} is kept with the result, not sent)',

  // A check in flight (popup).
  pending_cancelled: 'Stopped waiting for {number}. If the service still answers, the answer will show in the history below.',

  // Options: the key field (issue 16).
  key_testOnly: 'Test only',
  key_testSaved: 'Test the saved key',
  key_testing: 'Testing with the free credits call…',
  key_manageOnAccount: 'Manage your key on your account page',
  key_where:
    'The key comes from your account with the service. It is tested with a free call (no credit spent) before it is saved, and stays in this browser.',

  url_savedRefused: '{env} address saved, but access to it was refused',

  // Options in plain words (issue 16).
  options_neverReuse: 'never reuse',
  options_highlightInCodeHint:
    'Text a page shows as program code or terminal output, where long digit runs are rarely phone numbers.',

  // Account page address, the chip of a known number (issues 16, 19).
  url_accountInvalid: 'This is not a web address. It should look like https://example.com/account.',
  url_accountCredentials: 'The address must not contain a user name or password.',
  chip_knownTitle: 'Show the answer kept from that check (free while it is recent)',

  // Counts (lists, On this page).
  count_checks: { one: '{count} check', other: '{count} checks' },
  count_numbers: { one: '{count} number', other: '{count} numbers' },
  count_rows: { one: '{count} row', other: '{count} rows' },
  count_failedRows: { one: '{count} failed row', other: '{count} failed rows' },

  chip_knownWords: '{verdict}, checked {ago}',
  /** The chip's Check was clicked too soon after the chip appeared or moved: nothing was spent. */
  chip_notArmedEarly: 'Not checked yet: click Check again',
  /** The browser says something on the page covers the chip: nothing was spent. */
  chip_notArmedCovered: 'Covered by the page: not checked',

  // Options: durations, account page, welcome link; address checks; 0 credits (issue 16).
  unit_minutes: 'minutes',
  unit_hours: 'hours',
  unit_days: 'days',
  duration_enterNumber: 'Enter a number of {unit}.',
  duration_range: 'Enter a time from {low} to {high}.',
  duration_unitLabel: '{label}: unit',
  account_label: 'Account page',
  options_optional: '(optional)',
  account_save: 'Save page',
  account_hint: 'Where you buy credits and manage your key. Every "{topUp}" button opens it.',
  account_saved: '{env} account page saved',
  account_removed: '{env} account page removed',
  welcomeLink_before: 'New here?',
  welcomeLink_link: 'Read the welcome page',
  welcomeLink_after: 'for what a credit is, what is sent where, and set-up in three steps.',
  url_space: 'A web address has no spaces. Remove the space and save again.',
  url_hostCharacters:
    'The server name may hold only letters, digits, hyphens and dots (for example api.example.com or bücher.example).',
  url_hostLabel: 'A part of the server name between two dots is empty or starts or ends with a hyphen.',
  url_port: 'The port after the ":" must be a number from 1 to 65535.',
  zero_note:
    'No credits left on {env}: {check} will still ask the service, which will most likely refuse. A number checked recently is answered from this browser for free.',

  // Options: reading numbers, many numbers at once (issues 15, 19).
  options_sendExtensions: 'Send extensions to the service',
  options_sendExtensionsHint:
    'A number written with an extension (“ext. 204”, “x12”, “,,123#”) is always kept and shown with its result. Off: only the main number is sent. On: the extension goes with it (“;ext=204”), which some services refuse.',
  options_usePageCountry: 'Read numbers with the page’s country',
  options_usePageCountryHint:
    'A number without a +country code on a page that says where it is from (its language region, its country domain such as .fr, or its own words: its international numbers, the country of its address, its e-mail domains) is read as that country’s number first.',
  many_title: 'Many numbers at once',
  many_intro:
    'Check a list from a file or a spreadsheet, or the numbers of a page from the popup. Nothing is sent before you see what it costs.',
  many_openList: 'Check a list…',
  many_concurrency: 'Checks at once',
  many_unitChecks: 'checks',
  many_concurrencyHint: 'How many checks of a list may be on their way together.',
  many_perMinute: 'Checks a minute, at most',
  many_perMinuteHint:
    'A gentle pace by default. When the service asks to slow down, the list waits and goes on at half the pace.',

  // Set-up: the form, the key flow, access to the service (issue 16).
  setup_urlHint: 'The web address your service account gives for its API, e.g. https://api.example.com.',
  setup_keyHint: 'From your account with the service. It is tested with a free credits call before it is saved.',
  setup_which: 'Which deployment is this?',
  setup_whichHint: '{staging} is for testing; {production} is the real service. The one you set up becomes the active one.',
  key_saveUntested: 'Save without testing',
  key_savedWorks2: 'The key works ({left}) and is saved for {env}.',
  key_rejected: '{env} did not accept this key. Copy it again from your account page and paste it in the key field above.',
  key_unreachable: '{message} The key was not tested and is not saved yet.',
  key_savedUntested: 'Saved for {env} without a test. The first check or credits read will tell whether it works.',
  key_noBalance:
    '{env} answered, but it reports no balance at this address (it has no credits endpoint), so the key cannot be tested for free. If the address is right, save the key: your first check will confirm it. The key is not saved yet.',
  key_saveNoBalance: 'Save the key',
  key_savedNoBalance: 'Saved for {env}. This deployment reports no balance; your first check will confirm the key.',
  key_noBalanceTest:
    '{env} reports no balance, so the key cannot be tested for free. Your first check will tell whether it works.',
  key_cannotRun: 'Number Check could not test the key. Try again.',
  access_missing: 'Number Check is not allowed to reach {host} yet.',
  access_pending: 'Waiting for your answer: the browser is asking whether Number Check may reach {host}.',
  access_granted: 'Number Check may reach {host}.',
  access_refused: 'You refused access to {host}, so Number Check cannot reach the service there. The address is kept.',
  access_askAgain: 'Ask again',

  // The welcome page (issue 16).
  welcome_title: 'Welcome to Number Check',
  welcome_lead:
    'Number Check finds phone numbers on the pages you read and, when you ask, checks one with your phone-number checking service: whether it exists, its country, carrier and kind of line.',
  welcome_howTitle: 'How you use it',
  welcome_howPoint:
    'Phone numbers on pages get an amber highlight. Point at one for a moment: a small button offers {check} and {copy}.',
  welcome_howMenu: 'Or right-click a number (or a selected one) and choose "{menu}".',
  welcome_howToolbar:
    'Or open Number Check from the toolbar and type a number. The toolbar badge shows the credits you have left.',
  welcome_creditTitle: 'What a credit is',
  welcome_credit:
    'Each number you check is one question to the service, and the service takes one credit from your account for it. Reading how many credits you have left is free. A number checked again within {cache} is answered from the answer kept in this browser and spends nothing (you can change this in the settings).',
  welcome_privacyTitle: 'What is sent, and where',
  welcome_privacyPages:
    'The text of the pages you visit never leaves your browser: numbers are found on your computer, and nothing is stored about the pages.',
  welcome_privacySent:
    'Only when you click {check} is that one number sent, with your key, to the service address you set below, and nowhere else. The answers and your history stay in this browser.',
  welcome_privacyKey: 'Your API key is kept by Number Check in this browser and is never shown to web pages.',
  welcome_setupTitle: 'Set up in three steps',
  welcome_setupIntro:
    'Your account with the service gives you its address and an API key; most accounts have two deployments, {staging} for tests and {production} for real use. The key is tested with the free credits call before it is saved.',
  welcome_ready: 'Already set up: {environments}. You can set up the other one here, or change anything in the settings.',
  welcome_done: 'You are ready: open Number Check from the toolbar, or point at a number on any page.',
  welcome_shortcutsTitle: 'Keyboard shortcuts',
  welcome_version: 'Number Check {version}',
  shortcuts_none: 'no shortcut set',
  shortcuts_change: 'Change the shortcuts',
  shortcuts_changeWhere: "in the browser's settings for extensions.",

  // The list page (issue 19).
  list_title: 'Check a list',
  list_intro: 'Paste numbers, one per line, or a table copied from a spreadsheet; or drop a CSV or TSV file here.',
  list_pastePlaceholder: 'One number per line, or a table with a header row…',
  list_chooseFile: 'Choose a file…',
  list_readPasted: 'Read the pasted list',
  list_dropHere: 'Drop the file to read it',
  list_pastedTitle: 'Pasted list',
  list_nothingSpent: 'Nothing has been sent yet.',
  list_column: 'Column with the numbers',
  list_header: 'The first row names the columns',
  list_start: { one: 'Check {count} number', other: 'Check {count} numbers' },
  list_showTable: 'Show the table (nothing to send)',
  list_back: 'Start again',
  list_noKey: 'Add your API key in the settings before checking a list.',
  list_recent: 'Lists checked before',
  list_open: 'Open',
  list_pause: 'Pause',
  list_resume: 'Resume',
  list_cancelConfirm: 'Cancel this list for good? Rows not sent yet stay unchecked.',
  list_retryFailed: { one: 'Retry {count} failed row', other: 'Retry {count} failed rows' },
  list_resendUnknown: { one: 'Send {count} row of unknown outcome again…', other: 'Send {count} rows of unknown outcome again…' },
  list_resendWarning: {
    one: 'This row got no clear answer (Number Check stopped, the service failed, or the connection was lost while it answered): the service may have charged it already. Sending again may spend {count} credit more.',
    other:
      'These {count} rows got no clear answer (Number Check stopped, the service failed, or the connection was lost while it answered): the service may have charged them already. Sending again may spend {count} credits more.',
  },
  list_resendYes: 'Send again',
  list_keep: 'Keep as they are',
  list_remove: 'Remove this list',
  list_newList: 'Check another list',
  list_prev: 'Previous',
  list_next: 'Next',
  list_jobGone: 'This list is no longer kept. Check it again from the file.',
  list_status_running: 'checking',
  list_status_paused: 'paused',
  list_status_stopped: 'stopped',
  list_status_done: 'done',
  list_status_cancelled: 'cancelled',
  list_pageTitle: 'Number Check — Check a list',
  list_reading: 'Reading…',
  list_rowCount: { one: '{count} row', other: '{count} rows' },
  list_saveFailed: 'The list could not be saved (the browser may be out of storage space). Nothing was sent.',
  list_fileTooLarge: 'This file is larger than 50 MB. Split it into smaller files and check them one by one.',
  list_fileUnreadable: '{file} could not be read. Save it again as CSV and drop it here.',
  list_pasteLabel: 'Numbers to check',
  list_waitingService: 'The service asked to slow down: checks go on at {time}, {perMinute} a minute.',
  list_slowed: 'Checking, slowed to {perMinute} a minute after the service asked.',
  list_checking: 'Checking…',
  list_pausedLine: 'Paused. Nothing is sent until you resume.',
  list_stoppedLine: 'Stopped: {reason} Fix this, then resume: the rows not sent are waiting.',
  list_refused: 'the service refused the checks.',
  list_doneLine: 'Done.',
  list_cancelledLine: 'Cancelled. Rows not sent stay unchecked.',
  list_noAnswer: 'Number Check did not answer. Try again.',
  /** The settled rows, then each count ("3 checked · 1 failed"). */
  list_countsLine: '{settled}: {counts}',
  list_settled: { one: '{settled} of {count} row settled', other: '{settled} of {count} rows settled' },
  list_countChecked: { one: '{count} checked', other: '{count} checked' },
  list_countKnown: { one: '{count} already known (free)', other: '{count} already known (free)' },
  list_countDuplicate: { one: '{count} repeat waiting', other: '{count} repeats waiting' },
  list_countFailed: { one: '{count} failed', other: '{count} failed' },
  list_countUnknown: { one: '{count} outcome unknown', other: '{count} outcomes unknown' },
  list_countPending: { one: '{count} waiting', other: '{count} waiting' },
  list_countSkipped: { one: '{count} not sent (no or impossible number)', other: '{count} not sent (no or impossible number)' },
  list_countSent: { one: '{count} sent to the service', other: '{count} sent to the service' },
  list_colRow: 'Row',
  list_pages: 'Pages of the table',
  list_pageRange: 'Rows {from}–{to} of {total}',
  list_costAtMost: { one: '{count} credit at most', other: '{count} credits at most' },
  list_costLeftUnknown: '{cost} (credits left not known yet)',
  list_costOfLeft: '{cost}, of {left} left',
  list_costMoney: { one: '{count} check to pay for, balance {balance}', other: '{count} checks to pay for, balance {balance}' },
  list_factRows: 'Rows',
  list_factNumbers: 'Numbers read',
  list_factNoNumber: 'Rows without a number (not sent)',
  list_factImpossible: 'Impossible numbers (not sent)',
  list_factDuplicates: 'Repeated numbers (sent once)',
  list_factKnown: 'Already known (from the cache, free)',
  list_factToSend: 'To send',
  list_factCost: 'Cost',
  list_firstValues: 'First values:',
  list_countryAssumed: "Numbers without a country code are read as {country} (the settings' country).",
  list_noCountry:
    'Numbers without a country code cannot be read: write them with +country code, or choose a country in the settings.',
  list_short: 'Not enough credits for every number: the list stops when they run out, and the rest waits until you resume.',

  // The popup's "On this page" (issue 19).
  otp_title: 'On this page',
  otp_thisPage: 'This page',
  otp_reading: 'Reading the page…',
  otp_none: 'No phone numbers highlighted on this page.',
  otp_unreachable:
    'Numbers cannot be read on this page (a browser page, or a page opened before Number Check was installed: reload it).',
  otp_someOff: 'Highlighting is off on this site or in a frame of it: those numbers are not listed.',
  otp_stillReading: 'The page is still being read: open the popup again for the rest.',
  otp_truncated: 'The page has more numbers than can be listed.',
  otp_copyAll: 'Copy all',
  otp_checkUnchecked: { one: 'Check the {count} unchecked', other: 'Check the {count} unchecked' },
  otp_costOfLeft: { one: '{count} credit of {left} left', other: '{count} credits of {left} left' },
  otp_confirm: {
    one: 'Send {count} number to the service? This spends up to {count} credit. Numbers already known are not sent.',
    other: 'Send {count} numbers to the service? This spends up to {count} credits. Numbers already known are not sent.',
  },
  otp_notNow: 'Not now',
  otp_showMore: { one: 'Show {count} more', other: 'Show {count} more' },
  otp_openList: 'Check a list…',
  otp_details: 'Details',
  otp_csvCountry: 'Country',
  otp_csvVerdict: 'Verdict',
  otp_queueFailed: 'The numbers could not be queued (the browser may be out of storage space). Nothing was sent.',
  otp_jobDone: { one: 'Done: {checked} of {count} checked.', other: 'Done: {checked} of {count} checked.' },
  otp_jobStopped: 'Stopped: {reason}',
  otp_jobChecking: 'Checking… {settled} of {total}',

  // A page's numbers as a job; a list started on another environment (issue 19).
  list_otherEnvironment:
    'The active environment is now {active}; this list was started on {started}. Switch back in the settings, then resume.',
  pageJob_number: 'Number',
  pageJob_asWritten: 'As written on the page',
  pageJob_foundIn: 'Found in',
  pageJob_textAndTel: 'text and tel: link',
  pageJob_tel: 'tel: link',
  pageJob_text: 'text',
  pageJob_field: 'in a field',
  pageJob_andField: '{how}, and in a field',
  pageJob_inFrame: '{how} (frame: {frames})',
  // The privacy page (entrypoints/privacy/).
  privacy_title: 'Number Check and your privacy',
  privacy_lead:
    'Number Check has no server of its own. It talks to one place only: the Number Check service at the address you entered, with your key.',
  privacy_sentTitle: 'What is sent, and when',
  privacy_sentWhen: 'Only after you ask — Check, right-click “Check this number”, the shortcut, or a list you confirmed:',
  privacy_sentNumber: 'the number you asked about (with its extension only if you turned that on in the settings);',
  privacy_sentKey: 'your API key, with each call, as the service requires.',
  privacy_sentCredits:
    'The one call made without a click is the regular credits read for the toolbar badge (hourly unless you change it): it sends your key, no number, and spends no check.',
  privacy_neverTitle: 'What never leaves your browser',
  privacy_neverPages:
    'The text of the pages you read. Numbers are found inside the browser; page text is neither sent, stored nor logged.',
  privacy_neverTracking: 'No browsing history, no usage statistics, no analytics. Nothing goes to anyone but your service.',
  privacy_keptTitle: 'What is kept in this browser',
  privacy_keptWhere: 'In the extension’s own storage on this computer, not synced. Removing the extension deletes all of it.',
  privacy_keptWhat: 'What',
  privacy_keptHowLong: 'How long',
  privacy_keptSettings: 'Settings: service addresses, country, pace',
  privacy_keptKeys: 'Your API keys (out of reach of web pages)',
  privacy_keptHistory: 'History: number, answer, time, and the page a check came from',
  privacy_keptAnswers: 'Answers kept so a number is not paid for twice',
  privacy_keptDismissed: 'Texts you marked “Not a phone number”, by site',
  privacy_keptLists: 'Lists you checked, with their answers',
  privacy_keptLast: 'The last result and the credits last read',
  privacy_untilChanged: 'Until you change them',
  privacy_untilRemoved: 'Until you remove them',
  privacy_historyHowLong: 'The last 200 checks; “Clear history” empties it',
  privacy_answersHowLong: 'The time set in the settings (one day unless you change it)',
  privacy_untilNext: 'Until the next one',
  privacy_keyNever: 'Your key never appears in a web page, a log, an error message or the history.',
  privacy_notification:
    'Where a page cannot show an answer (a PDF in the browser’s viewer, the browser’s own pages), a notification shows the number and its verdict; your system may keep it in its notification list until you clear it.',
  privacy_version: 'Number Check {version}',
  privacy_link: 'Privacy',

  // Settings an organisation sets by policy (utils/storage/policy/).
  policy_locked: 'Set by your organisation',
  policy_intro:
    'Your organisation manages some of these settings. They show a lock and cannot be changed here; the others are yours.',
  policy_notesTitle: 'Some of your organisation’s settings were ignored',
  policy_notesIntro:
    'Number Check could not use these values from your organisation’s policy, so your own settings apply to them. Your administrator can correct them.',
  policy_noteLine: '{setting}: {why}',
  policy_envSetting: '{env} service, {setting}',
  policy_unknownName: '“{name}”',
  policy_keyManaged: 'Set by your organisation. Number Check uses it for checks and never shows it.',
  policy_allowedEnvironments: 'Environments allowed',
  policy_allowExport: 'Export as CSV',
  policy_showWelcome: 'Welcome page at install',
  policy_exportOff: 'Export is turned off by your organisation.',
  policy_historyOff: 'Your organisation keeps no history of checks.',
  policy_why_wrongType: 'not the right kind of value',
  policy_why_notHttps: 'not an https address',
  policy_why_badAddress: 'not a usable address',
  policy_why_unknownEnvironment: 'not an environment Number Check knows (staging, production)',
  policy_why_notAllowed: 'an environment the policy itself does not allow',
  policy_why_unknownCountry: 'not a country code Number Check knows',
  policy_why_outOfRange: 'outside the values this setting accepts',
  policy_why_badSite: 'not a host name',
  policy_why_unknownSetting: 'not a setting Number Check knows',
  options_keepHistory: 'Keep a history of the numbers you check',
  options_keepHistoryHint:
    'Off: a check leaves no record in the list of recent checks. Answers kept for reuse follow “Reuse an answer for”.',
  // Storage with a budget, and checks that may have been charged.
  error_connectionLost: 'The connection to {env} was lost while it was answering.',
  error_mayBeCharged: 'This check may have been charged.',
  result_notKept:
    'This answer was paid for but could not be kept: the browser’s storage for Number Check is full. It is not in history; copy it now if you need it.',
  result_retryMayCharge: 'The last attempt may already have been charged. Check again and maybe spend another credit?',
  result_retryYes: 'Check again',
  result_retryNo: 'Not now',
  job_storageFull:
    'The browser’s storage for Number Check is full, so this list stopped here. What was checked is kept. Remove finished lists or clear the history in the settings, then resume.',
  list_needsBytes: 'Kept in this browser while you work with it: about {size}.',
  list_tooBig:
    'This list needs about {size} of storage, and Number Check keeps at most {budget} for lists ({used} in use). Split it into smaller lists, or remove finished ones.',
  list_storageFull:
    'The list could not be saved: the browser’s storage for Number Check is full. Nothing was sent. Remove finished lists or clear the history in the settings, then try again.',
  options_storageFull:
    'Not saved: the browser’s storage for Number Check is full. Clear the history or remove finished lists, then try again.',
  otp_jobUnknown: {
    one: '{count} may have been charged without an answer: the list page asks before sending it again.',
    other: '{count} may have been charged without an answer: the list page asks before sending them again.',
  },
  chip_dismiss: 'Not a phone number',
  chip_dismissTitle: 'Stop highlighting {number} on this site (undo in the settings)',
  chip_dismissEarly: 'Not removed yet: click “Not a phone number” again',
  chip_dismissCovered: 'Covered by the page: not removed',
  dismissed_title: 'Not phone numbers',
  dismissed_hint: 'Texts you marked “Not a phone number”, by site. They are not highlighted there.',
  dismissed_none: 'None yet: every number found is highlighted.',
  dismissed_undo: 'Undo',
  dismissed_undoLabel: 'Highlight {text} on {host} again',
  dismissed_clear: 'Undo all',
  popup_pauseSite: 'Pause on {host}',
  popup_resumeSite: 'Resume on {host}',
  popup_pauseLocked: 'Your organisation decides where highlighting is off.',
} as const satisfies Catalogue;
