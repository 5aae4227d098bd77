import { EXPORT_MESSAGES } from '@baseline/contract';
import { createMemberGate } from '../../lib/gates.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * An export holds a database reader and a response for as long as the download lasts: one per member, and
 * `atOnce` per process (lib/gates.ts), others refused with 429 and Retry-After.
 */
export const EXPORT_LIMITS = { atOnce: 4, retryAfterSeconds: 60 };

export function createExportSlots(atOnce = EXPORT_LIMITS.atOnce) {
  const retryAfter = { 'retry-after': String(EXPORT_LIMITS.retryAfterSeconds) };
  return createMemberGate({
    atOnce,
    memberBusy: () => new HttpError(429, EXPORT_MESSAGES.alreadyRunning, retryAfter),
    serverBusy: () => new HttpError(429, EXPORT_MESSAGES.serverBusy, retryAfter),
  });
}

export type ExportSlots = ReturnType<typeof createExportSlots>;
