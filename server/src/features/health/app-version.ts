import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The root package.json's name, in the repository and in a release folder alike. */
const APP_PACKAGE_NAME = 'baseline';

/**
 * The version of Baseline being run, from the nearest package.json named `baseline` above this file: the
 * repository's root when run from the sources or server/dist, the release folder's when installed from a
 * release (whose server/ holds no package.json of its own). Read once, at start-up.
 */
export const appVersion: string = findAppVersion(path.dirname(fileURLToPath(import.meta.url)));

function findAppVersion(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    const file = path.join(folder, 'package.json');
    if (existsSync(file)) {
      const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (name === APP_PACKAGE_NAME && version) return version;
    }
    if (path.dirname(folder) === folder) {
      throw new Error(`No package.json named '${APP_PACKAGE_NAME}' with a version above ${start}.`);
    }
  }
}
