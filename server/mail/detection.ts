/**
 * Newsletter / spam detection from headers only. The detector (and its corpus test) only ever sees the
 * fields of FETCH_HEADER_FIELDS. The scan fetches the whole header block (BODY.PEEK[HEADER]) and keeps
 * these fields: measured with imapflow 2.4, a HEADER.FIELDS list of ~30 names parses 4x slower than the
 * whole header (3.9k vs 16.6k msg/s on 20k messages).
 */
import { first, type HeaderMap } from './headers';

export const FETCH_HEADER_FIELDS: string[] = [
  'from',
  'date',
  'message-id',
  'list-id',
  'list-unsubscribe',
  'list-unsubscribe-post',
  'precedence',
  'feedback-id',
  'cfbl-address',
  'auto-submitted',
  'x-mailer',
  'x-campaign',
  'x-campaign-id',
  'x-campaignid',
  'x-mailgun-sid',
  'x-mailgun-tag',
  'x-mailgun-variables',
  'x-ses-outgoing',
  'x-sg-eid',
  'x-mc-user',
  'x-mandrill-user',
  'x-msys-api',
  'x-mailjet-campaign',
  'x-mailin-campaign',
  'x-csa-complaints',
  'x-newsletter',
  'x-spam-flag',
  'x-spam-status',
  'x-spam-score',
  'authentication-results',
];

/** The same list as a set, to keep only these fields from a whole fetched header. */
export const DETECTION_FIELDS: ReadonlySet<string> = new Set(FETCH_HEADER_FIELDS);

/** ESP / marketing tools recognised in X-Mailer. */
const ESP_MAILERS =
  /mailchimp|mailerlite|sendinblue|brevo|klaviyo|hubspot|campaign monitor|createsend|constant ?contact|getresponse|aweber|acumbamail|cleverreach|rapidmail|mailpoet|sendy|phplist|mautic|newsletter2go|substack|convertkit|kit\.com|activecampaign|marketo|salesforce marketing|exacttarget|emarsys|selligent|sendpulse|moosend|omnisend|drip|customer\.io|iterable|braze|listmonk/i;

export interface Classification {
  /** Bulk (list / newsletter / marketing) evidence ≥ 1. */
  bulk: boolean;
  bulkScore: number;
  /** 0–1. */
  spam: number;
  signals: string[];
}

function has(h: HeaderMap, name: string): boolean {
  const v = first(h, name);
  return v !== undefined && v.trim().length > 0;
}

export function classifyMessage(headers: HeaderMap, options: { inJunk?: boolean } = {}): Classification {
  const signals: string[] = [];
  let score = 0;
  const add = (signal: string, weight: number) => {
    signals.push(signal);
    score += weight;
  };
  if (has(headers, 'list-unsubscribe')) add('list-unsubscribe', 1);
  if (has(headers, 'list-id')) add('list-id', 1);
  const precedence = first(headers, 'precedence')?.toLowerCase() ?? '';
  if (/\b(bulk|list|junk)\b/.test(precedence)) add(`precedence-${precedence.trim()}`, 1);
  if (has(headers, 'x-campaign') || has(headers, 'x-campaign-id') || has(headers, 'x-campaignid'))
    add('x-campaign', 1);
  if (has(headers, 'x-mc-user')) add('mailchimp', 1);
  if (has(headers, 'x-mailjet-campaign')) add('mailjet-campaign', 1);
  if (has(headers, 'x-mailin-campaign')) add('brevo-campaign', 1);
  if (has(headers, 'x-newsletter')) add('x-newsletter', 1);
  if (has(headers, 'x-csa-complaints')) add('csa', 0.6);
  if (has(headers, 'feedback-id')) add('feedback-id', 0.5);
  if (has(headers, 'cfbl-address')) add('cfbl', 0.5);
  if (has(headers, 'x-mandrill-user')) add('mandrill', 0.4);
  if (has(headers, 'x-mailgun-sid') || has(headers, 'x-mailgun-tag') || has(headers, 'x-mailgun-variables'))
    add('mailgun', 0.4);
  if (has(headers, 'x-ses-outgoing')) add('ses', 0.3);
  if (has(headers, 'x-sg-eid')) add('sendgrid', 0.4);
  if (has(headers, 'x-msys-api')) add('sparkpost', 0.4);
  const mailer = first(headers, 'x-mailer') ?? '';
  if (ESP_MAILERS.test(mailer)) add('esp-mailer', 1);
  const auto = first(headers, 'auto-submitted')?.toLowerCase() ?? '';
  if (auto && auto !== 'no') add('auto-submitted', 0.3);

  // Spam confidence: independent pieces of evidence combined as 1 - Π(1 - p).
  const evidence: number[] = [];
  if (options.inJunk) evidence.push(0.8);
  const flag = first(headers, 'x-spam-flag')?.toLowerCase() ?? '';
  if (flag.startsWith('yes')) evidence.push(0.9);
  const status = first(headers, 'x-spam-status')?.toLowerCase() ?? '';
  if (status.startsWith('yes')) evidence.push(0.85);
  const scoreText = first(headers, 'x-spam-score') ?? status.match(/score=(-?[\d.]+)/)?.[1];
  const spamScore = scoreText === undefined ? Number.NaN : Number.parseFloat(scoreText);
  if (Number.isFinite(spamScore) && spamScore > 0) evidence.push(Math.min(0.9, spamScore / 10));
  const auth = (headers.get('authentication-results') ?? []).join(' ').toLowerCase();
  if (/\bdmarc=fail\b/.test(auth)) evidence.push(0.45);
  if (/\bspf=(fail|softfail)\b/.test(auth)) evidence.push(0.2);
  if (/\bdkim=fail\b/.test(auth)) evidence.push(0.2);
  const spam = 1 - evidence.reduce((acc, p) => acc * (1 - p), 1);

  return { bulk: score >= 1, bulkScore: score, spam: Math.round(spam * 1000) / 1000, signals };
}
