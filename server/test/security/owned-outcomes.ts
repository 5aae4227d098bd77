import type { Outcome, Role } from './permission-cases.js';

/**
 * The outcomes of a subscribers' call on something one member owns: refused before any data for everyone who
 * may not make the call, the owner's outcome for the owner, and `others` for every other member. Only types
 * come from permission-cases.ts, which spreads the case files using this into its own rows.
 */
export function ownedBySubscriber(owner: Outcome, others: Outcome): Record<Role, Outcome> {
  return {
    anonymous: [401, { error: 'Authentication required.' }],
    'must-change user': [403, { error: 'You must change your password before continuing.' }],
    'must-change admin': [403, { error: 'You must change your password before continuing.' }],
    unsubscribed: [402, { error: 'An active subscription is required.' }],
    subscriber: owner,
    'other subscriber': others,
    admin: others,
  };
}
