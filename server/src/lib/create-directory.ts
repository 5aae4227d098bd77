import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Creates a folder and any missing parents, failing with the system's error where one cannot be made.
 * `mkdirSync(dir, { recursive: true })` never returns on Node 20 where mkdir answers ENOENT under a parent
 * that exists (any path under /proc or /sys): a mistyped DATA_DIR hung the server at full CPU, silently.
 */
export function createDirectory(dir: string): void {
  const missing: string[] = [];
  for (let at = path.resolve(dir); !existsSync(at); at = path.dirname(at)) {
    missing.unshift(at);
    if (path.dirname(at) === at) break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      // Made in the meantime by another process (a second instance starting): as good as made here.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
