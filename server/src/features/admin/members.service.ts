import type { MemberList } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { AnnounceAccessChange, UserAccessChange } from '../access/access-changes.js';
import { invalidateResetTokens } from '../auth/auth.public.js';
import type { Site } from '../mail/mail-message.js';
import type { Mailer } from '../mail/mail.service.js';
import { deleteTwoFactor, isTwoFactorEnabled } from '../two-factor/two-factor.public.js';
import { findUserById } from '../users/users.public.js';
import { twoFactorResetMail } from './admin.mails.js';
import { recordAudit } from './audit.repo.js';
import { presentMember } from './members.presenter.js';
import { disableUser, enableUser, endSessions, listMembers } from './members.repo.js';

export const MEMBER_NOT_FOUND = 'User not found.';
export const OWN_SESSIONS = 'You cannot end your own sessions here. Log out instead.';
export const OWN_ACCOUNT = 'You cannot disable your own account.';
export const OWN_TWO_FACTOR =
  'You cannot reset your own two-factor authentication here. Turn it off on the Two-factor authentication page.';
export const TWO_FACTOR_NOT_ON = 'This member has not turned on two-factor authentication.';

type MemberAction = 'member.sessions-ended' | 'member.disabled' | 'member.enabled' | 'member.two-factor-reset';

const ACCESS_CHANGE_OF: Record<MemberAction, UserAccessChange['kind']> = {
  'member.sessions-ended': 'sessions-ended',
  'member.disabled': 'account-disabled',
  'member.enabled': 'account-enabled',
  'member.two-factor-reset': 'two-factor-reset',
};

export interface MembersServiceDeps {
  db: Database;
  mailer: Mailer;
  now: Clock;
  /** Named and linked to in the mails. */
  site: Site;
  /** Where every ended session and disabled account is said, so the guards of every instance refuse at once. */
  announceAccessChange: AnnounceAccessChange;
}

export function createMembersService({ db, mailer, now, site, announceAccessChange }: MembersServiceDeps) {
  /** Runs the write and its audit record together, then announces the change to the user's access. */
  async function act(
    adminId: string,
    userId: string,
    action: MemberAction,
    write: (trx: Database, time: number) => Promise<string | undefined>,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const time = now();
      const username = await write(trx, time);
      if (username === undefined) throw new HttpError(404, MEMBER_NOT_FOUND);
      await recordAudit(trx, { actorId: adminId, action, targetId: userId, detail: { username }, createdAt: time });
    });
    announceAccessChange({ kind: ACCESS_CHANGE_OF[action], userId });
  }

  return {
    async list(): Promise<MemberList> {
      const time = now();
      return (await listMembers(db)).map((row) => presentMember(row, time));
    },

    /** Ends every session of the user on every instance; they stay able to log in again. */
    async endSessions(adminId: string, userId: string): Promise<void> {
      if (adminId === userId) throw new HttpError(400, OWN_SESSIONS);
      await act(adminId, userId, 'member.sessions-ended', (trx, time) => endSessions(trx, userId, time));
    },

    /**
     * Ends every session and refuses every login until enabled again. Unused reset links are spent, so
     * none mailed before can set a password meanwhile.
     */
    async disable(adminId: string, userId: string): Promise<void> {
      if (adminId === userId) throw new HttpError(400, OWN_ACCOUNT);
      await act(adminId, userId, 'member.disabled', async (trx, time) => {
        const username = await disableUser(trx, userId, time);
        if (username !== undefined) await invalidateResetTokens(trx, userId, time);
        return username;
      });
    },

    async enable(adminId: string, userId: string): Promise<void> {
      await act(adminId, userId, 'member.enabled', (trx, time) => enableUser(trx, userId, time));
    },

    /**
     * For a member who lost their authenticator, or whose token was stolen and used to enrol someone else's:
     * removes the secret and recovery codes, ends every session (whoever enrolled is logged out too), and
     * mails the member, so a reset they did not ask for does not go unnoticed.
     */
    async resetTwoFactor(adminId: string, userId: string): Promise<void> {
      if (adminId === userId) throw new HttpError(400, OWN_TWO_FACTOR);
      await act(adminId, userId, 'member.two-factor-reset', async (trx, time) => {
        const user = await findUserById(trx, userId);
        if (!user) return undefined;
        if (!(await isTwoFactorEnabled(trx, userId))) throw new HttpError(409, TWO_FACTOR_NOT_ON);
        await deleteTwoFactor(trx, userId);
        await mailer.enqueue(trx, twoFactorResetMail(site, user.email, user.username));
        return endSessions(trx, userId, time);
      });
      mailer.wake();
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
