import type { ScoutingQuery } from '@baseline/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../app/session/apiClient';

export const scoutingKeys = {
  playerCharts: (playerId: string) => ['charts', 'player', playerId] as const,
  scouting: (playerId: string, filters: ScoutingQuery) => ['charts', 'scouting', playerId, filters] as const,
};

/** The member's charts of the player, newest match first. */
export function playerChartsQuery(playerId: string) {
  return queryOptions({
    queryKey: scoutingKeys.playerCharts(playerId),
    queryFn: () => api.call('charts.list', { query: { playerId } }),
  });
}

/** The player's side of every chart of them added up, on a surface and between dates when asked. */
export function scoutingQuery(playerId: string, filters: ScoutingQuery) {
  return queryOptions({
    queryKey: scoutingKeys.scouting(playerId, filters),
    queryFn: () => api.call('charts.scouting', { params: { playerId }, query: filters }),
  });
}
