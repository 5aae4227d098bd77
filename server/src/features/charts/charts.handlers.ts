import { CHART_MESSAGES, CHARTS } from '@baseline/contract';
import type { FastifyError } from 'fastify';
import type { AppInstance } from '../../lib/app-instance.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { ChartsService } from './charts.service.js';

/**
 * The import's body is the CSV as text; any other kind of body is answered 415 with what to send. Only
 * text/csv: a foreign page can send text/plain without a preflight.
 */
function csvBody(scope: AppInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  scope.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE')
      return reply.code(415).send({ error: CHART_MESSAGES.mcpContentType });
    throw error;
  });
}

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
    'charts.exportMcp': async (request, reply) => {
      const { fileName, csv } = await charts.exportMcp(signedInUser(request).id, request.params.chartId);
      // Sent as text/csv, so Fastify sends the string as it is.
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'no-store',
        })
        .send(csv);
    },
    'charts.importMcp': {
      bodyLimit: CHARTS.saveRequestBytes,
      scope: csvBody,
      handler: async (request, reply) => {
        const stored = await charts.importMcp(signedInUser(request).id, request.body, request.query);
        return reply.code(201).send(stored);
      },
    },
    'charts.scouting': (request) => charts.scouting(signedInUser(request).id, request.params.playerId, request.query),
  };
}
