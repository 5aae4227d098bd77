import type { RouteAnswer, RouteInput } from '@baseline/contract';
import { ACCOUNT_CLOSED_HEADER } from '@baseline/contract/headers';
import { ROUTES, type RouteName } from '@baseline/contract/routes';
import type { TokenStore } from '../auth/tokenStore';
import { ApiError } from './ApiError';
import { pathOf } from './routePath';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sends the stored token as a Bearer header; a 401 answer then means the token is dead. */
  auth?: boolean;
  /** With `auth`: this token instead of the stored one (see ApiClient.callAs). */
  token?: string;
}

/** An answer's body with its headers. */
export interface ApiAnswer<T> {
  data: T;
  headers: Headers;
}

/** A call's params, query and body as its entry in the contract declares them; none for a call without. */
export type CallInput<N extends RouteName> =
  object extends RouteInput<N> ? [input?: RouteInput<N>] : [input: RouteInput<N>];

export interface ApiClient {
  /**
   * Makes the contract's call `name`: its method and path from the table, the stored token when the call is
   * not anonymous, and the answer typed as the contract declares it.
   */
  call<N extends RouteName>(name: N, ...input: CallInput<N>): Promise<RouteAnswer<N>>;
  /** The same call, with the answer's headers too (e.g. the tennis routes' data source and staleness). */
  callWithHeaders<N extends RouteName>(name: N, ...input: CallInput<N>): Promise<ApiAnswer<RouteAnswer<N>>>;
  /**
   * The same call with `token` instead of the stored one: the offline queue sends each member's writes with a
   * token of that member, checked before the call, so a write queued by one person never lands in another's account.
   */
  callAs<N extends RouteName>(token: string, name: N, ...input: CallInput<N>): Promise<RouteAnswer<N>>;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  requestWithHeaders<T>(path: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
}

export interface ApiClientOptions {
  /** '' in the browser (same origin); a full origin in tests. */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  tokens: TokenStore;
  /** Called with the refused token when a 401 says the account itself is closed (ACCOUNT_CLOSED_HEADER). */
  onAccountClosed?: (token: string) => void;
}

export function createApiClient({ baseUrl, fetch, tokens, onAccountClosed }: ApiClientOptions): ApiClient {
  const callRoute = <N extends RouteName>(name: N, input: RouteInput<N> | undefined, token: string | undefined) => {
    const { method, access } = ROUTES[name];
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
    };
    return client.requestWithHeaders<RouteAnswer<N>>(pathOf(name, { params, query }), {
      method,
      body,
      auth: access !== 'anonymous',
      token,
    });
  };

  const client: ApiClient = {
    async call(name, ...input) {
      return (await client.callWithHeaders(name, ...input)).data;
    },

    callWithHeaders(name, ...[input]) {
      return callRoute(name, input, undefined);
    },

    async callAs(token, name, ...[input]) {
      return (await callRoute(name, input, token)).data;
    },

    async request<T>(path: string, options?: RequestOptions): Promise<T> {
      return (await client.requestWithHeaders<T>(path, options)).data;
    },

    async requestWithHeaders<T>(
      path: string,
      { method = 'GET', body, auth = false, token: givenToken }: RequestOptions = {},
    ): Promise<ApiAnswer<T>> {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const token = auth ? (givenToken ?? tokens.get()) : null;
      if (token) headers.Authorization = `Bearer ${token}`;

      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch {
        throw new ApiError(0, undefined);
      }

      const payload = await readJson(response);
      if (!response.ok) {
        // The token was revoked, expired or idle too long: forget it so the guards send the user to /login.
        if (auth && response.status === 401) {
          if (token && response.headers.get(ACCOUNT_CLOSED_HEADER)) onAccountClosed?.(token);
          if (token === tokens.get()) tokens.expire();
        }
        throw new ApiError(response.status, errorTextOf(payload), payload);
      }
      if (payload === undefined) throw new ApiError(response.status, undefined);
      // The contract types describe what the server sends; it validates its answers against them.
      return { data: payload as T, headers: response.headers };
    },
  };
  return client;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function errorTextOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return undefined;
  const { error } = payload;
  return typeof error === 'string' && error.length > 0 ? error : undefined;
}
