/**
 * THE shared HTTP contract between the web app and the server (both specs' §7 and §8).
 *
 * Every call is one entry of `endpoints`: its method, its path under `API_PREFIX` (with `:param`
 * placeholders), whether it needs a session (`auth`: header `x-access-token`), and zod schemas for
 * `params`, `query`, `headers`, `body` and the success `response`. The server validates every request
 * with these schemas and serialises every answer with them; the client types its effects from them
 * (`EndpointBody<'authLogin'>`, `EndpointResponse<'subscriptions'>`, ...).
 *
 * Errors: any non-2xx answer has the body `ApiError` = `{ message, data }`, where `message` is one of
 * `ERROR_CODES` (stable, never translated) and `data` carries details (zod issues, the provider, ...).
 * - 400 for a client's mistake (`invalid_request` with `data.issues`; a login code such as
 *   `invalid_credentials` or `mailbox_already_associated` from GET /auth/check; `unknown_code`, ...) and
 *   for `maintenance` (spec: a 400 with message 'maintenance' shows the maintenance screen);
 * - 401 `{ message: 'unauthorized' }` on a protected call without a valid `x-access-token`;
 * - 404 `not_found` / `account_not_found`, 409 `already_referred`, 413 and 415 `invalid_request`
 *   (body too large, wrong content type), 429 `rate_limited` (auth and magic-link calls only),
 *   500 `internal_error` (never for a client's mistake).
 *
 * Polling: calls that start a job answer an async token; their check call answers `{ retry }` (the wait
 * in milliseconds before the next poll) until `{ result }`, or an error.
 */
import { z } from 'zod';
import { PROVIDERS } from '../config/constants';

/** Every API route lives under this prefix, on the same origin as the web app. */
export const API_PREFIX = '/api';

// ---- Error codes (onboarding §8, product §8, plus transport codes) --------------------------------

/** Login error codes, in the order of their numeric statuses (onboarding §8). */
export const LOGIN_ERROR_CODES = [
  'invalid_credentials',
  'timeout',
  'application_password',
  'imap_disabled',
  'unknown_error',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export const ERROR_CODES = [
  // transport / generic
  'invalid_request',
  'unauthorized',
  'not_found',
  'rate_limited',
  'maintenance',
  'internal_error',
  // login (PUT /auth, GET /auth/check)
  ...LOGIN_ERROR_CODES,
  'mailbox_already_associated',
  'login_email_already_associated',
  'oauth_exchange_failed',
  // provider lookup (GET /auth/mx/:email)
  'mx_not_found',
  'mx_unsupported',
  // delete flow
  'delete_account_not_in_database',
  // magic link: `timeout` (above) when expired, these otherwise
  'magic_code_invalid',
  'magic_code_used',
  // async jobs
  'async_token_invalid',
  // user form + referrals
  'user_form_invalid',
  'unknown_code',
  'already_referred',
  // accounts
  'minimum_active_account',
  'account_not_found',
  // push
  'register_error',
  // gdpr
  'gdpr_not_ready',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status of each error code; every other code is a 400 (`invalid_request` may also be 413/415). */
export const ERROR_HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  unauthorized: 401,
  not_found: 404,
  account_not_found: 404,
  already_referred: 409,
  rate_limited: 429,
  internal_error: 500,
};

/**
 * Codes any call may answer, beside its own `errors`: a malformed request, the maintenance switch
 * (every call but health and config), a server fault; and `unauthorized` on protected calls.
 */
export const GENERIC_ERROR_CODES = ['invalid_request', 'maintenance', 'internal_error'] as const;

export const apiErrorSchema = z.object({
  message: z.string(),
  data: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `data` of a 400 `invalid_request`. */
export const invalidRequestDataSchema = z.object({
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })),
});

/**
 * `data` of a 400 `user_form_invalid` (onboarding §8): either `{ partnerCode: { error } }` for a
 * referral code problem (`unknown_code`, `already_referred`), or a list of `{ name, error }`.
 */
export const userFormErrorDataSchema = z.union([
  z.object({ partnerCode: z.object({ error: z.string() }) }),
  z.array(
    z.object({
      name: z.enum(['firstname', 'lastname', 'birthYear']),
      error: z.enum([
        'user_form_firstname_invalid',
        'user_form_firstname_error',
        'user_form_birthyear_error',
      ]),
      /** For user_form_firstname_invalid: the offending characters. */
      invalidCharacters: z.array(z.string()).optional(),
    }),
  ),
]);

