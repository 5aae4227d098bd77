import { randomBytes } from 'node:crypto';
import type { Member } from '@baseline/contract';
import { RESET_LINK_LIFETIME_MS } from '../features/auth/password-reset.service.js';
import type { OperatorService } from '../features/admin/operator.service.js';
import type { SecurityEventName } from '../lib/security-log.js';

/** What a command was given on its command line, once checked against its own options. */
export interface CommandInput {
  user: string;
  until: string | undefined;
  temporary: boolean;
  passwordStdin: boolean;
}

export interface CommandContext {
  operator: OperatorService;
  input: CommandInput;
  print: (text: string) => void;
  readStdin: () => Promise<string>;
}

/** A command's outcome: the security event to log, and the user it acted on. */
export interface Done {
  event: SecurityEventName;
  targetId?: string;
}

export interface Command {
  /** Lines of the usage text, the first naming the command and its arguments. */
  usage: string[];
  takesUser: boolean;
  options: readonly ('until' | 'temporary' | 'password-stdin')[];
  run: (context: CommandContext) => Promise<Done>;
}

/** An operator's mistake in the command line: a pointer to the help follows the message. */
export class UsageError extends Error {}

export const commands: Record<string, Command> = {
  'reset-password': {
    usage: [
      'reset-password <user>                     Print a one-time link on PUBLIC_URL where the user chooses a',
      `                                          new password (valid ${RESET_LINK_LIFETIME_MS / 60_000} minutes; earlier links stop working).`,
      '  --temporary                             Instead set a generated password, printed once, that the user',
      '                                          must change at their next login. Ends all their sessions.',
      '  --password-stdin                        The same with the password read from standard input.',
    ],
    takesUser: true,
    options: ['temporary', 'password-stdin'],
    run: resetPassword,
  },
  'reset-two-factor': {
    usage: [
      "reset-two-factor <user>                   Turn off the user's two-factor authentication, end all their",
      '                                          sessions and tell them by mail.',
    ],
    takesUser: true,
    options: [],
    async run({ operator, input, print }) {
      const user = await operator.resetTwoFactor(input.user);
      print(
        `Two-factor authentication of "${user.username}" is off and all their sessions have ended. ` +
          'They are told by mail.',
      );
      return { event: 'cli.member.two-factor-reset', targetId: user.id };
    },
  },
  'grant-access': {
    usage: [
      'grant-access <user> --until YYYY-MM-DD    Give complimentary access through that day (UTC), or move the',
      '                                          end of access given before.',
    ],
    takesUser: true,
    options: ['until'],
    async run({ operator, input, print }) {
      if (input.until === undefined) throw new UsageError('grant-access needs --until YYYY-MM-DD.');
      const user = await operator.grantAccess(input.user, input.until);
      print(`Complimentary access for "${user.username}" until the end of ${input.until} (UTC).`);
      return { event: 'cli.access.granted', targetId: user.id };
    },
  },
  'end-access': {
    usage: ["end-access <user>                         End the user's complimentary access now."],
    takesUser: true,
    options: [],
    async run({ operator, input, print }) {
      const user = await operator.endAccess(input.user);
      print(`Complimentary access for "${user.username}" has ended.`);
      return { event: 'cli.access.ended', targetId: user.id };
    },
  },
  'list-admins': {
    usage: ['list-admins                               List the administrators.'],
    takesUser: false,
    options: [],
    async run({ operator, print }) {
      print(adminTable(await operator.listAdmins()));
      return { event: 'cli.admins.listed' };
    },
  },
  'make-admin': {
    usage: ['make-admin <user>                         Make the user an administrator.'],
    takesUser: true,
    options: [],
    async run({ operator, input, print }) {
      const user = await operator.makeAdmin(input.user);
      print(`"${user.username}" is now an admin. The Admin menu shows at their next login.`);
      return { event: 'cli.member.made-admin', targetId: user.id };
    },
  },
};

async function resetPassword({ operator, input, print, readStdin }: CommandContext): Promise<Done> {
  if (input.temporary && input.passwordStdin) {
    throw new UsageError('Give either --temporary or --password-stdin, not both.');
  }
  if (!input.temporary && !input.passwordStdin) {
    const { user, link } = await operator.issueResetLink(input.user);
    print(`One-time password reset link for "${user.username}" (pass it on privately):\n${link}`);
    print('Their password and sessions stay as they are until the link is used.');
    return { event: 'cli.password.reset-link-issued', targetId: user.id };
  }
  const password = input.temporary ? randomBytes(18).toString('base64url') : firstLine(await readStdin());
  if (password === '') throw new UsageError('No password on standard input.');
  const user = await operator.setTemporaryPassword(input.user, password);
  if (input.temporary) {
    print(`Temporary password for "${user.username}" (shown once; pass it on privately):\n${password}`);
  } else {
    print(`The password of "${user.username}" is set.`);
  }
  print('They must change it at their next login. All their sessions have ended.');
  return { event: 'cli.password.set', targetId: user.id };
}

function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? '';
}

function adminTable(admins: Member[]): string {
  if (admins.length === 0) return 'No administrators.';
  const header = ['USERNAME', 'EMAIL', 'TWO-FACTOR', 'ACCOUNT'];
  const rows = [
    header,
    ...admins.map((admin) => [
      admin.username,
      admin.email,
      admin.twoFactorEnabled ? 'on' : 'off',
      admin.disabled ? 'disabled' : 'enabled',
    ]),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
