// Tells, from the body alone, whether an answer says the request failed, and finds the service's own
// words for it. Services say failure in many ways, often with HTTP 200: `success: false`,
// `status: "error"`, a numeric `status` with `status_message` (0 = success), `status: {code,
// description}` with `errors: […]`, `errors: [{description}]`, an `error` object or string,
// `requestError.serviceException`, `api-error`, an RFC 7807 problem. And they say success in as
// many: `status: 0`, `status: "success"`, `errors: []`, `error: {}`, `error: {name: "NO_ERROR"}`.

import { isRecord } from '../common/validate';
import { normaliseKey, text, wordOf, yesNo } from './answer-walk';

type Obj = Record<string, unknown>;

/** The object's fields under normalised names (`status_message` → `statusmessage`), first one wins. */
function fieldsOf(obj: Obj): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj)) {
    const key = normaliseKey(k);
    if (!out.has(key)) out.set(key, v);
  }
  return out;
}

const SUCCESS_WORDS =
  /^(ok|okay|success|succeeded|successful|completed?|done|found|valid|accepted|transactionsuccessfullycompleted|transactionpartiallycompleted|noerror|none|noerrors)$/;
const FAILURE_WORDS =
  /^(error|errors|fail|failed|failure|syntaxerror|denied|accessdenied|rejected|refused|unauthori[sz]ed|forbidden|invalidrequest|badrequest|nok|ko|exception|fault|aborted)$/;
/** A status word naming a problem outright ("RATE_LIMIT_EXCEEDED", "API_KEY_INVALID_OR_DEPLETED"). */
const PROBLEM_IN_WORD =
  /error|exceeded|depleted|denied|unauthori|forbidden|throttl|quotareached|limitreached|invalidkey|invalidapikey|keyinvalid|notallowed|suspended|blocked/;

const PROBLEM_IN_MESSAGE =
  /error|fail|invalid|denied|exceeded|throttl|quota|insufficient|unauthori|forbidden|not allowed|missing|wrong|credential|limit|barred|suspended/i;

const MESSAGE_KEYS = [
  'statusmessage',
  'message',
  'detail',
  'details',
  'description',
  'errormessage',
  'errordescription',
  'errormsg',
  'errortext',
  'apierrormsg',
  'reason',
  'info',
  'msg',
  'statustext',
  'statusdescription',
  'title',
  'text',
];

function messageIn(obj: Obj): string | undefined {
  const f = fieldsOf(obj);
  for (const key of MESSAGE_KEYS) {
    const t = text(f.get(key));
    if (t) return t;
  }
  return undefined;
}

function isSuccessWord(value: unknown): boolean {
  const w = wordOf(value);
  return w !== undefined && SUCCESS_WORDS.test(w);
}

function numeric(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d{1,6}\s*$/.test(value)) return Number(value);
  return undefined;
}

/** A code that says all went well: 0, 2xx, and 300/301 for services that number successes so (TeleSign-like). */
function successCode(code: number): boolean {
  return code === 0 || (code >= 200 && code < 300) || code === 300 || code === 301;
}

/** An error object that says there was no error (`{}`, `{groupName: "OK", name: "NO_ERROR"}`, `{code: 0}`). */
function errorSaysNone(error: Obj): boolean {
  const f = fieldsOf(error);
  if (f.size === 0) return true;
  const values = [...f.entries()].filter(([, v]) => !(v === null || v === undefined || v === '' || v === false));
  if (values.length === 0) return true;
  for (const key of ['groupname', 'name', 'status', 'message', 'description', 'type']) {
    if (isSuccessWord(f.get(key))) return true;
  }
  const code = numeric(f.get('code') ?? f.get('id') ?? f.get('groupid'));
  return code === 0 && !messageIn(error);
}

type Verdict = 'success' | 'failure' | undefined;

