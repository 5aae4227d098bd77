import type { SaveDiaryBody } from '@baseline/contract';
import type { Database } from '../../server/src/db/database.js';
import { createDiaryWriter } from '../../server/src/writers.js';
import type { SaveOutcome } from '../../server/src/features/diary/day-writer.js';
import { normaliseNotes } from '../../server/src/features/diary/note-input.js';

/**
 * A save as the diary's route makes it, less the HTTP work and the mention lookup: the notes checked, then the
 * diary's writer. `without` names the writer's participants left out (the save rows' baselines).
 */
export function benchSaver(db: Database, without: readonly string[] = []) {
  const writer = createDiaryWriter(db, without);
  return async (userId: string, body: SaveDiaryBody): Promise<SaveOutcome> =>
    writer.save(userId, body, await normaliseNotes(body.notes), Date.now());
}
