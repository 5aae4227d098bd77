import { randomUUID } from 'node:crypto';
import {
  LABEL_MESSAGES,
  PLAYER_LABELS,
  type CreateLabelBody,
  type LabelColour,
  type LabelledPlayer,
  type LabelsResponse,
  type PlayerLabel,
  type UpdateLabelBody,
} from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { acceptLabelColour, acceptLabelName, labelNameKey } from './label-name.js';
import {
  assignmentsOf,
  countLabels,
  deleteLabel,
  findLabel,
  insertLabel,
  labelsOf,
  nameTaken,
  ownLabelIds,
  replacePlayerLabels,
  updateLabel,
  type LabelRow,
} from './labels.repo.js';

export interface LabelsDeps {
  db: Database;
  now: Clock;
}

const notFound = () => new HttpError(404, LABEL_MESSAGES.notFound);
const duplicateName = () => new HttpError(409, LABEL_MESSAGES.duplicateName);

/** A row as the API shows it; the colour was checked against the palette when it was written. */
function shown(row: LabelRow): PlayerLabel {
  return { id: row.id, name: row.name, colour: row.colour as LabelColour };
}

/**
 * A member's labels on players. Every read and write is by the member's id: another member's label answers
 * exactly as one that does not exist (404 'Label not found.'), so no id is ever confirmed to anyone else.
 */
export function createLabelsService({ db, now }: LabelsDeps) {
  /** A second label of the same name can still race past the check: the unique key then answers the same 409. */
  async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName();
      throw error;
    }
  }

  return {
    async list(userId: string): Promise<LabelsResponse> {
      const [labels, assignments] = await Promise.all([labelsOf(db, userId), assignmentsOf(db, userId)]);
      const order = new Map(labels.map((label, index) => [label.id, index]));
      const byPlayer = new Map<string, string[]>();
      for (const { playerId, labelId } of assignments)
        byPlayer.set(playerId, [...(byPlayer.get(playerId) ?? []), labelId]);
      const players = [...byPlayer].map(([playerId, labelIds]): LabelledPlayer => ({
        playerId,
        labelIds: labelIds.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)),
      }));
      return { labels: labels.map(shown), players };
    },

    async create(userId: string, body: CreateLabelBody): Promise<PlayerLabel> {
      const name = acceptLabelName(body.name);
      const colour = acceptLabelColour(body.colour);
      const nameKey = labelNameKey(name);
      const id = randomUUID();
      await refusingDuplicates(() =>
        db.transaction().execute(async (trx) => {
          if (await nameTaken(trx, userId, nameKey)) throw duplicateName();
          if ((await countLabels(trx, userId)) >= PLAYER_LABELS.perMember) {
            throw new HttpError(409, LABEL_MESSAGES.tooMany);
          }
          await insertLabel(trx, { id, userId, name, nameKey, colour, now: now() });
        }),
      );
      return { id, name, colour };
    },

    async update(userId: string, id: string, body: UpdateLabelBody): Promise<PlayerLabel> {
      const name = body.name === undefined ? undefined : acceptLabelName(body.name);
      const colour = body.colour === undefined ? undefined : acceptLabelColour(body.colour);
      return refusingDuplicates(() =>
        db.transaction().execute(async (trx) => {
          const label = await findLabel(trx, userId, id);
          if (!label) throw notFound();
          const next = {
            name: name ?? label.name,
            nameKey: name === undefined ? label.nameKey : labelNameKey(name),
            colour: colour ?? label.colour,
          };
          if (await nameTaken(trx, userId, next.nameKey, id)) throw duplicateName();
          await updateLabel(trx, { userId, id }, { ...next, now: now() });
          return shown({ id, ...next });
        }),
      );
    },

    async remove(userId: string, id: string): Promise<{ message: string }> {
      const deleted = await db.transaction().execute((trx) => deleteLabel(trx, userId, id));
      if (!deleted) throw notFound();
      return { message: LABEL_MESSAGES.deleted };
    },

    /** The player's labels become exactly these, or nothing changes: one unknown id refuses them all. */
    async setForPlayer(userId: string, playerId: string, requested: readonly string[]): Promise<LabelledPlayer> {
      const labelIds = [...new Set(requested)];
      await db.transaction().execute(async (trx) => {
        const own = await ownLabelIds(trx, userId, labelIds);
        if (labelIds.some((labelId) => !own.has(labelId))) throw notFound();
        await replacePlayerLabels(trx, { userId, playerId }, labelIds, now());
      });
      const order = new Map((await labelsOf(db, userId)).map((label, index) => [label.id, index]));
      return { playerId, labelIds: labelIds.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)) };
    },
  };
}

export type LabelsService = ReturnType<typeof createLabelsService>;
