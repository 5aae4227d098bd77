import {
  DIARY_LIMITS,
  DiaryConflictResponse,
  DiaryDateQuery,
  DiaryDayResponse,
  DiaryListResponse,
  RenameTabBody,
  RenameTabResponse,
  SaveDiaryBody,
  SaveDiaryResponse,
  TagSearchQuery,
  TagSearchResponse,
} from '@baseline/contract';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../lib/app-instance.js';
import { errorResponses } from '../../lib/responses.js';
import { guardedRoutes } from '../../lib/route-group.js';
import { signedInUser, type AuthGuards } from '../access/guards.js';
import type { DiaryService } from './diary.service.js';
import { createLargeSaveGate, MAX_LARGE_SAVES_READ } from './large-save-gate.js';

function sendJson(reply: FastifyReply, json: Buffer) {
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}

/** `/api/diary*`: the signed-in subscriber's own diary (SPEC section 7). */
export async function diaryRoutes(app: AppInstance, diary: DiaryService, guards: AuthGuards) {
  const largeSaveGate = createLargeSaveGate(MAX_LARGE_SAVES_READ);
  await guardedRoutes(app, [guards.requireUser, guards.requireSubscriber], (subscribers) => {
    subscribers.get(
      '/api/diary/list',
      { schema: { response: { 200: DiaryListResponse, ...errorResponses(401, 402, 403) } } },
      (request) => diary.list(signedInUser(request).id),
    );

    subscribers.get(
      '/api/diary',
      {
        schema: {
          querystring: DiaryDateQuery,
          response: { 200: DiaryDayResponse, ...errorResponses(400, 401, 402, 403) },
        },
      },
      // The day comes as JSON bytes (often from the cache): sent as they are, not serialised again. The
      // route's serialiser (fast-json-stringify, from the response schema) makes text, never a buffer.
      async (request, reply) => {
        const json = await diary.dayJson(
          signedInUser(request).id,
          request.query.date,
          (day) => reply.serialize(day) as string,
        );
        return sendJson(reply, json);
      },
    );

    subscribers.post(
      '/api/diary',
      {
        // A day's tabs may each carry an image, far beyond the app's usual 1 MiB.
        bodyLimit: DIARY_LIMITS.saveRequestBytes,
        preParsing: largeSaveGate,
        schema: {
          body: SaveDiaryBody,
          response: {
            200: SaveDiaryResponse,
            409: DiaryConflictResponse,
            ...errorResponses(400, 401, 402, 403, 413, 429),
          },
        },
      },
      async (request, reply) => {
        const result = await diary.save(signedInUser(request).id, request.body);
        if ('conflict' in result) return reply.code(409).send(result.conflict);
        return result.saved;
      },
    );

    subscribers.put(
      '/api/diary/rename-tab',
      {
        schema: {
          body: RenameTabBody,
          response: { 200: RenameTabResponse, ...errorResponses(400, 401, 402, 403, 404, 413) },
        },
      },
      (request) => diary.rename(signedInUser(request).id, request.body),
    );

    subscribers.get(
      '/api/diary/search',
      {
        schema: {
          querystring: TagSearchQuery,
          response: { 200: TagSearchResponse, ...errorResponses(400, 401, 402, 403) },
        },
      },
      (request) => diary.search(signedInUser(request).id, request.query.tag),
    );
  });
}
