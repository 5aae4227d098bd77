import type { DiaryDayResponse, SaveDiaryBody, SavePlayerNoteBody } from '@baseline/contract';

/** A day saved (or a tab renamed) on the device: the whole day, with the version its edits are based on. */
export interface DayChange {
  kind: 'day';
  body: SaveDiaryBody;
}

/** A player note saved on the device. Player notes have no versions on the server: the last save wins. */
export interface PlayerNoteChange {
  kind: 'playerNote';
  tournamentId: string;
  playerId: string;
  body: SavePlayerNoteBody;
}

export type Change = DayChange | PlayerNoteChange;

/**
 * - pending: waiting for the network;
 * - conflict: the day changed on the server since the edits' version; the member chooses (reload or overwrite);
 * - refused: the server refused it for good (e.g. over a limit); kept until the member edits or drops it.
 */
export type ChangeStatus = 'pending' | 'conflict' | 'refused';

export interface QueuedChange {
  /** Order of first queueing; the queue syncs in this order. */
  seq: number;
  /** One entry per day or note: a later save of the same thing replaces the queued one. */
  key: string;
  change: Change;
  status: ChangeStatus;
  queuedAt: number;
  /** Bumped by every save of the same key, so a sync that sent an older body does not drop a newer one. */
  edits: number;
  /** With status 'conflict': the day as stored on the server now. */
  current?: DiaryDayResponse;
  /** With status 'refused': the server's sentence. */
  refusal?: string;
}

export function dayKey(date: string): string {
  return `day:${date}`;
}

/** One per edition; a change queued before notes were kept per edition has no year. */
export function playerNoteKey(tournamentId: string, playerId: string, tournamentYear?: number): string {
  return tournamentYear === undefined
    ? `note:${tournamentId}:${playerId}`
    : `note:${tournamentId}:${tournamentYear}:${playerId}`;
}

export function keyOf(change: Change): string {
  return change.kind === 'day'
    ? dayKey(change.body.date)
    : playerNoteKey(change.tournamentId, change.playerId, change.body.tournamentYear);
}
