/**
 * What the specs leave "not shown", as this server does it: shown on /api/docs and in the OpenAPI
 * document's description. Keep it true when a behaviour changes (server/README.md says the same in short).
 */
export const DESIGN_NOTES = `## Design notes (where the specs say "not shown")

### Conventions
- Every call lives under \`/api\` on the web app's origin and accepts the query parameters \`device\` and \`version\`.
- Protected calls read the session token from \`x-access-token\`; without a live session they answer \`401 unauthorized\` before anything else is checked.
- Every error is \`{ message, data }\`: \`message\` is a stable code (never translated), \`data\` the details. A malformed request is \`400 invalid_request\` with \`data.issues\` (\`path\` starts with \`params\`, \`querystring\`, \`headers\` or \`body\`); a body over 1 MB is 413, a content type other than JSON 415, a NUL character anywhere 400; an empty body is no body (calls whose body is optional take none). A client's mistake is never a 500.
- With \`MAINTENANCE=1\` every call but health and remote config answers \`400 maintenance\`.
- API answers are never cached (\`cache-control: no-store\`). CORS is closed unless \`CORS_ORIGINS\` lists origins.

### Sessions and asynchronous jobs
- Session tokens are 256-bit random values; only their SHA-256 is stored. Sliding expiry: a session not used for 30 days (\`SESSION_IDLE_DAYS\`) ends (\`401\`), each use moves its end forward. \`POST /v3/users/logout\` revokes one (and drops the push registration of \`appInstanceId\`); \`POST /v3/users/logout/all\` signs out everywhere (every session of the user, and its push registrations).
- Calls that start work answer an async token (\`PUT /auth\`, \`DELETE /v3/accounts/{email}\`); their check call answers \`{ retry }\` (milliseconds to wait: 1000 for a login, 500 for a removal) until \`{ result }\` or an error. A result is handed out once; asking again is \`async_token_invalid\`. An error answer stays the same on every poll.

### Login (\`PUT /auth\`, \`GET /auth/check\`)
- The login forms send \`password\` (\`code\` is accepted as its legacy name); Microsoft sends \`oAuthCode\` + \`oAuthCodeVerifier\`, exchanged at the token endpoint \`MS_TOKEN_URL\` (PKCE); the refresh token is kept, encrypted (AES-256-GCM), for the mail engine. An id_token naming another address than \`email\` is \`invalid_credentials\` with \`data.reason = account_mismatch\`; a refused exchange is \`oauth_exchange_failed\` with the provider's error in \`data.reason\`.
- The login check itself has a 60 s budget (then \`timeout\`). Errors: \`invalid_credentials\`, \`timeout\`, \`application_password\`, \`imap_disabled\`, \`unknown_error\`, and the provider lookup's \`mx_not_found\` / \`mx_unsupported\`.
- Statuses: \`created\` (a new user), \`associated\` (the mailbox was added to the user of \`x-access-token\`), \`reconnected\` (known mailbox, new credentials), \`reconnected-invalid-grant\` (the mailbox had been flagged invalid_grant), \`imported\` (the mailbox was known without credentials, e.g. a discovery mailbox). Legacy flags: \`new\` = created, \`association\` = associated.
- A mailbox belongs to one user: adding one that another user owns is \`mailbox_already_associated\`.
- The sign-up tracking fields (\`signUpReferrer\`, \`signUpUtmSource\`, \`signUpUtmCampaign\`, \`signUpUtmMedium\`) are kept on the user a login creates (later logins do not change them) and are part of the data export.
- Mailbox passwords and OAuth tokens are stored AES-256-GCM encrypted (key \`SECRET_KEY\` or \`DATA_DIR/secret.key\`) and never logged.

### Provider lookup (\`GET /auth/mx/{email}\`)
- The domain table (\`DOMAIN_MAP_FILE\`) first, then DNS MX records (2 s); an unknown MX host is provider \`other\` (IMAP at \`imap.<domain>\`).
- \`isShutdown\` is true for a provider being shut down (the app then offers the magic link). \`invalidGrant: true\` tells a session that the address is one of its own mailboxes (then \`provider\` is the stored one); to another user's session it is never present and without a session it always is, so nobody learns whether the server knows an address (same answer, same queries): the delete-account flow then goes on to the sign-in, which proves the mailbox is the caller's, and the add-mailbox flow's sign-in answers \`mailbox_already_associated\` once the password is checked.
- \`mx_not_found\`: \`data.reason\` \`no_mx_record\` or \`dns_timeout\`. \`mx_unsupported\`: \`data.provider\` (a display name such as Proton Mail) and \`data.reason\` \`unsupported_domain\` or \`unsupported_mail_host\`.

### Magic link (\`PUT /auth/magic\`, \`GET /auth/magic/check\`)
- Only addresses of known mailboxes get a mail, but the answer is \`{ sent: true }\` for every address, and also once an address got 5 links in an hour (\`RATE_LIMIT_MAGIC_PER_ADDRESS_PER_HOUR\`): the call reveals neither who has an account nor the cap.
- The link is \`/<locale>/magic-link?code=…\` (locale from \`language\`, else the user's); it works once and expires after 15 minutes (\`MAGIC_LINK_TTL_SECONDS\`). The check answers \`timeout\` when expired, \`magic_code_used\` when reused, \`magic_code_invalid\` otherwise.
- Without \`SMTP_URL\` the mail goes to the dev outbox \`DATA_DIR/outbox/\` (\`.eml\` and \`.txt\`).

### Rate limits (per client IP, \`429 rate_limited\` with \`data.retryAfter\`)
- 30 a minute (\`RATE_LIMIT_AUTH_PER_MINUTE\`) per client IP, one budget shared by \`PUT /auth\`, \`PUT /auth/demo\`, \`GET /auth/mx\`, \`PUT /auth/magic\`, \`GET /auth/magic/check\`, \`PUT /auth/consent\` and \`PUT /auth/consent/future-contact\`; four times that for the \`GET /auth/check\` polls; 10 an hour (\`RATE_LIMIT_MAGIC_PER_HOUR\`) for \`PUT /auth/magic\`. \`PUT /auth/magic\` answers before looking the address up (the lookup and the mail run in the job queue): known and unknown addresses get the same answer in the same time. Other calls are not limited.

### Consent
- \`PUT /auth/consent\` and \`/auth/consent/future-contact\` record the address, language, device and sign-up tracking fields with a time; nothing else depends on them yet.

### Users
- \`POST /v3/users/information\` checks the form like the app (first name of 2+ letters, age 15 to 100): \`user_form_invalid\` with \`data\` a list of \`{ name, error, invalidCharacters? }\`, or \`{ partnerCode: { error } }\` (\`unknown_code\`, \`already_referred\`) for the referral code. \`anonymous\` stays true until the form is saved.
- \`PUT /v3/users/language\` stores the language used for e-mails.

### Mailboxes
- \`PUT /v3/accounts/{email}/settings\`: \`isActive\` false on the only active mailbox is \`minimum_active_account\` (each mailbox carries \`canBeDisabled\`). Inactive mailboxes are left out of scans, lists and actions.
- \`providerShutdown\` is true for the mailboxes of a provider on the domain map's \`shutdown\` list (checked at each sign-in and each start of the server).
- \`invalidGrant\` is set when a scan is refused by the mailbox's server (password changed, app password revoked, IMAP switched off, OAuth grant withdrawn); the next sign-in with that address answers \`reconnected-invalid-grant\` and clears it.
- \`DELETE /v3/accounts/{email}\` forgets the mailbox (credentials, scans, decisions). Removing the last one deletes the user and its sessions: the check then answers \`{ result: { user: null } }\` (the async token alone authorises that poll).

### Senders (delegated to the mail engine)
- \`GET /v3/subscriptions\` starts a scan when none ran; \`status\` goes \`pending\` → \`partial\` → \`done\` with \`retry\` (ms) while it runs. Pass \`extras.serverTime\` as \`since\` on the next poll: \`incrementalSubscriptions\` then holds the senders found since. The sender lists (\`GET /v3/subscriptions\`, \`/blocked\`, \`/kept\`, \`/postponed\`) carry a weak \`ETag\` with \`cache-control: private, no-cache\`: \`If-None-Match\` with the same tag answers \`304\` without body. Once the scan is done, the list answer is prepared once and served as it is until a decision or a new scan changes it (its \`extras.serverTime\` is then the time it was prepared: nothing was found since). Answers of 1 KB or more are compressed (brotli or gzip, per \`accept-encoding\`).
- The four actions and the two rollbacks take up to 1000 \`{ email, sender }\` items (duplicates ignored) and answer \`{ done: true, count }\`, \`count\` being the senders found. They are idempotent per sender. \`delete\` removes the sender's mails; \`block\` removes them and every future one (auto-delete); \`keep\` and \`postpone\` move no mail; \`unblock\` / \`release\` return a sender to the list to sort.

### Statistics, referrals, partners
- User statistics come from the recorded actions: \`deletedMails\` and \`storageSavedInKo\` sum the mails of delete and block actions, \`treatedNewsletters\` counts distinct senders deleted, blocked or kept, \`autoDeletedNewsletters\` the senders on auto-delete now, \`remainsMailsToTreat\` the mails of the senders still to sort. Global: deleted mails and storage of everyone, and the average senders found per mailbox.
- Partner counters: \`referees\` (users referred by the partner's code), \`sqm\` (the partner's square metres per referee), \`deleted\` (mails their referees deleted), \`co2\` (10 g per deleted mail).
- A user's own code (8 characters, generated at the first \`GET /v3/users/referrals\`) or a partner's code (e.g. \`we-forest\`) can refer a user once: \`unknown_code\` (also for one's own code), \`409 already_referred\`.

### Notifications
- \`GET /v3/users/settings\` carries the Web Push VAPID public key (\`vapidPublicKey\`, generated on first start). \`POST …/push/register\` takes \`token\` = the JSON of the browser's PushSubscription (an https endpoint and its keys, else \`register_error\`), per \`appInstanceId\`; \`POST …/push/unregister\` removes it.

### Data export (\`PUT /users/gdpr\`)
- Builds a plain-text data-portability file (profile with the sign-up source, mailboxes without credentials, consents, sender decisions, feedback, push registrations) in the background. When \`done\`, \`url\` is a same-origin link with a secret key; the export can be polled and downloaded for 24 hours, then it is deleted.

### Feedback
- \`GET /v3/users/feedbacks/given/device/{device}/version/{version}\` answers \`{ given }\` for that device and version.

### Discovery (demo) mode
- \`PUT /auth/demo\` creates a visitor with three generated mailboxes (150+ senders each: newsletters, shops, spam, personal mail, some already kept) and signs in at once; each call is a new visitor, so the demo state is per session. The user answer says \`discovery: true\` only for such a visitor (the app never sends it to the user form and adds no special cards); a person who signs in to a named demo address is a normal new user (\`demo: true\`, \`discovery: false\`) and fills the user form. \`POST /v3/demo/reset\` forgets its decisions and scans again. Any address at \`demo.tidyfox.test\` also signs in with the password \`demo\` (such a named demo account is shared by whoever uses it), except the generated discovery addresses (\`visitor-…\`, \`invalid_credentials\`). A demo account never holds a real mailbox: adding one while signed in to a demo account starts a real account (\`created\`, a new session), and a demo address whose user holds a real mailbox is refused (\`invalid_credentials\`). Decisions are kept in the database like real ones (they survive a restart); users whose mailboxes are all demo ones are deleted a week after they were created.
`;
