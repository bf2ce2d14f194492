import type { AuthResult, AuthStatus, LoginErrorCode } from '../../src/shared/api/contract';
import { LOGIN_TIMEOUT_MS, type Provider } from '../../src/shared/config/constants';
import type { AppContext } from '../context';
import { createSession, finishJob } from '../data/sessions';
import {
  createUser,
  findMailbox,
  insertMailbox,
  loadApiUser,
  mailboxesChanged,
  type SignUp,
  updateMailbox,
} from '../data/users';
import { DEMO_DOMAIN, isDemoAddress, isDiscoveryAddress } from '../engine/demo/generator';
import type { LoginCheck, MailboxAccess } from '../engine/port';
import { ApiHttpError } from '../lib/errors';
import { ownerOf } from '../lib/owner';
import { watchScanForPush } from '../notify/push';
import { exchangeMicrosoftCode, OAuthExchangeError } from './microsoft';
import { lookupProvider } from './mx';

export interface LoginRequest {
  email: string;
  password?: string;
  provider?: Provider;
  language?: string;
  device?: string;
  oAuthCode?: string;
  oAuthCodeVerifier?: string;
  /** Set when a signed-in user adds a mailbox. */
  callerUserId: string | null;
  /** Attribution, stored when the login creates the user. */
  signUp?: SignUp;
}

