import { CHART_MESSAGES, CHARTS } from '@baseline/contract';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { ChartsService } from './charts.service.js';

/** The signed-in subscriber's own charted matches (issue 34): private, by the member's id alone. */
export function chartsHandlers(charts: ChartsService): FeatureHandlers<'charts'> {
  return {
    'charts.list': (request) => charts.list(signedInUser(request).id, request.query),
    'charts.get': (request) => charts.get(signedInUser(request).id, request.params.chartId),
    'charts.save': {
      // A long match with a note on many points passes the app's usual 1 MiB.
      bodyLimit: CHARTS.saveRequestBytes,
      handler: async (request, reply) => {
        const outcome = await charts.save(signedInUser(request).id, request.params.chartId, request.body);
        if (outcome.kind === 'conflict')
          return reply.code(409).send({ error: CHART_MESSAGES.conflict, current: outcome.current });
        return outcome.saved;
      },
    },
    'charts.delete': (request) => charts.remove(signedInUser(request).id, request.params.chartId),
    'charts.scouting': (request) => charts.scouting(signedInUser(request).id, request.params.playerId, request.query),
  };
}
