/** The admin account every e2e server is started with (support/server.ts), the same on each worker's. */
export const adminCredentials = { username: 'admin', password: 'e2e-admin-password', email: 'admin@baseline.test' };
