import type { FeatureHandlers } from '../../lib/register-routes.js';
import { appVersion } from './app-version.js';
import { checkReadiness, type ReadinessDeps } from './readiness.js';

/**
 * `live`: ok while the process runs (a supervisor restarts it otherwise). `ready`: ok when the database
 * answers, its migrations are all applied and Redis (when configured) answers; 503 naming what failed
 * otherwise, so a load balancer sends no traffic here. `check` (`GET /api/health`): the same as ready, in the
 * answer shape it always had. Each names the version being run (package.json's), so an operator sees which
 * release answers.
 */
export function healthHandlers(deps: ReadinessDeps): FeatureHandlers<'health'> {
  const ready = checkReadiness(deps);
  const readiness: FeatureHandlers<'health'>['health.ready'] = async (request, reply) => {
    const failures = await ready();
    if (failures.length === 0) return { status: 'ok' as const, version: appVersion };
    request.log.warn({ failures }, 'health check: not ready');
    return reply.code(503).send({ error: failures.join(' ') });
  };
  return {
    'health.live': () => ({ status: 'ok' as const, version: appVersion }),
    'health.ready': readiness,
    'health.check': readiness,
  };
}
