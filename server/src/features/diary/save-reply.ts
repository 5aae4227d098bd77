import { DIARY_MESSAGES } from '@baseline/contract';
import type { FastifyReply } from 'fastify';
import type { SaveResult } from './diary.service.js';

export const CONFLICT = 'This day was changed in another window. Reload it or overwrite it.';

/** A save's answer, from the diary's save or History's restore: 200 at the new version, or 409 with the day. */
export function sendSaveResult(reply: FastifyReply, date: string, result: SaveResult) {
  if (result.kind === 'conflict') return reply.code(409).send({ error: CONFLICT, current: result.current });
  return reply.send({ message: DIARY_MESSAGES.saved, date, version: result.version });
}