/** `data` of the provider lookup errors (mx_not_found, mx_unsupported). */
export const mxErrorDataSchema = z.object({
  provider: z.string().optional(),
  reason: z.string().optional(),
});

// ---- Shared field schemas ----------------------------------------------------------------------

const MAX_EMAIL = 254;
/** Maximum items in one action batch. */
export const MAX_ACTION_BATCH = 1000;

export const emailSchema = z.email().max(MAX_EMAIL);
/** Two-letter language code (onboarding §7: "language (two letters)"); a full locale is accepted too. */
export const languageSchema = z
  .string()
  .regex(/^[a-z]{2}(-[a-z]{2})?$/i)
  .transform((value) => value.toLowerCase());
export const providerSchema = z.enum(PROVIDERS);
export type ApiProvider = z.infer<typeof providerSchema>;

/** Every call accepts these (spec: "All calls append device=web and version"). */
export const commonQuerySchema = z.object({
  device: z.string().max(32).optional(),
  version: z.string().max(32).optional(),
});

const accessHeaders = z.looseObject({ 'x-access-token': z.string().min(1).max(200) });
const asyncHeaders = z.looseObject({ 'x-async-token': z.string().min(1).max(200) });
const magicHeaders = z.looseObject({ 'x-magic-token': z.string().min(1).max(200) });
const noParams = z.object({});
const done = z.object({ done: z.literal(true) });
const emailParams = z.object({ email: emailSchema });

// ---- Entities (onboarding §3, product §3) ------------------------------------------------------

