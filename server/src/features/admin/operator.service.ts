import type { Member } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { calendarDateAt, isCalendarDate } from '@baseline/contract/calendar-date';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { assertPasswordPolicy, hashPassword } from '../auth/passwords.js';
import type { AnnounceAccessChange } from '../access/access-changes.js';
import { currentAccess, endComplimentaryAccess, grantComplimentaryAccess } from '../billing/complimentary-access.js';
import { issueResetLink } from '../auth/password-reset.service.js';
import type { Mailer } from '../mail/mail.service.js';
import { replacePassword } from '../auth/replace-password.js';
import { findUserByLogin, type User } from '../users/users.public.js';
import { recordAudit, type AuditEntry } from './audit.repo.js';
import { presentMember } from './members.presenter.js';
import { listMembers, makeAdmin } from './members.repo.js';
import { createMembersService } from './members.service.js';
import type { Site } from '../mail/mail-message.js';

const DAY_MS = 86_400_000;

export interface OperatorServiceDeps {
  db: Database;
  mailer: Mailer;
  now: Clock;
  /** Named and linked to in the mails, and where a reset link points. */
  site: Site;
  /** Who acts, as the audit log's actor: `cli:<OS user>` for the admin CLI. */
  actor: string;
}

/**
 * A process outside the server cannot reach the servers' caches: what it changes is seen by every running
 * instance within ACCESS_CACHE_TTL_MS (features/access/access-cache.ts), as a change an instance never heard of is.
 */
const unannounced: AnnounceAccessChange = () => undefined;

/**
 * What an operator does from the command line when no administrator can (locked out, or none left): each
 * action names a user by username or e-mail, runs with its audit row in one transaction, and refuses with
 * an HttpError whose message is meant for the operator.
 */
export function createOperatorService({ db, mailer, now, site, actor }: OperatorServiceDeps) {
  const members = createMembersService({ db, mailer, now, site, announceAccessChange: unannounced });

  async function userNamed(name: string): Promise<User> {
    const user = await findUserByLogin(db, name);
    if (!user) throw new HttpError(404, `No user named "${name}".`);
    return user;
  }

  async function enabledUserNamed(name: string): Promise<User> {
    const user = await userNamed(name);
    if (user.disabled) {
      throw new HttpError(409, `The account "${user.username}" is disabled: an admin can enable it on the dashboard.`);
    }
    return user;
  }

  /** Runs the write and its audit row together; answers what the write answers. */
  function audited<T>(
    action: string,
    target: User | null,
    write: (trx: Database, time: number) => Promise<T>,
    detail: AuditEntry['detail'] = {},
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const time = now();
      const result = await write(trx, time);
      const about: AuditEntry['detail'] = target ? { username: target.username } : {};
      await recordAudit(trx, {
        actorId: actor,
        action,
        targetId: target?.id ?? null,
        detail: { ...about, ...detail },
        createdAt: time,
      });
      return result;
    });
  }

  return {
    /** A one-time link to choose a new password, for the operator to pass on; nothing else changes yet. */
    async issueResetLink(name: string): Promise<{ user: User; link: string }> {
      const user = await enabledUserNamed(name);
      const link = await audited('member.password-reset-link-issued', user, (trx, time) =>
        issueResetLink(trx, user.id, time, site.publicUrl),
      );
      return { user, link };
    },

    /** Sets a password the user must change at their next login; every session of theirs ends. */
    async setTemporaryPassword(name: string, password: string): Promise<User> {
      const user = await enabledUserNamed(name);
      assertPasswordPolicy(password);
      const passwordHash = await hashPassword(password);
      await audited(
        'member.password-set',
        user,
        (trx, time) => replacePassword(trx, user.id, passwordHash, time, { mustChange: true }),
        { mustChangePassword: true },
      );
      return user;
    },

    /** The dashboard's 'Reset two-factor': the same service, audit row and mail, with the operator as actor. */
    async resetTwoFactor(name: string): Promise<User> {
      const user = await userNamed(name);
      await members.resetTwoFactor(actor, user.id);
      return user;
    },

    /** Access without payment through `lastDay` (YYYY-MM-DD, to its end in UTC); again, it moves the date. */
    async grantAccess(name: string, lastDay: string): Promise<User> {
      if (!isCalendarDate(lastDay)) {
        throw new HttpError(400, `"${lastDay}" is not a date: give the last day of access as YYYY-MM-DD.`);
      }
      const until = Date.parse(`${lastDay}T00:00:00Z`) + DAY_MS;
      if (until <= now()) throw new HttpError(400, `${lastDay} has passed: give a day from today on.`);
      const user = await userNamed(name);
      await audited(
        'member.complimentary-access-granted',
        user,
        async (trx, time) => {
          const access = await currentAccess(trx, user.id, time);
          if (access.kind === 'paid') {
            throw new HttpError(
              409,
              `"${user.username}" pays for a subscription until ${calendarDateAt(access.until)}: complimentary access is not needed.`,
            );
          }
          await grantComplimentaryAccess(trx, user.id, until, time);
        },
        { lastDay },
      );
      return user;
    },

    async endAccess(name: string): Promise<User> {
      const user = await userNamed(name);
      await audited('member.complimentary-access-ended', user, async (trx, time) => {
        const access = await currentAccess(trx, user.id, time);
        if (access.kind !== 'complimentary') {
          throw new HttpError(409, `"${user.username}" has no complimentary access.`);
        }
        await endComplimentaryAccess(trx, user.id, time);
      });
      return user;
    },

    async listAdmins(): Promise<Member[]> {
      const rows = await audited('admins.listed', null, (trx) => listMembers(trx, { adminsOnly: true }));
      const time = now();
      return rows.map((row) => presentMember(row, time));
    },

    /** Administrator's rights at once (the guards read them from the database); the menu shows at next login. */
    async makeAdmin(name: string): Promise<User> {
      const user = await userNamed(name);
      if (user.isAdmin) throw new HttpError(409, `"${user.username}" is already an admin.`);
      await audited('member.made-admin', user, (trx, time) => makeAdmin(trx, user.id, time));
      return user;
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