class LoginFailure extends Error {
  constructor(
    readonly code: string,
    readonly data?: unknown,
  ) {
    super(code);
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number, onTimeout: () => T): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => resolve(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/**
 * The login job behind PUT /auth: provider lookup, OAuth exchange (Microsoft), a login check through
 * the engine port, then the account decision (created / associated / imported / reconnected /
 * reconnected-invalid-grant, or mailbox_already_associated). Finishes the job; never throws.
 */
export async function runLoginJob(ctx: AppContext, jobToken: string, input: LoginRequest): Promise<void> {
  try {
    const result = await login(ctx, input);
    await finishJob(ctx.db, jobToken, { resultEnc: ctx.cipher.encrypt(JSON.stringify(result)) });
  } catch (error) {
    if (error instanceof LoginFailure) {
      await finishJob(ctx.db, jobToken, { errorCode: error.code, errorData: error.data });
    } else if (error instanceof ApiHttpError) {
      await finishJob(ctx.db, jobToken, { errorCode: error.code, errorData: error.data });
    } else {
      await finishJob(ctx.db, jobToken, { errorCode: 'unknown_error' });
      throw error;
    }
  }
}

/** A demo user: created by discovery mode or by a sign-in to a demo address (a public, shared account). */
async function isDemoUser(ctx: AppContext, userId: string): Promise<boolean> {
  const { rows } = await ctx.db.query<{ demo: boolean }>('SELECT demo FROM users WHERE id = $1', [userId]);
  return Boolean(rows[0]?.demo);
}

/**
 * Demo isolation: knowing a demo address and the public password never gives access to a real
 * mailbox or to another visitor.
 * - generated discovery addresses (`visitor-…`) cannot be signed in to by password;
 * - a real mailbox is never added to a demo user: adding one starts a real account (`created`);
 * - a demo address whose user holds any real mailbox (data from before this rule) is refused.
 */
async function login(ctx: AppContext, input: LoginRequest): Promise<AuthResult> {
  const email = input.email.toLowerCase();
  if (isDiscoveryAddress(email)) throw new LoginFailure('invalid_credentials');
  const callerUserId =
    input.callerUserId && !isDemoAddress(email) && (await isDemoUser(ctx, input.callerUserId))
      ? null
      : input.callerUserId;
  const lookup = await lookupProvider(email, ctx.domainMap, ctx.resolveMx);
  let provider: Provider = input.oAuthCode ? 'microsoft' : (input.provider ?? lookup.provider);
  const access: MailboxAccess = { email, provider, imap: lookup.imap };

  if (input.oAuthCode && input.oAuthCodeVerifier) {
    try {
      const tokens = await exchangeMicrosoftCode(
        ctx.config.microsoft,
        input.oAuthCode,
        input.oAuthCodeVerifier,
        ctx.fetch,
      );
      if (tokens.email && tokens.email !== email) {
        throw new LoginFailure('invalid_credentials', { reason: 'account_mismatch' });
      }
      access.oauthAccessToken = tokens.accessToken;
      if (tokens.refreshToken) access.oauthRefreshToken = tokens.refreshToken;
    } catch (error) {
      if (error instanceof OAuthExchangeError)
        throw new LoginFailure('oauth_exchange_failed', { reason: error.reason });
      throw error;
    }
    provider = 'microsoft';
  } else {
    access.password = input.password;
  }

  const check: LoginCheck = await withTimeout<LoginCheck>(
    ctx.engine
      .verifyLogin(access)
      .catch(() => ({ ok: false as const, code: 'unknown_error' as LoginErrorCode })),
    LOGIN_TIMEOUT_MS,
    () => ({ ok: false as const, code: 'timeout' as LoginErrorCode }),
  );
  if (!check.ok) throw new LoginFailure(check.code, check.detail ? { reason: check.detail } : undefined);

  const secrets = {
    password_enc: access.password ? ctx.cipher.encrypt(access.password) : null,
    oauth_refresh_enc: access.oauthRefreshToken ? ctx.cipher.encrypt(access.oauthRefreshToken) : null,
  };

  const { userId, status } = await ctx.db.transaction(async (tx) => {
    const existing = await findMailbox(tx, email);
    const update = {
      ...secrets,
      provider,
      provider_shutdown: ctx.domainMap.shutdown.includes(provider),
      invalid_grant: false,
      imap_host: access.imap?.host ?? null,
      imap_port: access.imap?.port ?? null,
    };
    if (callerUserId) {
      if (existing && existing.user_id !== callerUserId) {
        throw new LoginFailure('mailbox_already_associated');
      }
      if (existing) {
        await updateMailbox(tx, email, update);
        return { userId: callerUserId, status: 'reconnected' as AuthStatus };
      }
      await insertMailbox(tx, {
        userId: callerUserId,
        email,
        provider,
        passwordEnc: secrets.password_enc,
        oauthRefreshEnc: secrets.oauth_refresh_enc,
        imapHost: access.imap?.host ?? null,
        imapPort: access.imap?.port ?? null,
        providerShutdown: update.provider_shutdown,
      });
      return { userId: callerUserId, status: 'associated' as AuthStatus };
    }
    if (existing && isDemoAddress(email)) {
      const real = await tx.query(
        `SELECT 1 FROM mailboxes WHERE user_id = $1 AND lower(email) NOT LIKE $2 LIMIT 1`,
        [existing.user_id, `%@${DEMO_DOMAIN}`],
      );
      if (real.rows.length > 0) throw new LoginFailure('invalid_credentials');
    }
    if (existing) {
      const status: AuthStatus = existing.invalid_grant
        ? 'reconnected-invalid-grant'
        : !existing.password_enc && !existing.oauth_refresh_enc
          ? 'imported'
          : 'reconnected';
      await updateMailbox(tx, email, update);
      return { userId: existing.user_id, status };
    }
    const user = await createUser(tx, {
      language: input.language ?? null,
      device: input.device ?? null,
      demo: isDemoAddress(email),
      signUp: input.signUp,
    });
    await insertMailbox(tx, {
      userId: user.id,
      email,
      provider,
      passwordEnc: secrets.password_enc,
      oauthRefreshEnc: secrets.oauth_refresh_enc,
      imapHost: access.imap?.host ?? null,
      imapPort: access.imap?.port ?? null,
      providerShutdown: update.provider_shutdown,
    });
    return { userId: user.id, status: 'created' as AuthStatus };
  });
  // Committed: readers that took the rows in between read them again.
  mailboxesChanged(userId);

  // The scan starts with the session: the fetch screen polls it next.
  await ctx.engine.startScan((await ownerOf(ctx, userId)).owner).catch(() => undefined);
  // Web Push once the scan is done with newsletters waiting (setting "important").
  watchScanForPush(ctx, userId);
  const token = await createSession(ctx.db, userId);
  const user = await loadApiUser(ctx.db, userId);
  if (!user) throw new LoginFailure('unknown_error');
  return { token, user, status, new: status === 'created', association: status === 'associated' };
}
