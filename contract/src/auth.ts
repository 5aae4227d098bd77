import Type from 'typebox';
import { EMAIL_MAX_LENGTH, REGISTRATION_MESSAGE_MAX_LENGTH, USERNAME_MAX_LENGTH } from './limits.js';

/**
 * Length is checked by the service so the answer can name the rule in words;
 * the schema only bounds the size so nothing enormous reaches the hasher.
 */
const PASSWORD_SIZE_BOUND = 1024;
export const Password = Type.String({ maxLength: PASSWORD_SIZE_BOUND });

/*
 * Each field of the account forms has a `title`, the label its form shows: a field that fails its schema is
 * named by it in the server's answer ("New password must be at most 1024 characters.").
 */
const passwordField = (title: string) => Type.String({ title, maxLength: PASSWORD_SIZE_BOUND });

export const Username = Type.String({ title: 'Username', minLength: 1, maxLength: USERNAME_MAX_LENGTH });
export const Email = Type.String({ title: 'Email', minLength: 3, maxLength: EMAIL_MAX_LENGTH, format: 'email' });

export const RegisterRequestBody = Type.Object({
  username: Username,
  email: Email,
  message: Type.Optional(Type.String({ title: 'Message', maxLength: REGISTRATION_MESSAGE_MAX_LENGTH })),
});
export type RegisterRequestBody = Type.Static<typeof RegisterRequestBody>;

export const LoginBody = Type.Object({
  username: Type.String({ title: 'Username', minLength: 1, maxLength: 320 }),
  password: Type.String({ title: 'Password', minLength: 1, maxLength: 1024 }),
});
export type LoginBody = Type.Static<typeof LoginBody>;

export const LoginResponse = Type.Object({ token: Type.String() });
export type LoginResponse = Type.Static<typeof LoginResponse>;

/** Claims the client reads from the token to route; the server never trusts them alone. */
export interface TokenClaims {
  sub: string;
  mustChangePassword: boolean;
  isAdmin: boolean;
  isSubscribed: boolean;
  exp: number;
}

export const MeResponse = Type.Object({
  subscribed: Type.Boolean(),
  username: Type.String(),
  email: Type.String(),
  isAdmin: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
});
export type MeResponse = Type.Static<typeof MeResponse>;

export const ForgotPasswordBody = Type.Object({
  email: Type.String({ title: 'Email', minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
});
export type ForgotPasswordBody = Type.Static<typeof ForgotPasswordBody>;

export const ResetPasswordBody = Type.Object({
  token: Type.String({ title: 'The reset link', minLength: 1, maxLength: 256 }),
  password: passwordField('New password'),
  confirm: passwordField('Confirm password'),
});
export type ResetPasswordBody = Type.Static<typeof ResetPasswordBody>;

export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ title: 'Current password', minLength: 1, maxLength: 1024 }),
  newPassword: passwordField('New password'),
});
export type ChangePasswordBody = Type.Static<typeof ChangePasswordBody>;

/** A password change ends every older token, so the answer carries a fresh one for the client to keep. */
export const ChangePasswordResponse = Type.Object({ message: Type.String(), token: Type.String() });
export type ChangePasswordResponse = Type.Static<typeof ChangePasswordResponse>;

/**
 * Settings the web app needs before anyone logs in. `tennisToday`: the fixed day (YYYY-MM-DD) the tennis data
 * is shown on (TENNIS_DEMO_TODAY), by which the web judges every tournament's status; null when the data
 * follows the clock, and the web then judges by the reader's own day.
 */
export const PublicConfigResponse = Type.Object({
  contactEmail: Type.String(),
  tennisToday: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]),
});
export type PublicConfigResponse = Type.Static<typeof PublicConfigResponse>;
