import Type from 'typebox';
import { Password } from './auth.js';

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
