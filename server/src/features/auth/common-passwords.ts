import { createRequire } from 'node:module';

/** How many of the most common passwords that pass the length rule are refused (ASVS 6.2.4 asks for 3,000). */
export const COMMON_PASSWORD_COUNT = 10_000;
const MIN_LENGTH_ON_LIST = 8;

/**
 * Words an attacker tries first on this product in particular: its name and its subject. They are not on a
 * general list, or too far down it.
 */
const CONTEXT_WORDS = ['baseline', 'baseline1', 'baseline123', 'tennis123', 'tennis1234', 'baselinetennis'];

type CommonPackage = { dictionary: { 'passwords-common': readonly string[] } };
let common: ReadonlySet<string> | undefined;

/**
 * The zxcvbn-ts list ranks about 49,000 leaked passwords by frequency. Shorter ones are already refused by
 * the length rule, so the set holds the first COMMON_PASSWORD_COUNT that are not. Loaded on first use, once,
 * rather than at start-up, which most processes (tests, migrations) never need it for; require
 * keeps the policy check synchronous for its callers.
 */
function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as CommonPackage;
    const ranked = dictionary['passwords-common'];
    const set = new Set<string>(CONTEXT_WORDS);
    let taken = 0;
    for (const password of ranked) {
      if (taken === COMMON_PASSWORD_COUNT) break;
      if (Array.from(password).length < MIN_LENGTH_ON_LIST) continue;
      set.add(password.toLowerCase());
      taken += 1;
    }
    common = set;
  }
  return common;
}

/** Whether the password, in any case, is one of the common passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