export const mailboxSchema = z.object({
  email: z.string(),
  provider: providerSchema,
  isActive: z.boolean(),
  /** Mails left to sort in this mailbox. */
  count: z.number().int().nonnegative(),
  invalidGrant: z.boolean(),
  providerShutdown: z.boolean(),
  inFoxPanel: z.boolean(),
  /** False when the mailbox is the only active one (it cannot be disabled). */
  canBeDisabled: z.boolean(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

export const userSchema = z.object({
  /** Stable public id of the user. */
  hash: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  /** True until the user form was saved: the app then forces /user-form. */
  anonymous: z.boolean(),
  /** A demo account: its mailboxes are generated (a discovery visitor or a named demo address). */
  demo: z.boolean(),
  /**
   * A discovery visitor (PUT /auth/demo, "Try it with a demo mailbox"): never sent to the user form, no
   * special cards. False for a person who signs in to a named demo address (a normal new user).
   */
  discovery: z.boolean(),
  language: z.string().nullable(),
  accounts: z.array(mailboxSchema),
  /** Own referral code; null until generated. */
  partnerCode: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const AUTH_STATUSES = [
  'created',
  'associated',
  'imported',
  'reconnected',
  'reconnected-invalid-grant',
  'magic-link',
] as const;
export const authStatusSchema = z.enum(AUTH_STATUSES);
export type AuthStatus = z.infer<typeof authStatusSchema>;

export const authResultSchema = z.object({
  token: z.string(),
  user: userSchema,
  status: authStatusSchema,
  /** Legacy flags: `new` = status created, `association` = status associated. */
  new: z.boolean(),
  association: z.boolean(),
});
export type AuthResult = z.infer<typeof authResultSchema>;

export const SUBSCRIPTION_TYPES = ['subscriptions', 'later', 'spams'] as const;
/**
 * How Tidy Fox will unsubscribe from a sender: an RFC 8058 one-click request, an unsubscribe e-mail
 * (mailto), only a web page the user must open themselves (web-link), or no method at all (none; also
 * every spam sender: we never unsubscribe from spam, we block it).
 */
export const UNSUBSCRIBE_METHODS = ['one-click', 'mailto', 'web-link', 'none'] as const;
export type UnsubscribeMethod = (typeof UNSUBSCRIBE_METHODS)[number];
/**
 * How the unsubscribe attempt of a sender on auto-delete went, in one word for the My actions row: still
 * queued (pending), the request or e-mail was accepted (sent), or it failed (failed). The details of each
 * request are in `unsubscribeProof`.
 */
export const UNSUBSCRIBE_ATTEMPT_STATES = ['pending', 'sent', 'failed'] as const;
export type UnsubscribeAttemptState = (typeof UNSUBSCRIBE_ATTEMPT_STATES)[number];

/** What became of one unsubscribe request (engine: server/mail/types.ts UnsubscribeOutcome). */
export const UNSUBSCRIBE_OUTCOMES = [
  'sent',
  'rejected',
  'refused_address',
  'failed',
  'no_automatic_method',
  'spam',
] as const;
export type UnsubscribeOutcome = (typeof UNSUBSCRIBE_OUTCOMES)[number];

/** Proof of one unsubscribe request of a blocked sender (one per List-Id with its own method). */
export const unsubscribeProofSchema = z.object({
  method: z.enum(['one-click', 'mailto', 'none']),
  /** When it was made (ISO). */
  at: z.string(),
  /** The one-click URL's host, the mailto recipient's domain; null when no request was made. */
  host: z.string().nullable(),
  listId: z.string().nullable(),
  outcome: z.enum(UNSUBSCRIBE_OUTCOMES),
  /** HTTP status of the one-click answer. */
  status: z.number().int().optional(),
  /** The SMTP server's reply to the unsubscribe e-mail. */
  smtpReply: z.string().optional(),
  error: z.string().optional(),
  /** A plain unsubscribe link: never fetched automatically, offered to the user. */
  manualUrl: z.string().optional(),
});
export type UnsubscribeProof = z.infer<typeof unsubscribeProofSchema>;

export const HONOURED_STATES = ['waiting', 'honoured', 'still_sending'] as const;
/** Did the sender stop? Mail received after dueAt (48 h + grace after the accepted request) = still sending. */
export const honouredCheckSchema = z.object({
  dueAt: z.string(),
  state: z.enum(HONOURED_STATES),
  /** Mails received after dueAt (moved to Trash by the block all the same). */
  count: z.number().int().nonnegative(),
  lastReceivedAt: z.string().nullable(),
});
export type HonouredCheck = z.infer<typeof honouredCheckSchema>;

export const subscriptionSchema = z.object({
  /** Display name of the sender. */
  name: z.string(),
  /** Sender address. */
  sender: z.string(),
  /** The mailbox it arrived in. */
  email: z.string(),
  /** Mails received. */
  count: z.number().int().nonnegative(),
  /** Percent 0..100. */
  openRate: z.number().min(0).max(100),
  notSeen: z.boolean(),
  /** Spam score 0..1; spam when above SPAM_CONFIDENCE_THRESHOLD. */
  spoumConfidence: z.number().min(0).max(1),
  type: z.enum(SUBSCRIPTION_TYPES),
  /** Decision date (ISO) in My actions lists; null in the cleaning list. */
  date: z.string().nullable(),
  lastReceivedAt: z.string(),
  isLater: z.boolean(),
  /** Listed senders and senders on auto-delete (absent on kept ones and special cards). */
  unsubscribeMethod: z.enum(UNSUBSCRIBE_METHODS).optional(),
  /** Senders on auto-delete only, when the engine reports the unsubscribe attempt's outcome. */
  unsubscribeOutcome: z.enum(UNSUBSCRIBE_ATTEMPT_STATES).optional(),
  /** Blocked senders (real mailboxes): the proof of each unsubscribe request, once sent. */
  unsubscribeProof: z.array(unsubscribeProofSchema).optional(),
  /** Blocked senders: the honoured check; null until a request was accepted. */
  honouredCheck: honouredCheckSchema.nullable().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Action payload item (product §3: email and sender only). */
export const actionItemSchema = z.object({ email: emailSchema, sender: z.string().min(1).max(MAX_EMAIL) });
export type ActionItem = z.infer<typeof actionItemSchema>;
const actionBody = z.object({ subscriptions: z.array(actionItemSchema).min(1).max(MAX_ACTION_BATCH) });
const actionAnswer = z.object({ done: z.literal(true), count: z.number().int().nonnegative() });

export const FETCH_STATUSES = ['empty', 'pending', 'partial', 'done'] as const;
export const fetchStatusSchema = z.enum(FETCH_STATUSES);
export type FetchStatus = z.infer<typeof fetchStatusSchema>;

export const subscriptionsAnswerSchema = z.object({
  /** Every sender still to sort (de-duplicated by sender + mailbox). */
  subscriptions: z.array(subscriptionSchema),
  /** Senders found since the `since` query time (all of them when `since` is absent). */
  incrementalSubscriptions: z.array(subscriptionSchema),
  extras: z.object({
    /** Server time of this answer (ISO): pass it as `since` on the next poll. */
    serverTime: z.string(),
    /** Scan progress 0..100. */
    progress: z.number().min(0).max(100),
    scannedMails: z.number().int().nonnegative(),
    totalMails: z.number().int().nonnegative(),
    spams: z.number().int().nonnegative(),
    later: z.number().int().nonnegative(),
  }),
  mailboxes: z.array(mailboxSchema),
  status: fetchStatusSchema,
  /** Milliseconds before the next poll while the scan runs; null when done. */
  retry: z.number().int().nonnegative().nullable(),
});
export type SubscriptionsAnswer = z.infer<typeof subscriptionsAnswerSchema>;

export const partnerSchema = z.object({
  code: z.string(),
  name: z.string(),
  img: z.string(),
  text: z.string(),
  type: z.string(),
  seo: z.object({ title: z.string(), description: z.string() }),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerStatsSchema = z.object({
  referees: z.number().int().nonnegative(),
  sqm: z.number().nonnegative(),
  deleted: z.number().int().nonnegative(),
  /** Grams of CO2. */
  co2: z.number().nonnegative(),
});
export type PartnerStats = z.infer<typeof partnerStatsSchema>;

export const userStatsSchema = z.object({
  autoDeletedNewsletters: z.number().int().nonnegative(),
  deletedMails: z.number().int().nonnegative(),
  storageSavedInKo: z.number().nonnegative(),
  treatedNewsletters: z.number().int().nonnegative(),
  remainsMailsToTreat: z.number().int().nonnegative(),
});
export const globalStatsSchema = z.object({
  deletedMails: z.number().int().nonnegative(),
  storageSavedInKo: z.number().nonnegative(),
  averageNewslettersPerAccount: z.number().nonnegative(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
export type GlobalStats = z.infer<typeof globalStatsSchema>;

export const USER_SETTING_NAMES = ['notifications.push.news', 'notifications.push.important'] as const;
export const userSettingsSchema = z.object({
  notifications: z.object({ push: z.object({ news: z.boolean(), important: z.boolean() }) }),
  /** For the `appInstanceId` of the query, when given. */
  isRegisteredToPushNotifications: z.boolean(),
  /** Web Push VAPID public key (base64url) for `pushManager.subscribe`. */
  vapidPublicKey: z.string(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const ACCOUNT_SETTING_NAMES = ['inFoxPanel', 'isActive'] as const;

export const agreementsSchema = z.object({
  /** ISO dates of the user's last acceptance, null when never accepted. */
  terms: z.string().nullable(),
  privacy: z.string().nullable(),
});

export const gdprStatusSchema = z.object({
  requestId: z.string(),
  done: z.boolean(),
  /** Download link (same origin, with a secret key; valid until the export expires, 24 h) once done; '' before. */
  url: z.string(),
  /** Milliseconds before the next poll; null when done. */
  retry: z.number().int().nonnegative().nullable(),
});

export const remoteConfigSchema = z.object({
  landing_without_qr_code_web: z.number().min(0).max(100),
  event_ui: z.string(),
  is_user_from_usa: z.boolean(),
  isEea: z.boolean(),
  analytics_blocked: z.boolean(),
  last_terms_update: z.string(),
  last_privacy_update: z.string(),
  login_timeout_seconds: z.number().int().positive(),
  login_delay_retry_seconds: z.number().int().positive(),
  action_delay_seconds: z.number().nonnegative(),
  sharing_cards_positions: z.array(z.number().int().nonnegative()),
  /** The marketing card of the cleaning deck (product §2 special cards); none when absent. */
  marketing_card: z
    .object({
      title: z.string().min(1).max(200),
      subtitle: z.string().max(500).optional(),
      cta: z.string().url().max(2000).optional(),
      tag: z.string().max(60).optional(),
      position: z.number().int().nonnegative(),
    })
    .nullish(),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

const pollAnswer = <T extends z.ZodType>(result: T) =>
  z.union([z.object({ retry: z.number().int().nonnegative() }), z.object({ result })]);

const signUpFields = {
  signUpReferrer: z.string().max(500).optional(),
  signUpUtmSource: z.string().max(200).optional(),
  signUpUtmCampaign: z.string().max(200).optional(),
  signUpUtmMedium: z.string().max(200).optional(),
};

export const loginBodySchema = z
  .object({
    email: emailSchema,
    /** Mailbox password (the login forms send `password`; `code` is the legacy name). */
    password: z.string().min(1).max(500).optional(),
    code: z.string().min(1).max(500).optional(),
    provider: providerSchema.optional(),
    options: z.record(z.string(), z.unknown()).optional(),
    device: z.string().max(32).optional(),
    language: languageSchema.optional(),
    ...signUpFields,
    oAuthCode: z.string().min(1).max(4000).optional(),
    oAuthCodeVerifier: z.string().min(43).max(128).optional(),
  })
  .refine((body) => Boolean(body.password || body.code || (body.oAuthCode && body.oAuthCodeVerifier)), {
    message: 'password, code or oAuthCode + oAuthCodeVerifier is required',
    path: ['password'],
  });

// ---- Endpoints ---------------------------------------------------------------------------------

export interface EndpointDefinition {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** Under API_PREFIX, with `:param` placeholders. */
  path: string;
  /** Needs header `x-access-token`. */
  auth: boolean;
  summary: string;
  params: z.ZodType;
  query: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The call's own error codes (see GENERIC_ERROR_CODES for the shared ones). */
  errors?: readonly ErrorCode[];
}

const endpoint = <const E extends EndpointDefinition>(definition: E) => definition;

export const endpoints = {
  // ---- health, config ----
  health: endpoint({
    method: 'GET',
    path: '/health/device/web/version/:version',
    auth: false,
    summary: 'Service status; maintenance shows the banner.',
    params: z.object({ version: z.string().min(1).max(32) }),
    query: commonQuerySchema,
    response: z.object({ status: z.enum(['ok', 'maintenance']) }),
  }),
  remoteConfig: endpoint({
    method: 'GET',
    path: '/config',
    auth: false,
    summary: 'Remote configuration values (onboarding §3 keys, action delay, sharing card positions).',
    params: noParams,
    query: commonQuerySchema,
    response: remoteConfigSchema,
  }),
  beta: endpoint({
    method: 'GET',
    path: '/beta',
    auth: false,
    summary: 'Beta flag: variant a or b.',
    params: noParams,
    query: commonQuerySchema,
    response: z.object({ beta: z.enum(['a', 'b']) }),
  }),

  // ---- auth ----
  authLogin: endpoint({
    method: 'PUT',
    path: '/auth',
    auth: false,
    summary:
      'Starts an asynchronous mailbox login (password or Microsoft OAuth PKCE). With x-access-token, adds the mailbox to that user.',
    params: noParams,
    query: commonQuerySchema,
    headers: z.looseObject({ 'x-access-token': z.string().max(200).optional() }),
    body: loginBodySchema,
    response: z.object({ token: z.string() }),
    errors: ['unauthorized', 'rate_limited'],
  }),
  authCheck: endpoint({
    method: 'GET',
    path: '/auth/check',
    auth: false,
    summary: 'Polls a login job: { retry } until { result: { token, user, status } } or a login error.',
    params: noParams,
    query: commonQuerySchema,
    headers: asyncHeaders,
    response: pollAnswer(authResultSchema),
    errors: [
      'async_token_invalid',
      ...LOGIN_ERROR_CODES,
      'mailbox_already_associated',
      'oauth_exchange_failed',
      'mx_not_found',
      'mx_unsupported',
      'rate_limited',
    ],
  }),
  authDemo: endpoint({
    method: 'PUT',
    path: '/auth/demo',
    auth: false,
    summary: 'Discovery mode: a new user with a generated demo mailbox, signed in at once.',
    params: noParams,
    query: commonQuerySchema,
    // Optional bodies are nullish: a call without a body is validated as null by the server.
    body: z.object({ language: languageSchema.optional() }).nullish(),
    response: authResultSchema,
    errors: ['rate_limited'],
  }),
  authMx: endpoint({
    method: 'GET',
    path: '/auth/mx/:email',
    auth: false,
    summary:
      "Provider lookup: domain table, then DNS MX. invalidGrant (true) is present for a mailbox of the caller's own session, absent for any other address with a session, always present without one: whether the server knows an address is not told (delete and add-mailbox flows).",
    params: emailParams,
    query: commonQuerySchema,
    response: z.object({
      provider: providerSchema,
      isShutdown: z.boolean(),
      invalidGrant: z.boolean().optional(),
    }),
    errors: ['mx_not_found', 'mx_unsupported', 'rate_limited'],
  }),
  authMagic: endpoint({
    method: 'PUT',
    path: '/auth/magic',
    auth: false,
    summary:
      'Mails a single-use, expiring sign-in link. Answers the same whether or not the address is known.',
    params: noParams,
    query: commonQuerySchema,
    body: z.object({ email: emailSchema, language: languageSchema.optional() }),
    response: z.object({ sent: z.literal(true) }),
    errors: ['rate_limited'],
  }),
  authMagicCheck: endpoint({
    method: 'GET',
    path: '/auth/magic/check',
    auth: false,
    summary:
      'Exchanges the link code (x-magic-token) for a session. Errors: timeout (expired), magic_code_used.',
    params: noParams,
    query: commonQuerySchema,
    headers: magicHeaders,
    response: z.object({ result: z.object({ token: z.string(), user: userSchema }) }),
    errors: ['timeout', 'magic_code_used', 'magic_code_invalid', 'rate_limited'],
  }),
  authConsent: endpoint({
    method: 'PUT',
    path: '/auth/consent',
    auth: false,
    summary: 'Records acceptance of the terms for an address.',
    params: noParams,
    query: commonQuerySchema,
    body: z.object({
      email: emailSchema,
      language: languageSchema.optional(),
      device: z.string().max(32).optional(),
      ...signUpFields,
    }),
    response: done,
    errors: ['rate_limited'],
  }),
  authFutureContact: endpoint({
    method: 'PUT',
    path: '/auth/consent/future-contact',
    auth: false,
    summary: 'Records consent to be contacted later.',
    params: noParams,
    query: commonQuerySchema,
    body: z.object({
      email: emailSchema,
      language: languageSchema.optional(),
      device: z.string().max(32).optional(),
    }),
    response: done,
    errors: ['rate_limited'],
  }),

  // ---- users ----
  user: endpoint({
    method: 'GET',
    path: '/v3/users',
    auth: true,
    summary: 'The signed-in user.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    response: z.object({ user: userSchema }),
  }),
  userLogout: endpoint({
    method: 'POST',
    path: '/v3/users/logout',
    auth: true,
    summary: 'Revokes the session token (and the push registration of appInstanceId).',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: z.object({ appInstanceId: z.string().max(200).optional() }).nullish(),
    response: done,
  }),
  userLogoutAll: endpoint({
    method: 'POST',
    path: '/v3/users/logout/all',
    auth: true,
    summary:
      'Signs out everywhere: revokes every session of the user (this one included) and drops their push registrations.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: z.object({}).nullish(),
    response: done,
  }),
  userInformation: endpoint({
    method: 'POST',
    path: '/v3/users/information',
    auth: true,
    summary:
      'Saves the user form. Errors: user_form_invalid (data per field), unknown_code, already_referred.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: z.object({
      firstname: z.string().max(100),
      lastname: z.string().max(100).optional(),
      birthYear: z.coerce.number().int(),
      partnerCode: z.string().max(64).optional(),
      device: z.string().max(32).optional(),
    }),
    response: z.object({ user: userSchema }),
    errors: ['user_form_invalid'],
  }),
  userLanguage: endpoint({
    method: 'PUT',
    path: '/v3/users/language',
    auth: true,
    summary: 'Stores the interface language (used for e-mails).',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: z.object({ language: languageSchema }),
    response: done,
  }),
  userSettings: endpoint({
    method: 'GET',
    path: '/v3/users/settings',
    auth: true,
    summary: 'Notification settings.',
    params: noParams,
    query: commonQuerySchema.extend({ appInstanceId: z.string().max(200).optional() }),
    headers: accessHeaders,
    response: userSettingsSchema,
  }),
  userSettingsUpdate: endpoint({
    method: 'PUT',
    path: '/v3/users/settings',
    auth: true,
    summary: 'Updates one notification setting.',
    params: noParams,
    query: commonQuerySchema.extend({ appInstanceId: z.string().max(200).optional() }),
    headers: accessHeaders,
    body: z.object({ name: z.enum(USER_SETTING_NAMES), value: z.boolean() }),
    response: userSettingsSchema,
  }),
  pushRegister: endpoint({
    method: 'POST',
    path: '/v3/users/notification/push/register',
    auth: true,
    summary: 'Registers a Web Push subscription (token = JSON of the PushSubscription).',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: z.object({
      token: z.string().min(1).max(4000),
      appInstanceId: z.string().min(1).max(200),
      device: z.string().max(32).optional(),
    }),
    response: done,
    errors: ['register_error'],
  }),
  pushUnregister: endpoint({
    method: 'POST',
    path: '/v3/users/notification/push/unregister',
    auth: true,
    summary: 'Removes the push registration of an app instance.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: z.object({ appInstanceId: z.string().min(1).max(200) }),
    response: done,
  }),
  userStats: endpoint({
    method: 'GET',
    path: '/v3/users/stats',
    auth: true,
    summary: 'User and global statistics, computed from recorded actions.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    response: z.object({ user: userStatsSchema, global: globalStatsSchema }),
  }),
  referrals: endpoint({
    method: 'GET',
    path: '/v3/users/referrals',
    auth: true,
    summary: 'People who signed up with the user’s code; generates the own code when missing.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    response: z.object({
      partnerCode: z.string(),
      referrals: z.array(z.object({ name: z.string(), date: z.string() })),
    }),
  }),
  referralByCode: endpoint({
    method: 'PUT',
    path: '/v3/users/referrals/code/:code',
    auth: true,
    summary: 'Records that the user was referred by a code. Errors: unknown_code, already_referred.',
    params: z.object({ code: z.string().min(1).max(64) }),
    query: commonQuerySchema,
    headers: accessHeaders,
    response: done,
    errors: ['unknown_code', 'already_referred'],
  }),
  feedbackGiven: endpoint({
    method: 'GET',
    path: '/v3/users/feedbacks/given/device/:device/version/:version',
    auth: true,
    summary: 'Whether the user already gave feedback for this device and version.',
    params: z.object({ device: z.string().min(1).max(32), version: z.string().min(1).max(32) }),
    query: commonQuerySchema,
    headers: accessHeaders,
    response: z.object({ given: z.boolean() }),
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/v3/users/feedbacks',
    auth: true,
    summary: 'Stores a feedback.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: z.object({
      device: z.string().min(1).max(32),
      version: z.string().min(1).max(32),
      mood: z.string().min(1).max(32),
      tags: z.array(z.string().max(64)).max(20).default([]),
      message: z.string().max(5000).default(''),
    }),
    response: done,
  }),
  agreements: endpoint({
    method: 'GET',
    path: '/v3/agreements',
    auth: true,
    summary: 'Dates the user accepted the terms and the privacy policy.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    response: agreementsSchema,
  }),
  agreementAccept: endpoint({
    method: 'PUT',
    path: '/v3/agreements/:kind',
    auth: true,
    summary: 'Accepts the current terms or privacy policy.',
    params: z.object({ kind: z.enum(['terms', 'privacy']) }),
    query: commonQuerySchema,
    headers: accessHeaders,
    response: agreementsSchema,
  }),
  gdprRequest: endpoint({
    method: 'PUT',
    path: '/users/gdpr',
    auth: true,
    summary: 'Starts a data-portability export.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    response: z.object({ requestId: z.string() }),
  }),
  gdprStatus: endpoint({
    method: 'GET',
    path: '/users/gdpr/:requestId',
    auth: true,
    summary: 'Polls an export: { done, url, retry }.',
    params: z.object({ requestId: z.string().min(1).max(100) }),
    query: commonQuerySchema,
    headers: accessHeaders,
    response: gdprStatusSchema,
    errors: ['not_found'],
  }),
  gdprFile: endpoint({
    method: 'GET',
    path: '/users/gdpr/:requestId/file',
    auth: false,
    summary: 'Downloads the export text file (the url of gdprStatus carries its key).',
    params: z.object({ requestId: z.string().min(1).max(100) }),
    query: commonQuerySchema.extend({ key: z.string().min(1).max(200) }),
    response: z.string(),
    errors: ['not_found', 'gdpr_not_ready'],
  }),

  // ---- accounts (mailboxes) ----
  accountSettings: endpoint({
    method: 'PUT',
    path: '/v3/accounts/:email/settings',
    auth: true,
    summary: 'Sets inFoxPanel or isActive of a mailbox. Error: minimum_active_account.',
    params: emailParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: z.object({ name: z.enum(ACCOUNT_SETTING_NAMES), value: z.boolean() }),
    response: z.object({ user: userSchema }),
    errors: ['account_not_found', 'minimum_active_account'],
  }),
  accountDelete: endpoint({
    method: 'DELETE',
    path: '/v3/accounts/:email',
    auth: true,
    summary: 'Starts removing a mailbox (the last one deletes the user); poll accountDeleteCheck.',
    params: emailParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    response: z.object({ token: z.string() }),
    errors: ['account_not_found'],
  }),
  accountDeleteCheck: endpoint({
    method: 'GET',
    path: '/v3/accounts/:email/check',
    // The async token alone authorises the poll: removing the last mailbox deletes the user and its sessions.
    auth: false,
    summary:
      'Polls a mailbox removal (x-async-token): { retry } until { result: { user } }; user null when the removal of the last mailbox deleted the user.',
    params: emailParams,
    query: commonQuerySchema,
    headers: asyncHeaders,
    response: pollAnswer(z.object({ user: userSchema.nullable() })),
    errors: ['async_token_invalid', 'unknown_error'],
  }),

  // ---- subscriptions (delegated to the mail engine) ----
  subscriptions: endpoint({
    method: 'GET',
    path: '/v3/subscriptions',
    auth: true,
    summary: 'Senders to sort and the scan status; starts a scan when none ran.',
    params: noParams,
    query: commonQuerySchema.extend({ since: z.iso.datetime().optional() }),
    headers: accessHeaders,
    response: subscriptionsAnswerSchema,
  }),
  subscriptionsDelete: endpoint({
    method: 'POST',
    path: '/v3/subscriptions/delete',
    auth: true,
    summary: 'Deletes the existing mails of these senders (no unsubscription).',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: actionBody,
    response: actionAnswer,
  }),
  subscriptionsBlock: endpoint({
    method: 'POST',
    path: '/v3/subscriptions/block',
    auth: true,
    summary: 'Unsubscribes these senders (auto-delete): their mails are deleted now and when they arrive.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: actionBody,
    response: actionAnswer,
  }),
  subscriptionsKeep: endpoint({
    method: 'POST',
    path: '/v3/subscriptions/keep',
    auth: true,
    summary: 'Keeps these senders.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: actionBody,
    response: actionAnswer,
  }),
  subscriptionsPostpone: endpoint({
    method: 'POST',
    path: '/v3/subscriptions/postpone',
    auth: true,
    summary: 'Puts these senders on the later list.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: actionBody,
    response: actionAnswer,
  }),
  subscriptionsUnblock: endpoint({
    method: 'POST',
    path: '/v3/subscriptions/unblock',
    auth: true,
    summary: 'Rollback of auto-delete.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: actionBody,
    response: actionAnswer,
  }),
  subscriptionsRelease: endpoint({
    method: 'POST',
    path: '/v3/subscriptions/release',
    auth: true,
    summary: 'Rollback of keep.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    body: actionBody,
    response: actionAnswer,
  }),
  subscriptionsBlocked: endpoint({
    method: 'GET',
    path: '/v3/subscriptions/blocked',
    auth: true,
    summary: 'Senders on auto-delete.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    response: z.object({ subscriptions: z.array(subscriptionSchema) }),
  }),
  subscriptionsKept: endpoint({
    method: 'GET',
    path: '/v3/subscriptions/kept',
    auth: true,
    summary: 'Kept senders.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    response: z.object({ subscriptions: z.array(subscriptionSchema) }),
  }),
  subscriptionsPostponed: endpoint({
    method: 'GET',
    path: '/v3/subscriptions/postponed',
    auth: true,
    summary: 'Senders on the later list.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    response: z.object({ subscriptions: z.array(subscriptionSchema) }),
  }),
  demoReset: endpoint({
    method: 'POST',
    path: '/v3/demo/reset',
    auth: true,
    summary: 'Discovery mode only: regenerates the demo mailbox and forgets its decisions.',
    params: noParams,
    query: commonQuerySchema,
    headers: accessHeaders,
    response: done,
  }),

  // ---- partners and trees (public) ----
  partners: endpoint({
    method: 'GET',
    path: '/partners',
    auth: false,
    summary: 'Partners (we-forest among them).',
    params: noParams,
    query: commonQuerySchema,
    response: z.object({ partners: z.array(partnerSchema) }),
  }),
  treesAll: endpoint({
    method: 'GET',
    path: '/trees/all',
    auth: false,
    summary: 'Counters over every partner.',
    params: noParams,
    query: commonQuerySchema,
    response: partnerStatsSchema,
  }),
  treesPartner: endpoint({
    method: 'GET',
    path: '/trees/:partner',
    auth: false,
    summary: 'Counters of one partner (referees, sqm, deleted mails, CO2 grams).',
    params: z.object({ partner: z.string().min(1).max(64) }),
    query: commonQuerySchema,
    response: partnerStatsSchema,
    errors: ['not_found'],
  }),
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
type Field<N extends EndpointName, K extends string> =
  Endpoints[N] extends Record<K, infer S extends z.ZodType> ? z.infer<S> : undefined;
/** Input types (what the client sends, before server transforms). */
type InputField<N extends EndpointName, K extends string> =
  Endpoints[N] extends Record<K, infer S extends z.ZodType> ? z.input<S> : undefined;
export type EndpointParams<N extends EndpointName> = InputField<N, 'params'>;
export type EndpointQuery<N extends EndpointName> = InputField<N, 'query'>;
export type EndpointHeaders<N extends EndpointName> = InputField<N, 'headers'>;
export type EndpointBody<N extends EndpointName> = InputField<N, 'body'>;
export type EndpointResponse<N extends EndpointName> = Field<N, 'response'>;

/** Fills `:param` placeholders (URI-encoded) and prefixes API_PREFIX: `buildPath('authMx', { email })`. */
export function buildPath<N extends EndpointName>(name: N, params?: Record<string, string | number>): string {
  const path = endpoints[name].path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`missing path param ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
  return `${API_PREFIX}${path}`;
}
