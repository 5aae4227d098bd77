import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.js';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetId: string | null;
  /** What was done, for a person reading the log later; never a password or token. */
  detail: Record<string, string | boolean>;
  createdAt: number;
}

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({ ...entry, id: randomUUID(), detail: JSON.stringify(entry.detail) })
    .execute();
}
