import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { LabelsService } from './labels.service.js';

/** The signed-in subscriber's own labels on players (issue 18): private, by the member's id alone. */
export function labelsHandlers(labels: LabelsService): FeatureHandlers<'labels'> {
  return {
    'labels.list': (request) => labels.list(signedInUser(request).id),
    'labels.create': async (request, reply) =>
      reply.code(201).send(await labels.create(signedInUser(request).id, request.body)),
    'labels.update': (request) => labels.update(signedInUser(request).id, request.params.labelId, request.body),
    'labels.delete': (request) => labels.remove(signedInUser(request).id, request.params.labelId),
    'labels.setForPlayer': (request) =>
      labels.setForPlayer(signedInUser(request).id, request.params.playerId, request.body.labelIds),
  };
}
