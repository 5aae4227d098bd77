import Type from 'typebox';
import { Password } from './auth.js';
import { SubscriptionState } from './billing.js';

export const RegistrationRequest = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  message: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type RegistrationRequest = Type.Static<typeof RegistrationRequest>;

/** `GET /api/admin/requests` answers the pending requests, oldest first. */
export const RegistrationRequestList = Type.Array(RegistrationRequest);
export type RegistrationRequestList = Type.Static<typeof RegistrationRequestList>;

export const RequestIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type RequestIdParams = Type.Static<typeof RequestIdParams>;

export const ApproveBody = Type.Object({
  password: Password,
  mustChangePassword: Type.Boolean(),
});
export type ApproveBody = Type.Static<typeof ApproveBody>;

/** An account as the members table of the admin dashboard shows it. */
export const Member = Type.Object({
  id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  isAdmin: Type.Boolean(),
  disabled: Type.Boolean(),
  /** Whether the member has access now, by the same rule as the token's isSubscribed claim. */
  subscribed: Type.Boolean(),
  /** The payment provider's subscription state, 'none' before any subscription. */
  subscriptionStatus: SubscriptionState,
  twoFactorEnabled: Type.Boolean(),
});
export type Member = Type.Static<typeof Member>;

/** `GET /api/admin/members` answers every approved account, by username. */
export const MemberList = Type.Array(Member);
export type MemberList = Type.Static<typeof MemberList>;

export const MemberIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type MemberIdParams = Type.Static<typeof MemberIdParams>;
