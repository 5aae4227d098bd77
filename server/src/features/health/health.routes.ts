import Type from 'typebox';
import { sql } from 'kysely';
import { ErrorBody } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { AppInstance } from '../../lib/app-instance.js';
import { appVersion } from './app-version.js';

const HealthBody = Type.Object({ status: Type.Literal('ok'), version: Type.String() });

/**
 * `GET /api/health`: ok once the database answers a query, 503 otherwise (load balancers poll it), with the
 * version being run (package.json's), so an operator sees which release answers.
 */
export function healthRoutes(app: AppInstance, db: Database): void {
  app.get('/api/health', { schema: { response: { 200: HealthBody, 503: ErrorBody } } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const, version: appVersion };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ error: 'The database is not answering.' });
    }
  });
}
