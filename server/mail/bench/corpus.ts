/** The benchmarks' mailbox: mail i of 400 senders (a quarter each: one-click newsletter, Mailchimp with a
 * mailto, SendGrid transactional, plain), one a minute from 2020-01-01, every third one seen. */
import { buildMessage, newsletterHeaders } from '../testing/messages';

export const BENCH_SENDERS = 400;

export function benchMessage(i: number): { raw: string; seen: boolean } {
  const t = Date.UTC(2020, 0, 1) + (i + 1) * 60_000;
  const s = i % BENCH_SENDERS;
  const kind = s % 4;
  const headers =
    kind === 0
      ? newsletterHeaders({
          listId: `l${s}.news.example`,
          http: `https://news.example/u/${s}`,
          oneClick: true,
        })
      : kind === 1
        ? {
            'X-MC-User': `u${s}`,
            'X-Campaign': `c${s}.${i}`,
            'List-Unsubscribe': `<mailto:unsub-${s}@news.example>`,
          }
        : kind === 2
          ? { 'X-SG-EID': `u001.${i}`, 'Feedback-ID': `${s}:${i}:sg` }
          : {};
  const raw = buildMessage({
    from: `sender${s}@domain${s % 97}.example`,
    fromName: `Sender ${s}`,
    subject: `Message ${i} — weekly update about things`,
    date: new Date(t),
    headers: {
      'Authentication-Results': 'mx.example; spf=pass dkim=pass dmarc=pass',
      'DKIM-Signature': `v=1; a=rsa-sha256; d=domain${s % 97}.example; s=s1; bh=${'a'.repeat(44)}; b=${'b'.repeat(300)}`,
      ...headers,
    },
    body: `${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(30)}\r\n`,
  });
  return { raw, seen: i % 3 === 0 };
}
