import Type from 'typebox';
import { CurrentPassword, TwoFactorCode } from './two-factor.js';

/**
 * Deleting one's own account: the current password, and a code (from the authenticator app, or an unused
 * recovery code) when two-factor authentication is on. A token alone must never be enough to erase an account.
 */
export const DeleteAccountBody = Type.Object({ password: CurrentPassword, code: Type.Optional(TwoFactorCode) });
export type DeleteAccountBody = Type.Static<typeof DeleteAccountBody>;

/** The answer to a deletion; the web app shows it on the login page. */
export const ACCOUNT_DELETED = 'Your account has been deleted.';
