import type { LoginBody, MeResponse, TokenClaims, TwoFactorLoginBody } from '@baseline/contract';
import type { ApiClient } from '../../lib/api/client';
import { readClaims } from '../../lib/auth/claims';
import type { TokenStore } from '../../lib/auth/tokenStore';

export type PostLoginRoute = '/change-password' | '/main' | '/subscribe';

/** The password was right and the account has two-factor authentication on: a code must follow. */
export interface SecondFactorNeeded {
  challenge: string;
}

/** A member who must change the password goes there before anything else; null: ask the server. */
export function routeFromClaims(claims: Pick<TokenClaims, 'mustChangePassword'>): '/change-password' | null {
  return claims.mustChangePassword ? '/change-password' : null;
}

/** The server's word on the subscription decides between the main area and checkout. */
export function routeFromMe(me: Pick<MeResponse, 'subscribed'>): '/main' | '/subscribe' {
  return me.subscribed ? '/main' : '/subscribe';
}

/**
 * The login of SPEC section 4: store the token, then route by its claims and the current user.
 * Any failure on the way (refused, no token, unreadable token, /me failing) removes the token
 * and rethrows, so a half-finished login never leaves a token behind. With two-factor
 * authentication on, the answer is the challenge for completeTwoFactorLogin instead.
 */
export async function logIn(
  deps: { api: ApiClient; tokens: TokenStore },
  credentials: LoginBody,
): Promise<PostLoginRoute | SecondFactorNeeded> {
  try {
    const answer = await deps.api.call('auth.login', { body: credentials });
    if ('twoFactorRequired' in answer) return { challenge: answer.challenge };
    return await routeWithToken(deps, answer.token);
  } catch (error) {
    deps.tokens.clear();
    throw error;
  }
}

/** The second step: the challenge and a code from the app (or a recovery code), then the same routing. */
export async function completeTwoFactorLogin(
  deps: { api: ApiClient; tokens: TokenStore },
  body: TwoFactorLoginBody,
): Promise<PostLoginRoute> {
  try {
    const { token } = await deps.api.call('twoFactor.login', { body });
    return await routeWithToken(deps, token);
  } catch (error) {
    deps.tokens.clear();
    throw error;
  }
}

async function routeWithToken(deps: { api: ApiClient; tokens: TokenStore }, token: string): Promise<PostLoginRoute> {
  if (!token) throw new Error('The server answered without a token.');
  deps.tokens.set(token);
  const claims = readClaims(token);
  if (!claims) throw new Error('The token could not be read.');
  const early = routeFromClaims(claims);
  if (early) return early;
  const me = await deps.api.call('auth.me');
  return routeFromMe(me);
}
