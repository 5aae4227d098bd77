import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError } from '../config.js';

export const ENV_FILE = '.env';

/**
 * The variables of `.env` in `folder` (read with Node's own parser: `NAME=value` lines, `#` comments,
 * quoted values), overridden by those the process was given, so a shell or a service manager always wins.
 * No file means the process's variables alone.
 */
export function withEnvFile(processEnv: NodeJS.ProcessEnv, folder: string): NodeJS.ProcessEnv {
  return { ...readEnvFile(path.join(folder, ENV_FILE)), ...processEnv };
}

function readEnvFile(file: string): NodeJS.ProcessEnv {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ConfigError(`${file} could not be read: ${(error as Error).message}`);
  }
  return parseEnv(text);
}
