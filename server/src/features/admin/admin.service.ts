import { randomUUID } from 'node:crypto';
import type { ApproveBody, RegistrationRequestList } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { assertPasswordPolicy, hashPassword } from '../auth/passwords.js';
import {
  decideRegistrationRequest,
  findRegistrationRequest,
  listPendingRequests,
  type RegistrationRequestRow,
} from '../auth/auth.public.js';
import type { Site } from '../mail/mail-message.js';
import type { Mailer } from '../mail/mail.service.js';
import { insertUser, isUsernameOrEmailTaken } from '../users/users.public.js';
import { approvedMail, rejectedMail } from './admin.mails.js';
import { presentRegistrationRequest } from './admin.presenter.js';
import { recordAudit } from './audit.repo.js';

const ALREADY_DECIDED = 'This request has already been decided.';
const ALREADY_IN_USE =
  'This username (or one that looks like it) or e-mail address is already in use by another account.';

export interface AdminServiceDeps {
  db: Database;
  mailer: Mailer;
  now: Clock;
  /** Named and linked to in the mails. */
  site: Site;
}

export function createAdminService({ db, mailer, now, site }: AdminServiceDeps) {
  async function pendingRequest(id: string): Promise<RegistrationRequestRow> {
    const request = await findRegistrationRequest(db, id);
    if (!request) throw new HttpError(404, 'Registration request not found.');
    if (request.status !== 'pending') throw new HttpError(409, ALREADY_DECIDED);
    return request;
  }

  /** Runs one decision's writes together; losing a race to another admin rolls them all back. */
  async function decide(work: (trx: Database, time: number) => Promise<boolean>): Promise<void> {
    try {
      await db.transaction().execute(async (trx) => {
        if (!(await work(trx, now()))) throw new HttpError(409, ALREADY_DECIDED);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, ALREADY_IN_USE);
      throw error;
    }
    mailer.wake();
  }

  return {
    async listPending(): Promise<RegistrationRequestList> {
      return (await listPendingRequests(db)).map(presentRegistrationRequest);
    },

    /** Creates the account from the request and tells the user, without ever mailing the password. */
    async approve(adminId: string, requestId: string, { password, mustChangePassword }: ApproveBody): Promise<void> {
      assertPasswordPolicy(password);
      const request = await pendingRequest(requestId);
      const passwordHash = await hashPassword(password);
      const userId = randomUUID();

      await decide(async (trx, time) => {
        if (await isUsernameOrEmailTaken(trx, request.username, request.email)) {
          throw new HttpError(409, ALREADY_IN_USE);
        }
        const decision = { status: 'approved', decidedBy: adminId, decidedAt: time } as const;
        if (!(await decideRegistrationRequest(trx, request.id, decision))) return false;
        const { username, email } = request;
        await insertUser(trx, {
          id: userId,
          username,
          email,
          passwordHash,
          isAdmin: false,
          mustChangePassword,
          createdAt: time,
        });
        await recordAudit(trx, {
          actorId: adminId,
          action: 'registration.approved',
          targetId: request.id,
          detail: { userId, username, email, mustChangePassword },
          createdAt: time,
        });
        await mailer.enqueue(trx, approvedMail(site, email, username));
        return true;
      });
    },

    async reject(adminId: string, requestId: string): Promise<void> {
      const request = await pendingRequest(requestId);
      await decide(async (trx, time) => {
        const decision = { status: 'rejected', decidedBy: adminId, decidedAt: time } as const;
        if (!(await decideRegistrationRequest(trx, request.id, decision))) return false;
        await recordAudit(trx, {
          actorId: adminId,
          action: 'registration.rejected',
          targetId: request.id,
          detail: { username: request.username, email: request.email },
          createdAt: time,
        });
        await mailer.enqueue(trx, rejectedMail(site, request.email, request.username));
        return true;
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
