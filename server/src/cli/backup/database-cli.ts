import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.js';
import { backupDatabase } from './backup.js';
import { describeSchema, describeSize, Refusal } from './baseline-file.js';
import { restoreDatabase } from './restore.js';

/** The same as the admin CLI's: 0 done, 1 refused, 2 wrong usage, 3 configuration not usable. */
export const EXIT = { done: 0, refused: 1, usage: 2, notReady: 3 } as const;

const PG_DUMP_HINT =
  'DATABASE_URL points to PostgreSQL: back it up and restore it with pg_dump and pg_restore, ' +
  'as the README\'s "Backups and restore" shows. This command is for SQLite only.';

interface Output {
  write(text: string): unknown;
}

export interface DatabaseCliIo {
  /** The arguments after the script's own name. */
  argv: string[];
  env: NodeJS.ProcessEnv;
  stdout: Output;
  stderr: Output;
  now?: () => number;
}

/** `npm run backup -- FILE [--force]`: a consistent copy of the running server's SQLite database. */
export function runBackupCli(io: DatabaseCliIo): Promise<number> {
  return runCommand(io, 'backup', async ({ file, force, live }) => {
    const result = await backupDatabase({ source: live, target: file, force });
    return (
      `Backed up ${live} to ${result.file}: ${describeSize(result.bytes)}, ` +
      `schema ${describeSchema(result.schema)}.`
    );
  });
}

/** `npm run restore -- FILE`: puts a backup in place of the SQLite database, with the server stopped. */
export function runRestoreCli(io: DatabaseCliIo): Promise<number> {
  return runCommand(io, 'restore', ({ file, force, live }) => {
    if (force) throw new UsageError('restore does not take --force.');
    const { schema, keptAs } = restoreDatabase({ backup: file, live, now: io.now ?? Date.now });
    const lines = [`Restored ${live} from ${file}: schema ${describeSchema(schema)}.`];
    lines.push(keptAs ? `The database it replaced is kept as ${keptAs}.` : 'There was no database to replace.');
    if (schema.pending.length > 0) {
      lines.push(
        `The backup is from an older Baseline: the server runs its ${schema.pending.length} missing migration(s) ` +
          'when it starts.',
      );
    }
    return Promise.resolve(lines.join('\n'));
  });
}

class UsageError extends Error {}

async function runCommand(
  io: DatabaseCliIo,
  name: 'backup' | 'restore',
  run: (input: { file: string; force: boolean; live: string }) => Promise<string>,
): Promise<number> {
  const usage = `Usage: npm run ${name} -- FILE${name === 'backup' ? ' [--force]' : ''}`;
  const complain = (text: string) => io.stderr.write(`${text}\n`);
  try {
    const { file, force } = parseCommandLine(io.argv);
    const config = loadConfig(io.env);
    if (config.database.kind === 'postgres') {
      complain(PG_DUMP_HINT);
      return EXIT.notReady;
    }
    if (config.database.file === ':memory:') {
      complain('DATABASE_URL names an in-memory database: there is no file to back up or restore.');
      return EXIT.notReady;
    }
    io.stdout.write(`${await run({ file, force, live: config.database.file })}\n`);
    return EXIT.done;
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      complain(`${error.message}\n${usage}`);
      return EXIT.usage;
    }
    if (error instanceof ConfigError) {
      complain(`Configuration error: ${error.message}`);
      return EXIT.notReady;
    }
    if (error instanceof Refusal) {
      complain(error.message);
      return EXIT.refused;
    }
    throw error;
  }
}

function parseCommandLine(argv: string[]): { file: string; force: boolean } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { force: { type: 'boolean' } },
  });
  if (positionals.length !== 1) throw new UsageError('Name one file.');
  return { file: positionals[0] as string, force: values.force ?? false };
}

function isParseArgsError(error: unknown): error is Error {
  return error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}
