import { pathToFileURL } from 'node:url';
import { readConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/open';
import { sendNewsToAll } from './notify/push';
import { loadVapidKeys } from './security/vapid';

/**
 * `npm run push:news -- "<title>" ["<body>"] [--url /path]`: an operator's announcement, sent as a Web
 * Push "news" message to every browser registered by a user who keeps the news setting on (settings →
 * notifications → News). Prints how many messages the push services accepted.
 *
 * It opens the server's database (DATABASE_URL, or the embedded one in DATA_DIR) and VAPID keys
 * (DATA_DIR/vapid.json). The embedded database is single-process: run it while the server is stopped,
 * or use PostgreSQL (DATABASE_URL), with which it runs next to the server.
 */

export const NEWS_TITLE_MAX = 120;
export const NEWS_BODY_MAX = 400;
const DEFAULT_URL = '/newsletters';

export interface NewsInput {
  title: string;
  body: string;
  url: string;
}

export const PUSH_NEWS_USAGE = 'usage: npm run push:news -- "<title>" ["<body>"] [--url /path]';

/** Reads the command line; throws an Error with the reason (and the usage) when it is not right. */
export function parsePushNewsArgs(argv: readonly string[]): NewsInput {
  const positional: string[] = [];
  let url = DEFAULT_URL;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--url') {
      const value = argv[i + 1];
      if (value === undefined) throw new Error(`--url needs a path\n${PUSH_NEWS_USAGE}`);
      url = value;
      i += 1;
    } else if (arg.startsWith('--url=')) {
      url = arg.slice('--url='.length);
    } else if (arg.startsWith('--')) {
      throw new Error(`unknown option ${arg}\n${PUSH_NEWS_USAGE}`);
    } else {
      positional.push(arg);
    }
  }
  const [title = '', body = '', ...rest] = positional.map((value) => value.trim());
  if (rest.length > 0)
    throw new Error(`too many arguments (quote the title and the body)\n${PUSH_NEWS_USAGE}`);
  if (!title) throw new Error(`a title is needed\n${PUSH_NEWS_USAGE}`);
  if (title.length > NEWS_TITLE_MAX) throw new Error(`the title is longer than ${NEWS_TITLE_MAX} characters`);
  if (body.length > NEWS_BODY_MAX) throw new Error(`the body is longer than ${NEWS_BODY_MAX} characters`);
  // An app path (the service worker opens it on click): never another origin.
  if (!/^\/(?![/\\])[^\s]*$/.test(url)) throw new Error(`--url must be an app path such as /newsletters`);
  return { title, body, url };
}

/** Sends the news; answers how many messages the push services accepted. */
export function pushNews(ctx: Pick<AppContext, 'db' | 'vapid'>, input: NewsInput): Promise<number> {
  return sendNewsToAll(ctx, input);
}

async function main(argv: readonly string[]): Promise<void> {
  const input = parsePushNewsArgs(argv);
  const config = readConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteConfig: config.pgliteConfig,
    initInChild: true,
  });
  try {
    const sent = await pushNews({ db: db.client, vapid: await loadVapidKeys(config.dataDir) }, input);
    console.log(`news sent: ${sent} message${sent === 1 ? '' : 's'} accepted by the push services`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
