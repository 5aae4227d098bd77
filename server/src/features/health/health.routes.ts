import Type from 'typebox';
import { ErrorBody } from '@baseline/contract';
import type { AppInstance } from '../../lib/app-instance.js';
import { appVersion } from './app-version.js';
import { checkReadiness, type ReadinessDeps } from './readiness.js';

const HealthBody = Type.Object({ status: Type.Literal('ok'), version: Type.String() });
const schema = { response: { 200: HealthBody, 503: ErrorBody } };

/**
 * `GET /api/health/live`: ok while the process runs (a supervisor restarts it otherwise).
 * `GET /api/health/ready`: ok when the database answers, its migrations are all applied and Redis (when
 * configured) answers; 503 naming what failed otherwise, so a load balancer sends no traffic here.
 * `GET /api/health`: the same as ready, in the answer shape it always had. Each names the version being run
 * (package.json's), so an operator sees which release answers.
 */
export function healthRoutes(app: AppInstance, deps: ReadinessDeps): void {
  app.get('/api/health/live', { schema }, () => ({ status: 'ok' as const, version: appVersion }));
  const ready = checkReadiness(deps);
  for (const url of ['/api/health/ready', '/api/health']) {
    app.get(url, { schema }, async (request, reply) => {
      const failures = await ready();
      if (failures.length === 0) return { status: 'ok' as const, version: appVersion };
      request.log.warn({ failures }, 'health check: not ready');
      return reply.code(503).send({ error: failures.join(' ') });
    });
  }
}
