import Type from 'typebox';
import { LoginResponse } from './auth.js';

/**
 * What the user types: six digits from the app, or a recovery code (`xxxx-xxxx-xxxx`). Spaces and
 * dashes are ignored by the server, so the bound is generous.
 */
export const TwoFactorCode = Type.String({ minLength: 1, maxLength: 64 });

/** Whether the signed-in user has two-factor authentication on, and how many recovery codes are unused. */
export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
});
export type TwoFactorStatus = Type.Static<typeof TwoFactorStatus>;

/**
 * A new secret, answered once while enrolment is pending: the `otpauth://` address the QR code holds,
 * the same address drawn as an SVG data URL, and the secret in base32 for typing by hand.
 */
export const TwoFactorSetup = Type.Object({
  secret: Type.String(),
  otpauthUri: Type.String(),
  qrCodeDataUrl: Type.String(),
});
export type TwoFactorSetup = Type.Static<typeof TwoFactorSetup>;

/** The account's current password, asked before any change to its second factor: a token alone is not enough. */
export const CurrentPassword = Type.String({ minLength: 1, maxLength: 1024 });

export const TwoFactorSetupBody = Type.Object({ password: CurrentPassword });
export type TwoFactorSetupBody = Type.Static<typeof TwoFactorSetupBody>;

/** Confirming the set-up, making new recovery codes and turning it off: the password and a code. */
export const PasswordAndCodeBody = Type.Object({ password: CurrentPassword, code: TwoFactorCode });
export type PasswordAndCodeBody = Type.Static<typeof PasswordAndCodeBody>;

/** Fresh recovery codes: shown once, only their hashes are kept. */
export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Type.Static<typeof RecoveryCodes>;

/** The answer to a right password when two-factor authentication is on: no token yet, a short-lived challenge. */
export const TwoFactorChallenge = Type.Object({
  twoFactorRequired: Type.Literal(true),
  challenge: Type.String(),
});
export type TwoFactorChallenge = Type.Static<typeof TwoFactorChallenge>;

/** `POST /api/auth/login` answers a token, or a challenge when the account has two-factor authentication on. */
export const LoginOutcome = Type.Union([LoginResponse, TwoFactorChallenge]);
export type LoginOutcome = Type.Static<typeof LoginOutcome>;

export const TwoFactorLoginBody = Type.Object({
  challenge: Type.String({ minLength: 1, maxLength: 2048 }),
  code: TwoFactorCode,
});
export type TwoFactorLoginBody = Type.Static<typeof TwoFactorLoginBody>;
