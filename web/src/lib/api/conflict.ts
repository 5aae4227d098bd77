import type { DiaryDayResponse, StoredChart } from '@baseline/contract';
import { isTab } from '../noteTabs';
import { ApiError } from './ApiError';

/** 409: the day was saved elsewhere since this page loaded it. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The day as stored now, which the server sends with a 409 (`current`), so Reload needs no second
 * request; undefined for any other failure or an answer without it (the caller then fetches the day).
 */
export function conflictDay(error: unknown): DiaryDayResponse | undefined {
  if (!isConflict(error) || !(error instanceof ApiError) || !isRecord(error.body)) return undefined;
  const { current } = error.body;
  if (!isRecord(current) || typeof current.date !== 'string' || typeof current.version !== 'number') return undefined;
  if (!Array.isArray(current.notes) || !current.notes.every(isTab)) return undefined;
  return current as DiaryDayResponse;
}

/**
 * The chart as stored now, from a 409 to a chart's save; undefined for any other failure or an answer without it.
 * Only its outline is checked: the server wrote it from its own schema.
 */
export function conflictChart(error: unknown): StoredChart | undefined {
  if (!isConflict(error) || !(error instanceof ApiError) || !isRecord(error.body)) return undefined;
  const { current } = error.body;
  if (!isRecord(current) || typeof current.id !== 'string' || typeof current.version !== 'number') return undefined;
  if (!Array.isArray(current.points) || !Array.isArray(current.players)) return undefined;
  return current as unknown as StoredChart;
}