function statusVerdict(f: Map<string, unknown>): Verdict {
  const status = f.get('status') ?? f.get('statuscode') ?? f.get('resultcode') ?? f.get('responsecode') ?? f.get('code');
  const message = text(
    f.get('statusmessage') ?? f.get('message') ?? f.get('statustext') ?? f.get('statusdescription') ?? f.get('msg'),
  );
  if (typeof status === 'string' && numeric(status) === undefined) {
    const w = wordOf(status) ?? '';
    if (SUCCESS_WORDS.test(w)) return 'success';
    if (FAILURE_WORDS.test(w) || PROBLEM_IN_WORD.test(w)) return 'failure';
    return undefined;
  }
  const code = numeric(status);
  if (code !== undefined) {
    if (message && isSuccessWord(message)) return 'success';
    if (successCode(code)) return 'success';
    // An HTTP error status in the body (Twilio-like, RFC 7807), or a numeric status with its own
    // words beside it (Vonage-like `status_message`), or with words that name a problem.
    if (code >= 400) return 'failure';
    const own = text(f.get('statusmessage') ?? f.get('statustext') ?? f.get('statusdescription'));
    if (own || (message && PROBLEM_IN_MESSAGE.test(message))) return 'failure';
    return undefined;
  }
  if (isRecord(status)) {
    // `status: {code: 300, description: "Transaction successfully completed"}`.
    const s = fieldsOf(status);
    const desc = text(s.get('description') ?? s.get('message') ?? s.get('name') ?? s.get('text'));
    if (desc && /\b(success|successful(ly)?|completed?|ok)\b/i.test(desc) && !/\bnot\b|\bun/i.test(desc)) return 'success';
    const c = numeric(s.get('code') ?? s.get('id'));
    if (c !== undefined && successCode(c)) return 'success';
    if (
      desc &&
      /\b(error|fail|failed|failure|denied|invalid|not authori[sz]ed|unauthori[sz]ed|forbidden|exceeded|insufficient)\b/i.test(
        desc,
      )
    )
      return 'failure';
    if (isSuccessWord(s.get('groupname'))) return 'success';
  }
  return undefined;
}

const ERROR_KEYS = ['error', 'err', 'fault', 'exception', 'requesterror', 'apierror', 'errorcode', 'errorid'];

function errorVerdict(f: Map<string, unknown>): Verdict {
  for (const key of ERROR_KEYS) {
    if (!f.has(key)) continue;
    const v = f.get(key);
    if (v === null || v === undefined || v === false || v === 0 || v === '') continue;
    if (typeof v === 'string') {
      const w = wordOf(v) ?? '';
      if (SUCCESS_WORDS.test(w) || /^(0|no|false|null|noerror)$/.test(w)) continue;
      // An `error_code` alone beside a result is a code, not a failure, unless words come with it.
      if ((key === 'errorcode' || key === 'errorid') && !text(f.get('errormessage') ?? f.get('message'))) continue;
      return 'failure';
    }
    if (typeof v === 'number' || typeof v === 'boolean') {
      if ((key === 'errorcode' || key === 'errorid') && !text(f.get('errormessage') ?? f.get('message'))) continue;
      return 'failure';
    }
    if (isRecord(v)) {
      if (errorSaysNone(v)) continue;
      return 'failure';
    }
    if (Array.isArray(v) && v.length > 0) return 'failure';
  }
  const errors = f.get('errors') ?? f.get('errorlist') ?? f.get('faults');
  if (Array.isArray(errors) && errors.some((e) => (isRecord(e) ? !errorSaysNone(e) : text(e) !== undefined))) return 'failure';
  if (isRecord(errors) && !errorSaysNone(errors)) return 'failure';
  // Explicit flags.
  if (yesNo(f.get('haserror')) === true || yesNo(f.get('iserror')) === true) return 'failure';
  return undefined;
}

/** An RFC 7807 problem (`type`, `title`, `detail`) or a bare `{title, detail}` error with no result beside it. */
function problemVerdict(f: Map<string, unknown>): Verdict {
  const title = text(f.get('title'));
  const detail = text(f.get('detail'));
  const type = text(f.get('type'));
  if (title && (detail || (type && /^(https?:|about:blank|\/)/.test(type))) && f.size <= 8) return 'failure';
  return undefined;
}

