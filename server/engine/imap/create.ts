import type { SqlClient } from '../../db/sql-client';
import { createMailEngine, type MailEngine, type MailEngineConfig } from '../../mail/engine';
import type { Cipher } from '../../security/crypto';
import { composeEngines } from '../compose';
import type { MailEnginePort } from '../port';
import { createImapEngine, type ImapEngineOptions } from './imap-engine';

export interface EnginesOptions {
  sql: SqlClient;
  /** The server's cipher (SECRET_KEY): the mail engine seals its stored credentials with it. */
  cipher: Cipher;
  demo: MailEnginePort;
  mail?: MailEngineConfig;
  imap?: ImapEngineOptions;
}

/**
 * The engines of the server: demo addresses to `demo`, every other mailbox to the real IMAP engine
 * (server/mail/, its tables migrated on the server's database). Stop `mail` on shutdown.
 */
export async function createEngines(
  options: EnginesOptions,
): Promise<{ engine: MailEnginePort; mail: MailEngine }> {
  const mail = await createMailEngine({
    sql: options.sql,
    secrets: {
      seal: (plain) => options.cipher.encrypt(plain),
      open: (sealed) => options.cipher.decrypt(sealed),
    },
    config: options.mail,
  });
  return {
    mail,
    engine: composeEngines({ demo: options.demo, real: createImapEngine(mail, options.imap) }),
  };
}
