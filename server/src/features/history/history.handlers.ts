import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import { sendSaveResult } from '../diary/save-reply.js';
import type { HistoryService } from './history.service.js';

/** A day's kept versions, behind `subscriber` like the diary (features/history/README.md). */
export function historyHandlers(history: HistoryService): FeatureHandlers<'history'> {
  return {
    'history.list': (request) => history.list(signedInUser(request).id, request.query.date),
    'history.version': (request) =>
      history.version(signedInUser(request).id, request.query.date, Number(request.query.version)),
    'history.restore': async (request, reply) => {
      return sendSaveResult(reply, request.body.date, await history.restore(signedInUser(request).id, request.body));
    },
  };
}
