import { EXPORT_MESSAGES } from '@baseline/contract';
import { createMemberSlots } from '../../lib/member-slots.js';

/**
 * An export holds a database reader and a response for as long as the download lasts: one per member, and
 * `atOnce` per process (lib/member-slots.ts).
 */
export const EXPORT_LIMITS = { atOnce: 4, retryAfterSeconds: 60 };

export function createExportSlots(atOnce = EXPORT_LIMITS.atOnce) {
  return createMemberSlots({
    atOnce,
    retryAfterSeconds: EXPORT_LIMITS.retryAfterSeconds,
    alreadyRunning: EXPORT_MESSAGES.alreadyRunning,
    serverBusy: EXPORT_MESSAGES.serverBusy,
  });
}

export type ExportSlots = ReturnType<typeof createExportSlots>;
