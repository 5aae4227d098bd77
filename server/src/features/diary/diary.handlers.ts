import { DIARY_LIMITS } from '@baseline/contract';
import type { FastifyReply } from 'fastify';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { DiaryService } from './diary.service.js';
import { createLargeSaveGate, MAX_LARGE_SAVES_READ } from './large-save-gate.js';
import { sendSaveResult } from './save-reply.js';

function sendJson(reply: FastifyReply, json: Buffer) {
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}

/** The signed-in subscriber's own diary (SPEC section 7). */
export function diaryHandlers(diary: DiaryService): FeatureHandlers<'diary'> {
  return {
    'diary.list': (request) => diary.list(signedInUser(request).id),

    // The day comes as JSON bytes (often from the cache): sent as they are, not serialised again.
    'diary.day': async (request, reply) =>
      sendJson(reply, await diary.dayJson(signedInUser(request).id, request.query.date)),

    'diary.save': {
      // A day's tabs may each carry an image, far beyond the app's usual 1 MiB.
      bodyLimit: DIARY_LIMITS.saveRequestBytes,
      preParsing: createLargeSaveGate(MAX_LARGE_SAVES_READ),
      handler: async (request, reply) => {
        return sendSaveResult(reply, request.body.date, await diary.save(signedInUser(request).id, request.body));
      },
    },

    'diary.renameTab': (request) => diary.rename(signedInUser(request).id, request.body),

    'diary.tagSearch': (request) => diary.daysTagged(signedInUser(request).id, request.query.tag),
  };
}
