import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { RegistrationRequestsTable, RegistrationStatus } from '../../db/tables.js';
import { usernameKey, usernameSkeleton } from '../../lib/identity.js';

export type RegistrationRequestRow = Selectable<RegistrationRequestsTable>;

export interface NewRegistrationRequest {
  id: string;
  username: string;
  email: string;
  message: string;
  createdAt: number;
}

export async function insertRegistrationRequest(db: Database, request: NewRegistrationRequest): Promise<void> {
  await db
    .insertInto('registrationRequests')
    .values({
      ...request,
      usernameKey: usernameKey(request.username),
      usernameSkeleton: usernameSkeleton(request.username),
      status: 'pending',
      decidedAt: null,
      decidedBy: null,
    })
    .execute();
}

/** Pending requests, oldest first. */
export function listPendingRequests(db: Database): Promise<RegistrationRequestRow[]> {
  return db
    .selectFrom('registrationRequests')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export function findRegistrationRequest(db: Database, id: string): Promise<RegistrationRequestRow | undefined> {
  return db.selectFrom('registrationRequests').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface Decision {
  status: Exclude<RegistrationStatus, 'pending'>;
  decidedBy: string;
  decidedAt: number;
}

/** Records the decision unless another admin got there first; answers whether this one counted. */
export async function decideRegistrationRequest(db: Database, id: string, decision: Decision): Promise<boolean> {
  const result = await db
    .updateTable('registrationRequests')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