function verdictOf(obj: Obj): Verdict {
  const f = fieldsOf(obj);
  for (const key of ['success', 'ok', 'successful', 'succeeded']) {
    const v = yesNo(f.get(key));
    if (v === true) return 'success';
    if (v === false) return 'failure';
  }
  const status = statusVerdict(f);
  if (status === 'success') return 'success';
  const error = errorVerdict(f);
  if (status === 'failure' || error === 'failure') return 'failure';
  // A negative result word in `result` (`result: "error"`).
  const result = wordOf(f.get('result'));
  if (result !== undefined && FAILURE_WORDS.test(result)) return 'failure';
  return problemVerdict(f);
}

/**
 * The objects to judge: the body, and what it wraps when it only wraps: `{response: {…}}`, or a
 * list of one item (`{Items: [{Error: "2", …}]}`).
 */
function judged(body: unknown): Obj[] {
  if (!isRecord(body)) return [];
  const out = [body];
  const keys = Object.keys(body);
  if (keys.length === 1) {
    const inner = body[keys[0] as string];
    if (isRecord(inner) && /^(response|result|data|body|payload|reply)$/i.test(keys[0] as string)) out.push(inner);
    // A result in a list may carry its own `error` (an HLR's "absent subscriber"): only an item that
    // is nothing but an error is the request's failure.
    if (Array.isArray(inner) && inner.length === 1 && isRecord(inner[0]) && onlyError(inner[0])) out.push(inner[0]);
  }
  return out;
}

const ERROR_ONLY_KEYS = new Set([
  'error',
  'errors',
  'errorcode',
  'errormessage',
  'errordescription',
  'description',
  'cause',
  'resolution',
  'message',
  'detail',
  'code',
  'status',
  'statusmessage',
  'title',
  'type',
  'requestid',
]);

function onlyError(obj: Obj): boolean {
  const keys = [...fieldsOf(obj).keys()];
  return keys.some((k) => k.startsWith('error')) && keys.every((k) => ERROR_ONLY_KEYS.has(k));
}

/** True when the body says the request failed, whatever the HTTP status. */
export function bodySaysFailure(body: unknown): boolean {
  for (const obj of judged(body)) {
    const v = verdictOf(obj);
    if (v === 'success') return false;
    if (v === 'failure') return true;
  }
  return false;
}

function firstErrorItem(value: unknown): unknown {
  return Array.isArray(value) ? value.find((e) => (isRecord(e) ? !errorSaysNone(e) : text(e) !== undefined)) : undefined;
}

/** The words in a nested error (`requestError.serviceException.text`), at most three levels down. */
function nestedMessage(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return text(value);
  if (!isRecord(value) || depth > 3) return undefined;
  const own = messageIn(value);
  if (own) return own;
  for (const v of Object.values(value)) {
    const m = isRecord(v) ? nestedMessage(v, depth + 1) : undefined;
    if (m) return m;
  }
  return undefined;
}

/** The service's own message in a body of unknown shape, if it has one. */
export function bodyMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() === '' ? undefined : body.trim();
  if (!isRecord(body)) return undefined;
  const wrapped = judged(body)[1];
  if (wrapped) return bodyMessage(wrapped);
  const f = fieldsOf(body);
  const error = f.get('error') ?? f.get('err') ?? f.get('fault') ?? f.get('exception') ?? f.get('requesterror');
  const item = firstErrorItem(f.get('errors') ?? f.get('errorlist'));
  const status = f.get('status');
  const candidates: unknown[] = [
    text(f.get('statusmessage')),
    text(f.get('message')),
    isRecord(error) && !errorSaysNone(error) ? nestedMessage(error) : undefined,
    typeof error === 'string' ? error : undefined,
    isRecord(item) ? messageIn(item) : item,
    text(f.get('apierrormsg')),
    text(f.get('detail')),
    text(f.get('errormessage')),
    text(f.get('errordescription')),
    text(f.get('description')),
    text(f.get('reason')),
    text(f.get('info')),
    text(f.get('msg')),
    text(f.get('title')),
    isRecord(status) ? messageIn(status) : undefined,
    isRecord(error) ? (text(fieldsOf(error).get('code')) ?? text(fieldsOf(error).get('type'))) : undefined,
    isRecord(item) ? text(fieldsOf(item).get('code')) : undefined,
    text(f.get('code')),
    text(f.get('errorcode')),
  ];
  for (const c of candidates) {
    const t = text(c);
    if (t) return t;
  }
  return undefined;
}
