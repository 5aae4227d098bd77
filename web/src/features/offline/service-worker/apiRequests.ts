import { decodePayload } from '../../../lib/auth/claims';

/**
 * API paths whose answers are never kept nor served from the cache: sign-in and tokens, payments,
 * administration, and the export and import files (large, and each meant once).
 */
const NEVER_CACHED = ['/api/auth/', '/api/stripe/', '/api/admin/', '/api/export/', '/api/import/'];
/**
 * The one payments answer kept: the member's subscription status (`billing.status`: subscribed or not, and
 * until when). Every subscriber screen asks for it and sends the member to /subscribe when the call fails
 * (SPEC section 4), so without a copy no diary or draw could stay on screen offline. Online, the network's
 * answer, an error included, is what the page gets.
 */
const OFFLINE_READABLE = new Set(['/api/stripe/subscription-status']);

/** The response header that marks an answer served from the cache, with when it was fetched (ISO). */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';

/** The key's marker for requests sent without a token (public answers such as /api/public-config). */
export const ANONYMOUS_USER = 'anonymous';

/** Whether the service worker may keep (and, offline, give back) the answer to this request. */
export function isCacheableApiRequest(method: string, url: URL, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin || !url.pathname.startsWith('/api/')) return false;
  if (OFFLINE_READABLE.has(url.pathname)) return true;
  return !NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix));
}

/**
 * Whose answer this is: the `sub` of the request's bearer token, read without verifying it (the server
 * verified it when it answered; the worker only keeps users' copies apart), or ANONYMOUS_USER.
 */
export function cacheUser(authorization: string | null): string {
  const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return ANONYMOUS_USER;
  const sub = decodePayload(token)?.sub;
  // A token without a readable subject is nobody's: it shares no key with a real user nor with the public.
  return typeof sub === 'string' && sub !== '' ? `user:${sub}` : 'unreadable-token';
}

/** The cache key: the request's URL with its user, so one user's cached answers never reach another. */
export function userCacheKey(url: string, authorization: string | null): string {
  const keyed = new URL(url);
  keyed.searchParams.append('__user', cacheUser(authorization));
  return keyed.href;
}

/** Only complete, successful answers are kept: an error or a partial answer must not stand in offline. */
export function isKeptAnswer(response: Pick<Response, 'status'>): boolean {
  return response.status === 200;
}

/**
 * A cached answer as the page receives it offline: the same body and status, plus OFFLINE_COPY_HEADER with
 * when the server sent it (its `Date` header, which Node sets on every answer).
 */
export function stampOfflineCopy(cached: Response): Response {
  const headers = new Headers(cached.headers);
  headers.set(OFFLINE_COPY_HEADER, fetchedAt(cached.headers.get('Date')));
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
}

/** The `Date` header as ISO; 'unknown' when it is missing or unreadable, so the page still says it is a copy. */
function fetchedAt(date: string | null): string {
  const time = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(time) ? 'unknown' : new Date(time).toISOString();
}
