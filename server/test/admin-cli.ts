import { runAdminCli } from '../src/cli/admin-cli.js';
import type { Config } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/database.js';
import type { Clock } from '../src/lib/clock.js';

export const PUBLIC_URL = 'https://baseline.example';
export const ACTOR = 'cli:operator';

export interface SecurityEventLine {
  level: number;
  event: string;
  actor?: string;
  targetId?: string;
  status?: number;
  reason?: string;
}

export interface CliRun {
  code: number;
  stdout: string;
  /** What standard error said besides the security events. */
  stderr: string;
  events: SecurityEventLine[];
  /** All of standard error as written, to search for anything secret. */
  rawStderr: string;
}

/**
 * The environment the server over this test database reads: the same DATA_DIR (and so the same SQLite
 * file), or the same PostgreSQL database with the test's schema on the search path.
 */
export function cliEnv(config: Config, database: DatabaseHandle): Record<string, string> {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: config.dataDir,
    JWT_SECRET: new TextDecoder().decode(config.jwtSecret),
    PUBLIC_URL,
    LOG_LEVEL: 'info',
  };
  if (config.database.kind === 'postgres') {
    const url = new URL(config.database.url);
    if (database.schema) url.searchParams.set('options', `-c search_path=${database.schema}`);
    env.DATABASE_URL = url.toString();
  }
  return env;
}

/** Runs the CLI in this process, as `npm run admin -- ...argv` would, and splits what it wrote. */
export async function runCli(
  env: Record<string, string>,
  argv: string[],
  { stdin = '', now }: { stdin?: string; now?: Clock } = {},
): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli({
    argv,
    env,
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
    readStdin: () => Promise.resolve(stdin),
    actor: ACTOR,
    ...(now ? { now } : {}),
  });
  return { code, stdout: out.join(''), ...splitStderr(err.join('')) };
}

/** Standard error's security events (JSON lines) apart from the operator's messages. */
export function splitStderr(rawStderr: string): Pick<CliRun, 'stderr' | 'events' | 'rawStderr'> {
  const lines = rawStderr.split('\n').filter((line) => line !== '');
  return {
    rawStderr,
    events: lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as SecurityEventLine),
    stderr: lines
      .filter((line) => !line.startsWith('{'))
      .map((line) => `${line}\n`)
      .join(''),
  };
}
