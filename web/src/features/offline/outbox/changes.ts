import type {
  DiaryDayResponse,
  SaveChartBody,
  SaveDiaryBody,
  SavePlayerNoteBody,
  StoredChart,
} from '@baseline/contract';

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

/**
 * A chart recorded on the device (issue 34): the whole chart, with the version its points are based on (0 for a
 * chart this device started). Every point goes through the queue, so a chart is kept from its first point.
 */
export interface ChartChange {
  kind: 'chart';
  chartId: string;
  body: SaveChartBody;
}

export type Change = DayChange | PlayerNoteChange | ChartChange;

/**
 * - pending: waiting for the network;
 * - conflict: the day or chart changed on the server since the edits' version; the member chooses;
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
  /** With status 'conflict' on a day: the day as stored on the server now. */
  current?: DiaryDayResponse;
  /** With status 'conflict' on a chart: the chart as stored on the server now. */
  currentChart?: StoredChart;
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

export function chartKey(chartId: string): string {
  return `chart:${chartId}`;
}

export function keyOf(change: Change): string {
  switch (change.kind) {
    case 'day':
      return dayKey(change.body.date);
    case 'playerNote':
      return playerNoteKey(change.tournamentId, change.playerId, change.body.tournamentYear);
    case 'chart':
      return chartKey(change.chartId);
  }
}

/** The server version a change's edits are based on; none for a player note (the last save wins). */
export function baseOf(change: Change): number | undefined {
  return change.kind === 'playerNote' ? undefined : (change.body.baseVersion ?? 0);
}

/**
 * The change based on the server's `version` instead, for a save made while the one before it was on its way
 * (it holds that one's edits); null when it has no base to move (a player note) or overwrites anyway.
 */
export function rebased(change: Change, version: number): Change | null {
  if (change.kind === 'playerNote' || change.body.overwrite) return null;
  if (change.kind === 'day') return { ...change, body: { ...change.body, baseVersion: version } };
  return { ...change, body: { ...change.body, baseVersion: version } };
}
