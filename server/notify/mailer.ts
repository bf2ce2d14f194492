import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { magicLinkTemplate } from './templates';

export interface Mailer {
  sendMagicLink(fields: {
    to: string;
    link: string;
    language: string | null;
    ttlMinutes: number;
  }): Promise<void>;
}

/**
 * SMTP through nodemailer when `smtpUrl` is set; otherwise a dev outbox: per mail, a `.eml` file (open
 * it with any mail client) and a `.txt` file with the plain text, in `<dataDir>/outbox/`.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async sendMagicLink({ to, link, language, ttlMinutes }) {
      const template = magicLinkTemplate(language, link, ttlMinutes);
      const info = await transport.sendMail({
        from: options.from,
        to,
        subject: template.subject,
        text: template.text,
        html: template.html,
      });
      if (!options.smtpUrl) {
        await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const safe = to.replace(/[^a-z0-9@._-]/gi, '_');
        const base = join(options.outboxDir, `${stamp}-${safe}`);
        await writeFile(`${base}.eml`, (info as { message: Buffer }).message, { mode: 0o600 });
        // The same mail as plain text, for a quick look (`cat .data/outbox/*.txt`).
        await writeFile(`${base}.txt`, `To: ${to}\nSubject: ${template.subject}\n\n${template.text}`, {
          mode: 0o600,
        });
      }
    },
  };
}
