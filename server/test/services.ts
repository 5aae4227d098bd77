/**
 * The services the suites use besides the embedded database. The Node 24 pass (scripts/node24) sets
 * TEST_SERVICES=embedded: it checks the runtime, on SQLite alone, while the first pass covers PostgreSQL
 * and Redis; every other CI run must have them.
 */
const embeddedOnly = process.env.TEST_SERVICES === 'embedded';

export const postgresUrl = embeddedOnly ? undefined : process.env.TEST_DATABASE_URL;
export const redisUrl = embeddedOnly ? undefined : process.env.TEST_REDIS_URL;

/** Says loudly that a part of the suites is skipped, and fails CI for it unless the pass is embedded-only. */
export function warnSkipped(warning: string, ciReason: string): void {
  if (process.env.CI === 'true' && !embeddedOnly) throw new Error(`${warning} ${ciReason}`);
  console.warn(`\n!!! ${warning}\n`);
}
