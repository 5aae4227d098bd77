import { randomUUID } from 'node:crypto';
import type { RegisterRequestBody } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../lib/clock.js';
import { identityTaken } from '../../db/identity-taken.js';
import { acceptUsername, normalizeEmail } from '../../lib/identity.js';
import type { Site } from '../mail/mail-message.js';
import type { Mailer } from '../mail/mail.service.js';
import { listAdminEmails } from '../users/users.public.js';
import { alreadyRegisteredNotice, newRequestNotice } from './auth.mails.js';
import { insertRegistrationRequest } from './registration.repo.js';

export interface RegistrationServiceDeps {
  db: Database;
  mailer: Mailer;
  now: Clock;
  /** Named and linked to in the mails. */
  site: Site;
}

export function createRegistrationService({ db, mailer, now, site }: RegistrationServiceDeps) {
  return {
    /**
     * Files a pending request and tells every admin, in one transaction. A name or address already in use
     * gets the same answer, so the form tells no one which accounts exist. Only the owner of a registered
     * address is told why, by mail to that address; a taken name with another address mails no one, or the
     * notice would prove the name exists and let anyone make the server mail a stranger.
     */
    async submit(body: RegisterRequestBody): Promise<void> {
      const request = {
        id: randomUUID(),
        username: acceptUsername(body.username),
        email: normalizeEmail(body.email),
        message: body.message?.trim() ?? '',
        createdAt: now(),
      };
      try {
        await db.transaction().execute(async (trx) => {
          const account = await identityTaken(trx, 'accounts', request.username, request.email);
          const pending = await identityTaken(trx, 'pending-requests', request.username, request.email);
          if (account.email || pending.email) {
            await mailer.enqueue(trx, alreadyRegisteredNotice(site, request));
            return;
          }
          if (account.username || pending.username) return;
          await insertRegistrationRequest(trx, request);
          for (const adminEmail of await listAdminEmails(trx)) {
            await mailer.enqueue(trx, newRequestNotice(site, adminEmail, request));
          }
        });
      } catch (error) {
        // Two identical requests at the same moment: the unique index let the other one in, which is all they asked.
        if (!isUniqueViolation(error)) throw error;
      }
      mailer.wake();
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
