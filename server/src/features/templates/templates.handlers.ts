import { TEMPLATE_ERRORS } from '@baseline/contract';
import type { FastifyError } from 'fastify';
import type { AppInstance } from '../../lib/app-instance.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { TemplatesService } from './templates.service.js';

/**
 * A template's writes keep the app's 1 MiB body limit; a body over it is answered with the templates' own
 * limits (what the member can act on) instead of the generic 'The request body is too large.'. Any other
 * error goes on to the app's handler.
 */
function templateBodyLimitMessage(scope: AppInstance) {
  scope.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    return reply.code(413).send({ error: TEMPLATE_ERRORS.requestTooLarge });
  });
}

/** The signed-in subscriber's templates: the built-ins and their own (features/templates/README.md). */
export function templatesHandlers(templates: TemplatesService): FeatureHandlers<'templates'> {
  return {
    'templates.list': (request) => templates.list(signedInUser(request).id),
    'templates.create': {
      scope: templateBodyLimitMessage,
      handler: async (request, reply) => {
        const created = await templates.create(signedInUser(request).id, request.body);
        return reply.code(201).send(created);
      },
    },
    'templates.update': {
      scope: templateBodyLimitMessage,
      handler: (request) => templates.update(signedInUser(request).id, request.params.templateId, request.body),
    },
    'templates.delete': (request) => templates.remove(signedInUser(request).id, request.params.templateId),
  };
}
