import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { createOperatorService } from '../features/admin/operator.service.js';
import { createQueueOnlyMailer } from '../features/mail/mail.service.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { HttpError } from '../lib/http-error.js';
import { logRefusal, processSecurityLog } from '../lib/security-log.js';
import { commands, UsageError, type Command, type CommandInput } from './admin-commands.js';
import { DatabaseNotReady, openMigratedDatabase } from './open-migrated-database.js';

const HELP_HINT = 'See `npm run admin -- help`.';

export const EXIT = { done: 0, refused: 1, usage: 2, notReady: 3 } as const;

interface Output {
  write(text: string): unknown;
}

export interface AdminCliIo {
  /** The arguments after the script's own name. */
  argv: string[];
  env: NodeJS.ProcessEnv;
  /** Results: the link or password asked for, the list, what was done. */
  stdout: Output;
  /** Refusals and the security events, as JSON lines like the server's log. */
  stderr: Output;
  /** Read only by --password-stdin. */
  readStdin: () => Promise<string>;
  /** The audit log's actor; `cli:<OS user>` unless a test names one. */
  actor?: string;
  now?: Clock;
}

/** `npm run admin -- <command>`: runs one operator command and answers the exit code. */
export async function runAdminCli(io: AdminCliIo): Promise<number> {
  const say = (out: Output) => (text: string) => out.write(`${text}\n`);
  const print = say(io.stdout);
  const complain = say(io.stderr);

  let parsed: { command: Command; input: CommandInput } | 'help';
  try {
    parsed = parseCommandLine(io.argv);
  } catch (error) {
    if (!(error instanceof UsageError || isParseArgsError(error))) throw error;
    complain(`${error.message} ${HELP_HINT}`);
    return EXIT.usage;
  }
  if (parsed === 'help') {
    print(usageText());
    return EXIT.done;
  }

  let config;
  let database;
  try {
    config = loadConfig(io.env);
    database = await openMigratedDatabase(config.database);
  } catch (error) {
    if (error instanceof ConfigError) complain(`Configuration error: ${error.message}`);
    else if (error instanceof DatabaseNotReady) complain(error.message);
    else throw error;
    return EXIT.notReady;
  }

  const now = io.now ?? systemClock;
  const actor = io.actor ?? `cli:${osUser()}`;
  const logger = pino({ level: config.logLevel, base: { pid: process.pid } }, io.stderr);
  const log = processSecurityLog(logger);
  const operator = createOperatorService({
    db: database.db,
    mailer: createQueueOnlyMailer(now),
    now,
    site: { name: config.siteName, publicUrl: config.publicUrl },
    actor,
  });
  const { command, input } = parsed;
  try {
    const done = await logRefusal(log, 'cli.action.failed', { actor }, () =>
      command.run({ operator, input, print, readStdin: io.readStdin }),
    );
    log(done.event, { actor, ...(done.targetId ? { targetId: done.targetId } : {}) });
    return EXIT.done;
  } catch (error) {
    if (error instanceof HttpError) {
      complain(error.message);
      return EXIT.refused;
    }
    if (error instanceof UsageError) {
      complain(`${error.message} ${HELP_HINT}`);
      return EXIT.usage;
    }
    throw error;
  } finally {
    await database.db.destroy();
  }
}

function parseCommandLine(argv: string[]): { command: Command; input: CommandInput } | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      until: { type: 'string' },
      temporary: { type: 'boolean' },
      'password-stdin': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [name, user, ...extra] = positionals;
  if (values.help || name === undefined || name === 'help') return 'help';
  const command = commands[name];
  if (!command) throw new UsageError(`Unknown command "${name}".`);
  if (command.takesUser && user === undefined) throw new UsageError(`${name} needs a user: ${name} <user>.`);
  const unexpected = command.takesUser ? extra : [user, ...extra].filter((value) => value !== undefined);
  if (unexpected.length > 0) throw new UsageError(`${name} does not take "${unexpected.join(' ')}".`);
  const given = (['until', 'temporary', 'password-stdin'] as const).filter((option) => values[option] !== undefined);
  const foreign = given.find((option) => !command.options.includes(option));
  if (foreign) throw new UsageError(`${name} does not take --${foreign}.`);
  return {
    command,
    input: {
      user: user ?? '',
      until: values.until,
      temporary: values.temporary ?? false,
      passwordStdin: values['password-stdin'] ?? false,
    },
  };
}

function isParseArgsError(error: unknown): error is Error {
  return error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    // A container's user may have no entry in /etc/passwd.
    return `uid-${process.getuid?.() ?? 'unknown'}`;
  }
}

export function usageText(): string {
  const lines = Object.values(commands).flatMap((command) => command.usage.map((line) => `  ${line}`));
  return [
    'Usage: npm run admin -- <command> [options]',
    '',
    'Commands:',
    ...lines,
    '  help                                      Show this text.',
    '',
    '<user> is a username (any case) or an e-mail address.',
    'The command reads the same environment as the server (DATA_DIR, DATABASE_URL, PUBLIC_URL, ...) and works',
    'only on a database the server has migrated. Each command is recorded as a security event (on standard',
    'error, as JSON) and in the audit log, with the actor cli:<OS user>. Running servers see a change within',
    '5 seconds.',
    '',
    'Exit codes: 0 done, 1 refused (the message says why), 2 wrong usage, 3 configuration or database not ready.',
  ].join('\n');
}
