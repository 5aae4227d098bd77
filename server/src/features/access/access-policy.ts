import type { Database } from '../../db/database.js';
import { findSubscriptionTerm, type SubscriptionTerm } from './access.repo.js';

/** The subscription states that grant access while their period lasts (Stripe's paying and trial states). */
export const ACCESS_GRANTING_STATES: readonly string[] = ['active', 'trialing'];

/**
 * Whether a subscription grants access at `now`. The period end is part of the rule, so a subscription
 * whose renewal we never heard of stops granting access by itself, without any job having to run.
 */
export function subscriptionGrantsAccess(term: SubscriptionTerm | undefined, now: number): boolean {
  if (!term || !isLiveState(term.status)) return false;
  return term.currentPeriodEnd !== null && term.currentPeriodEnd > now;
}

/** Whether the state grants access while its period lasts, whatever the period end says. */
export function isLiveState(status: string): boolean {
  return ACCESS_GRANTING_STATES.includes(status);
}

/**
 * Whether the user may use the subscriber-only parts of the site: the one rule behind the token's
 * isSubscribed claim, `/api/auth/me`, the subscription status and the requireSubscriber guard.
 * Administrators have complimentary access: they run the site and must reach its admin menu.
 */
export async function hasAccess(db: Database, user: { id: string; isAdmin: boolean }, now: number): Promise<boolean> {
  return user.isAdmin || subscriptionGrantsAccess(await findSubscriptionTerm(db, user.id), now);
}

/** hasAccess over a subscription term already read (the guards keep it in their cache). */
export function userHasAccess(user: { isAdmin: boolean }, term: SubscriptionTerm | undefined, now: number): boolean {
  return user.isAdmin || subscriptionGrantsAccess(term, now);
}
