import type { ServerConfig } from '../config';

export interface MicrosoftTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Address from the id_token (email or preferred_username), when present. */
  email: string | null;
}

export class OAuthExchangeError extends Error {
  constructor(readonly reason: string) {
    super(`oauth exchange failed: ${reason}`);
  }
}

function claimsOf(idToken: string | undefined): Record<string, unknown> {
  if (!idToken) return {};
  try {
    // Received straight from the token endpoint over TLS (OIDC core 3.1.3.7: TLS validation suffices).
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

/** Authorization-code + PKCE exchange at the configured token endpoint (MS_TOKEN_URL). */
export async function exchangeMicrosoftCode(
  config: ServerConfig['microsoft'],
  code: string,
  codeVerifier: string,
  fetchImpl: typeof fetch = fetch,
): Promise<MicrosoftTokens> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: config.clientId,
    code,
    redirect_uri: config.redirectUri,
    code_verifier: codeVerifier,
  });
  if (config.clientSecret) form.set('client_secret', config.clientSecret);
  let response: Response;
  try {
    response = await fetchImpl(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new OAuthExchangeError('token_endpoint_unreachable');
  }
  const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof payload.access_token !== 'string') {
    throw new OAuthExchangeError(
      typeof payload.error === 'string' ? payload.error : `http_${response.status}`,
    );
  }
  const claims = claimsOf(typeof payload.id_token === 'string' ? payload.id_token : undefined);
  const email = (claims.email ?? claims.preferred_username) as string | undefined;
  return {
    accessToken: payload.access_token,
    refreshToken: typeof payload.refresh_token === 'string' ? payload.refresh_token : null,
    email: email ? email.toLowerCase() : null,
  };
}
