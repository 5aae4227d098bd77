import type { RegistrationRequest } from '@baseline/contract';
import type { RegistrationRequestRow } from '../auth/auth.public.js';

export function presentRegistrationRequest(row: RegistrationRequestRow): RegistrationRequest {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    message: row.message,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
