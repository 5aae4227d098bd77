/**
 * The services the suites use besides the embedded database, chosen by TEST_SERVICES:
 * - unset: every suite on SQLite, and on PostgreSQL and Redis where TEST_DATABASE_URL and TEST_REDIS_URL name them;
 * - `embedded`: SQLite alone, no Redis (npm test's half on Node 24: it checks the runtime and the native addon);
 * - `external`: the database suites on PostgreSQL alone, with Redis (npm test's other half, on the machine's Node).
 * CI runs both halves side by side, so together they cover every suite on both databases.
 */
const services = process.env.TEST_SERVICES;
const embeddedOnly = services === 'embedded';
export const externalOnly = services === 'external';
/** This process runs one of npm test's two halves: the other half covers the other database. */
export const halfOfTheRun = embeddedOnly || externalOnly;

export const postgresUrl = embeddedOnly ? undefined : process.env.TEST_DATABASE_URL;
export const redisUrl = embeddedOnly ? undefined : process.env.TEST_REDIS_URL;

if (externalOnly && !postgresUrl) throw new Error('TEST_SERVICES=external needs TEST_DATABASE_URL.');

/** Says loudly that a part of the suites is skipped, and fails CI for it unless the pass is embedded-only. */
export function warnSkipped(warning: string, ciReason: string): void {
  if (process.env.CI === 'true' && !embeddedOnly) throw new Error(`${warning} ${ciReason}`);
  console.warn(`\n!!! ${warning}\n`);
}
