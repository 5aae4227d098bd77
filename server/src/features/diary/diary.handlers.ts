import { DIARY_LIMITS } from '@baseline/contract';
import type { FastifyReply } from 'fastify';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { DiaryService } from './diary.service.js';
import { createLargeSaveGate, MAX_LARGE_SAVES_READ } from './large-save-gate.js';

function sendJson(reply: FastifyReply, json: Buffer) {
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}

/** The signed-in subscriber's own diary (SPEC section 7). */
export function diaryHandlers(diary: DiaryService): FeatureHandlers<'diary'> {
  return {
    'diary.list': (request) => diary.list(signedInUser(request).id),

    // The day comes as JSON bytes (often from the cache): sent as they are, not serialised again. The
    // route's serialiser (fast-json-stringify, from the response schema) makes text, never a buffer.
    'diary.day': async (request, reply) => {
      const json = await diary.dayJson(
        signedInUser(request).id,
        request.query.date,
        (day) => reply.serialize(day) as string,
      );
      return sendJson(reply, json);
    },

    'diary.save': {
      // A day's tabs may each carry an image, far beyond the app's usual 1 MiB.
      bodyLimit: DIARY_LIMITS.saveRequestBytes,
      preParsing: createLargeSaveGate(MAX_LARGE_SAVES_READ),
      handler: async (request, reply) => {
        const result = await diary.save(signedInUser(request).id, request.body);
        if ('conflict' in result) return reply.code(409).send(result.conflict);
        return result.saved;
      },
    },

    'diary.renameTab': (request) => diary.rename(signedInUser(request).id, request.body),

    'diary.search': (request) => diary.search(signedInUser(request).id, request.query.tag),
  };
}
