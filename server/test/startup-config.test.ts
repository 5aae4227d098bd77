import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unusedPort } from '../src/features/mail/testing/smtp.js';

const builtServer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/main.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built server in a fresh folder holding `envFile` as its `.env`, with only `env` (and PATH) from
 * the shell. `until` ends the run (SIGTERM) as soon as the output holds it; without it the server must exit.
 */
function runServer(env: Record<string, string>, envFile: string, until?: string): Promise<Run> {
  if (!existsSync(builtServer)) throw new Error(`${builtServer} is missing: run \`npm run build\` first.`);
  const folder = mkdtempSync(path.join(tmpdir(), 'baseline-startup-'));
  writeFileSync(path.join(folder, '.env'), envFile);
  const child = spawn(process.execPath, [builtServer], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(folder, 'data'), ...env },
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`The server neither exited nor wrote ${until ?? 'anything awaited'}:\n${run.stdout}${run.stderr}`),
      );
    }, 15_000);
    const read = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      run[stream] += chunk.toString();
      if (until !== undefined && run.stdout.includes(until)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read('stdout'));
    child.stderr.on('data', read('stderr'));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ ...run, code });
    });
  });
}

describe('the built server’s start-up configuration', () => {
  it('refuses a bad environment, naming every variable at fault and no secret, and exits non-zero', async () => {
    const secrets = ['leaked-jwt', 'pk_live_leaked', 'db-leak', 'mail-leak', 'adm-lk'];
    const run = await runServer(
      {
        NODE_ENV: 'production',
        PORT: 'eighty',
        JWT_SECRET: 'leaked-jwt',
        STRIPE_SECRET_KEY: 'pk_live_leaked',
        DATABASE_URL: 'mysql://root:db-leak@db.internal/baseline',
        SMTP_URL: 'smpt://mailer:mail-leak@smtp.example.com',
      },
      'ADMIN_PASSWORD=adm-lk\nLOG_LEVEL=loud\n',
    );
    expect(run.code).not.toBe(0);
    expect(run.stderr.split('\n').filter((line) => line !== '')).toEqual([
      'Configuration error:',
      expect.stringMatching(/^ {2}- PORT="eighty" is not allowed: use a whole number from 1 to 65535/) as string,
      expect.stringMatching(
        /^ {2}- DATABASE_URL="mysql:\/\/root:\*\*\*@db.internal\/baseline" is not allowed/,
      ) as string,
      expect.stringMatching(/^ {2}- ADMIN_PASSWORD \(set, value hidden\) is not allowed/) as string,
      expect.stringMatching(/^ {2}- SMTP_URL="smpt:\/\/mailer:\*\*\*@smtp.example.com" is not allowed/) as string,
      expect.stringMatching(/^ {2}- LOG_LEVEL="loud" is not allowed/) as string,
      expect.stringMatching(/^ {2}- STRIPE_SECRET_KEY \(set, value hidden\) is not allowed/) as string,
      '  - JWT_SECRET is too weak for production: use at least 32 random characters.',
      expect.stringMatching(/^ {2}- PUBLIC_URL must be set in production/) as string,
    ]);
    for (const secret of secrets) expect(run.stdout + run.stderr).not.toContain(secret);
  });

  it('reads .env, the shell’s variables winning, and logs one summary of its settings', async () => {
    const port = await unusedPort();
    const run = await runServer(
      { LOG_LEVEL: 'info', HOST: '127.0.0.1', ADMIN_PASSWORD: 'an admin pass for start-up' },
      `PORT=${port}\nLOG_LEVEL=silent\nSMTP_URL=smtp://mailer:mail-leak@127.0.0.1:1\n`,
      'Baseline is serving on',
    );
    const summaries = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; settings?: object })
      .filter((line) => line.settings !== undefined);
    expect(summaries).toEqual([
      expect.objectContaining({
        level: 30,
        settings: expect.objectContaining({ listen: `127.0.0.1:${port}`, mail: 'SMTP via 127.0.0.1:1' }) as object,
        msg: expect.stringMatching(
          /^Settings: development mode on 127\.0\.0\.1:\d+, public URL http:\/\/127\.0\.0\.1:\d+;/,
        ) as string,
      }),
    ]);
    expect(run.stdout + run.stderr).not.toContain('mail-leak');
  });
});
