import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { NotebookService } from './notebook.service.js';

/** `/api/notebook/*`: the signed-in subscriber's own diary and notes on a player, a tournament or a chart. */
export function notebookHandlers(notebook: NotebookService): FeatureHandlers<'notebook'> {
  return {
    'notebook.player': (request) =>
      notebook.player(signedInUser(request).id, request.params.playerId, request.query.before),
    'notebook.tournament': (request) =>
      notebook.tournament(signedInUser(request).id, Number(request.params.year), request.params.tournamentId),
    'notebook.lastYear': (request) =>
      notebook.lastYear(signedInUser(request).id, Number(request.params.year), request.params.tournamentId),
    'notebook.chart': (request) =>
      notebook.chart(signedInUser(request).id, request.params.chartId, request.query.before),
    'notebook.earlierEditions': (request) =>
      notebook.earlierEditions(signedInUser(request).id, Number(request.query.season)),
  };
}
