/** Builds raw RFC 5322 messages for tests and the benchmark. */
export interface MessageSpec {
  from: string;
  fromName?: string;
  to?: string;
  subject?: string;
  date?: Date;
  /** Extra header lines, in order (name → value). */
  headers?: Record<string, string>;
  body?: string;
  messageId?: string;
}

let seq = 0;

export function buildMessage(spec: MessageSpec): string {
  seq += 1;
  const date = spec.date ?? new Date();
  const domain = spec.from.split('@')[1] ?? 'example.test';
  const lines = [
    `Return-Path: <${spec.from}>`,
    `From: ${spec.fromName ? `"${spec.fromName}" ` : ''}<${spec.from}>`,
    `To: ${spec.to ?? 'user@example.test'}`,
    `Subject: ${spec.subject ?? `Message ${seq}`}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${spec.messageId ?? `${seq}.${date.getTime()}@${domain}`}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
  ];
  for (const [name, value] of Object.entries(spec.headers ?? {})) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n${spec.body ?? 'Hello,\r\nthis is a test message.\r\n'}`;
}

/** Headers a typical newsletter carries (RFC 2369 / 8058 + List-Id). */
export function newsletterHeaders(opts: {
  listId: string;
  http?: string;
  mailto?: string;
  oneClick?: boolean;
}): Record<string, string> {
  const parts = [opts.http ? `<${opts.http}>` : null, opts.mailto ? `<${opts.mailto}>` : null].filter(
    Boolean,
  );
  const headers: Record<string, string> = { 'List-Id': `<${opts.listId}>`, Precedence: 'bulk' };
  if (parts.length > 0) headers['List-Unsubscribe'] = parts.join(', ');
  if (opts.oneClick) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  return headers;
}
