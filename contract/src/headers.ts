/**
 * Set on a 401 when the account itself is gone (disabled or deleted), not only the session: the app then wipes
 * everything it keeps offline for that member (cached answers, queued writes). An expired session does not
 * carry it, so a member who simply signs in again finds their queued writes still waiting.
 */
export const ACCOUNT_CLOSED_HEADER = 'x-account-closed';
