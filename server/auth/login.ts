import type { AuthResult, AuthStatus, LoginErrorCode } from '../../src/shared/api/contract';
import { LOGIN_TIMEOUT_MS, type Provider } from '../../src/shared/config/constants';
import type { AppContext } from '../context';
import { createSession, finishJob } from '../data/sessions';
import {
  createUser,
  findMailbox,
  insertMailbox,
  loadApiUser,
  type SignUp,
  updateMailbox,
} from '../data/users';
import { isDemoAddress } from '../engine/demo/generator';
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

async function login(ctx: AppContext, input: LoginRequest): Promise<AuthResult> {
  const email = input.email.toLowerCase();
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
    if (input.callerUserId) {
      if (existing && existing.user_id !== input.callerUserId) {
        throw new LoginFailure('mailbox_already_associated');
      }
      if (existing) {
        await updateMailbox(tx, email, update);
        return { userId: input.callerUserId, status: 'reconnected' as AuthStatus };
      }
      await insertMailbox(tx, {
        userId: input.callerUserId,
        email,
        provider,
        passwordEnc: secrets.password_enc,
        oauthRefreshEnc: secrets.oauth_refresh_enc,
        imapHost: access.imap?.host ?? null,
        imapPort: access.imap?.port ?? null,
        providerShutdown: update.provider_shutdown,
      });
      return { userId: input.callerUserId, status: 'associated' as AuthStatus };
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

  // The scan starts with the session: the fetch screen polls it next.
  await ctx.engine.startScan((await ownerOf(ctx, userId)).owner).catch(() => undefined);
  // Web Push once the scan is done with newsletters waiting (setting "important").
  watchScanForPush(ctx, userId);
  const token = await createSession(ctx.db, userId);
  const user = await loadApiUser(ctx.db, userId);
  if (!user) throw new LoginFailure('unknown_error');
  return { token, user, status, new: status === 'created', association: status === 'associated' };
}
