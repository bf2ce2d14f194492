import type { HonouredCheck, UnsubscribeProof } from '@/shared/api/contract';

/** How a message looks: accepted (success), a problem (danger), a warning, or neutral information. */
export type ProofTone = 'success' | 'danger' | 'warning' | 'muted';

/** One line of proof: an `actions` i18n key, its interpolation values and its tone. */
export interface ProofMessage {
  key: string;
  values: Record<string, string | number>;
  tone: ProofTone;
}

/** Formats an ISO date for display (the component passes the locale's formatter; tests pass their own). */
export type FormatDate = (iso: string) => string;

/** The SMTP reply's code (and enhanced code when present), e.g. "250 2.0.0" of "250 2.0.0 Ok: queued". */
export function smtpCode(reply: string | undefined): string | null {
  const match = reply?.trim().match(/^\d{3}(?:[ -]\d\.\d{1,3}\.\d{1,3})?/);
  return match ? match[0].replace('-', ' ') : null;
}

/** A plain unsubscribe link the user may open themselves: http(s) only, anything else is not offered. */
export function safeManualUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** What one unsubscribe request's proof says, as a message key and values (never a guess beyond the proof). */
export function proofMessage(proof: UnsubscribeProof, formatDate: FormatDate): ProofMessage {
  const date = formatDate(proof.at);
  const host = proof.host ?? '';
  switch (proof.outcome) {
    case 'sent':
      if (proof.method === 'one-click') {
        return proof.status === undefined
          ? { key: 'proof_one_click_sent', values: { host, date }, tone: 'success' }
          : {
              key: 'proof_one_click_sent_status',
              values: { host, status: proof.status, date },
              tone: 'success',
            };
      }
      if (proof.method === 'mailto') {
        const code = smtpCode(proof.smtpReply);
        return code
          ? { key: 'proof_mailto_sent_reply', values: { host, reply: code, date }, tone: 'success' }
          : { key: 'proof_mailto_sent', values: { host, date }, tone: 'success' };
      }
      return { key: 'proof_no_automatic_method', values: {}, tone: 'muted' };
    case 'rejected':
      if (proof.method === 'mailto') {
        const code = smtpCode(proof.smtpReply);
        return code
          ? { key: 'proof_mailto_rejected_reply', values: { host, reply: code, date }, tone: 'danger' }
          : { key: 'proof_mailto_rejected', values: { host, date }, tone: 'danger' };
      }
      return proof.status === undefined
        ? { key: 'proof_one_click_rejected', values: { host, date }, tone: 'danger' }
        : {
            key: 'proof_one_click_rejected_status',
            values: { host, status: proof.status, date },
            tone: 'danger',
          };
    case 'refused_address':
      return { key: 'proof_refused_address', values: { date }, tone: 'danger' };
    case 'failed':
      return { key: 'proof_failed', values: { date }, tone: 'danger' };
    case 'no_automatic_method':
      return { key: 'proof_no_automatic_method', values: {}, tone: 'muted' };
    case 'spam':
      return { key: 'proof_spam', values: {}, tone: 'muted' };
  }
}

/** Did the sender stop: waiting (until the due date), honoured, or still sending (count since the due date). */
export function honouredMessage(check: HonouredCheck, formatDate: FormatDate): ProofMessage {
  switch (check.state) {
    case 'waiting':
      return { key: 'honoured_waiting', values: { date: formatDate(check.dueAt) }, tone: 'muted' };
    case 'honoured':
      return { key: 'honoured_yes', values: {}, tone: 'success' };
    case 'still_sending':
      return {
        key: 'honoured_still_sending',
        values: { count: check.count, date: formatDate(check.dueAt) },
        tone: 'warning',
      };
  }
}

/** Problems first: the summary line shows the request that most needs the user's eye. */
const SEVERITY: Record<UnsubscribeProof['outcome'], number> = {
  failed: 0,
  rejected: 1,
  refused_address: 2,
  no_automatic_method: 3,
  spam: 4,
  sent: 5,
};

/** The proof the one-line summary shows (the most severe; the newest among equals), or null without proof. */
export function summaryProof(proofs: readonly UnsubscribeProof[] | undefined): UnsubscribeProof | null {
  if (!proofs || proofs.length === 0) return null;
  return [...proofs].sort(
    (a, b) => SEVERITY[a.outcome] - SEVERITY[b.outcome] || Date.parse(b.at) - Date.parse(a.at),
  )[0] as UnsubscribeProof;
}

/** The first http(s) plain link among the requests (offered to the user, never fetched). */
export function manualLinkOf(proofs: readonly UnsubscribeProof[] | undefined): string | null {
  for (const proof of proofs ?? []) {
    const url = safeManualUrl(proof.manualUrl);
    if (url) return url;
  }
  return null;
}
