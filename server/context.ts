import type { DomainMap, MxResolver } from './auth/mx';
import type { ServerConfig } from './config';
import type { SqlClient } from './db/sql-client';
import type { MailEnginePort } from './engine/port';
import type { Mailer } from './notify/mailer';
import type { Cipher } from './security/crypto';
import type { VapidKeys } from './security/vapid';

/** Everything the routes use; built once in main.ts (or by a test). */
export interface AppDeps {
  config: ServerConfig;
  db: SqlClient;
  engine: MailEnginePort;
  cipher: Cipher;
  vapid: VapidKeys;
  domainMap: DomainMap;
  resolveMx: MxResolver;
  mailer: Mailer;
  /** For the Microsoft token exchange (tests may point it anywhere; default global fetch). */
  fetch?: typeof fetch;
}

/** Background work (login checks, deletions, exports): awaited on close and by tests. */
export interface TaskRunner {
  run(task: () => Promise<unknown>, delayMs?: number): void;
  settled(): Promise<void>;
}

export function createTaskRunner(onError: (error: unknown) => void): TaskRunner {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task, delayMs = 0) {
      const promise = new Promise((resolve) => setTimeout(resolve, delayMs))
        .then(task)
        .catch(onError)
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export interface AppContext extends AppDeps {
  tasks: TaskRunner;
}
