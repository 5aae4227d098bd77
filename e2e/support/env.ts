/** Values the config hands to the server and every worker through the environment. */
export const adminCredentials = { username: 'admin', password: 'e2e-admin-password', email: 'admin@baseline.test' };

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts.');
  return dir;
}
