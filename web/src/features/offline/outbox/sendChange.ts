import type { DiaryDayResponse, StoredChart } from '@baseline/contract';
import { ApiError } from '../../../lib/api/ApiError';
import { conflictChart, conflictDay, isConflict } from '../../../lib/api/conflict';
import type { ApiClient } from '../../../lib/api/client';
import { readClaims } from '../../../lib/auth/claims';
import type { Change } from './changes';
import type { SendResult } from './outbox';

export interface SendDependencies {
  api: ApiClient;
  /** The token signed in now, if any. */
  currentToken: () => string | null;
}

/**
 * Sends one queued change as its owner, `userId`. A change waits ('held') while the browser is signed in as
 * nobody or as someone else: a write queued by one member must never be sent with another's token.
 */
export async function sendChange(
  { api, currentToken }: SendDependencies,
  userId: string,
  change: Change,
): Promise<SendResult> {
  const token = currentToken();
  if (!token || readClaims(token)?.sub !== userId) return { outcome: 'held' };
  try {
    if (change.kind === 'day') {
      const answer = await api.callAs(token, 'diary.save', { body: change.body });
      return { outcome: 'sent', version: answer.version };
    }
    if (change.kind === 'chart') {
      const answer = await api.callAs(token, 'charts.save', { params: { chartId: change.chartId }, body: change.body });
      return { outcome: 'sent', version: answer.version };
    }
    const params = { tournamentId: change.tournamentId, playerId: change.playerId };
    await api.callAs(token, 'playerNotes.save', { params, query: {}, body: change.body });
    return { outcome: 'sent' };
  } catch (error) {
    if (change.kind === 'day' && isConflict(error)) {
      const current = conflictDay(error) ?? (await storedDay(api, token, change.body.date));
      return current ? { outcome: 'conflict', current } : { outcome: 'unreachable' };
    }
    if (change.kind === 'chart' && isConflict(error)) {
      const current = conflictChart(error) ?? (await storedChart(api, token, change.chartId));
      return current ? { outcome: 'chartConflict', current } : { outcome: 'unreachable' };
    }
    return outcomeOfFailure(error);
  }
}

/** A failed send: retried later when the failure may pass, held while the member cannot write, else refused for good. */
export function outcomeOfFailure(error: unknown): SendResult {
  if (!(error instanceof ApiError)) return { outcome: 'unreachable' };
  const { status } = error;
  if (status === 0 || status === 408 || status === 429 || status >= 500) return { outcome: 'unreachable' };
  if (status === 401 || status === 402 || status === 403) return { outcome: 'held' };
  return { outcome: 'refused', message: error.message };
}

async function storedDay(api: ApiClient, token: string, date: string): Promise<DiaryDayResponse | undefined> {
  try {
    return await api.callAs(token, 'diary.day', { query: { date } });
  } catch {
    return undefined;
  }
}

async function storedChart(api: ApiClient, token: string, chartId: string): Promise<StoredChart | undefined> {
  try {
    return await api.callAs(token, 'charts.get', { params: { chartId } });
  } catch {
    return undefined;
  }
}
