import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { withEnvFile } from './env-file.js';

function folderWithEnvFile(text: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'baseline-env-file-'));
  writeFileSync(path.join(folder, '.env'), text);
  return folder;
}

describe('the .env file', () => {
  it('is read from the folder, comments and quotes understood, and the shell’s variables win', () => {
    const folder = folderWithEnvFile(
      '# local settings\nPORT=4100\nSESSION_IDLE_MINUTES=30\nMAIL_FROM="Baseline <mail@baseline.example>"\n',
    );
    const env = withEnvFile({ PORT: '4200' }, folder);
    expect(env).toEqual({ PORT: '4200', SESSION_IDLE_MINUTES: '30', MAIL_FROM: 'Baseline <mail@baseline.example>' });
    const config = loadConfig({ ...env, DATA_DIR: folder });
    expect([config.port, config.sessionIdleMs, config.mailFrom]).toEqual([
      4200,
      30 * 60_000,
      'Baseline <mail@baseline.example>',
    ]);
  });

  it('is optional', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'baseline-env-file-'));
    expect(withEnvFile({ PORT: '4200' }, folder)).toEqual({ PORT: '4200' });
  });

  it('is checked like the shell’s variables', () => {
    const folder = folderWithEnvFile('NODE_ENV=prod\n');
    expect(() => loadConfig({ ...withEnvFile({}, folder), DATA_DIR: folder })).toThrow(
      'NODE_ENV="prod" is not allowed: use development, production or test (default: development).',
    );
  });
});
