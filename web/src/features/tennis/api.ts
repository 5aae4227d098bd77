import type { PlayerNoteResponse, SavePlayerNoteBody } from '@baseline/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryFailures } from '../../lib/api/retry';
import { api } from '../../app/session/apiClient';
import { notebookKeys } from '../notebook/api';
import { LIVE_DRAW_REFRESH_MS } from './state/liveDraw';
import { fetchDraw } from './state/drawAnswer';
import { fetchTournamentList } from './state/tournamentList';

export const tennisKeys = {
  all: ['tennis'] as const,
  tournaments: (season: string | undefined) => [...tennisKeys.all, 'tournaments', season ?? 'all'] as const,
  seasons: () => [...tennisKeys.all, 'seasons'] as const,
  draw: (year: string, id: string) => [...tennisKeys.all, 'draw', year, id] as const,
  notes: () => [...tennisKeys.all, 'notes'] as const,
  note: (tournamentId: string, tournamentYear: number, playerId: string) =>
    [...tennisKeys.notes(), 'note', tournamentId, tournamentYear, playerId] as const,
  noted: (tournamentId: string, tournamentYear: number) =>
    [...tennisKeys.notes(), 'noted', tournamentId, tournamentYear] as const,
  dossier: (playerId: string) => [...tennisKeys.notes(), 'dossier', playerId] as const,
  player: (playerId: string, season: string) => [...tennisKeys.all, 'player', playerId, season] as const,
  playerSearch: (q: string) => [...tennisKeys.all, 'player-search', q] as const,
  headToHead: (playerId: string, opponentId: string) =>
    [...tennisKeys.all, 'head-to-head', playerId, opponentId] as const,
};

/** One season's tournaments; waits while the season is not known yet (the current one is being asked for). */
export function useTournaments(season: string | undefined) {
  return useQuery({
    queryKey: tennisKeys.tournaments(season),
    queryFn: () => fetchTournamentList(api, season),
    enabled: season !== undefined,
    // The server caches the calendar for an hour; a minute here spares it the refetch on every visit.
    staleTime: 60_000,
    // An unknown season will not appear by asking again.
    retry: retryFailures(2),
  });
}

/** The source's seasons and the current one (the list's default season). */
export function useSeasons() {
  return useQuery({
    queryKey: tennisKeys.seasons(),
    queryFn: () => api.call('tennis.seasons'),
    staleTime: 60_000,
  });
}

/**
 * A tournament's draw, with whether it is the browser's offline copy. While it is `live`, it is asked for again every minute while the page is visible; the
 * answer is shared structurally with the one before (TanStack's default), so fixtures that did not change
 * keep their objects and their memoised cards do not re-render.
 */
export function useDraw(year: string, id: string, live = false) {
  return useQuery({
    queryKey: tennisKeys.draw(year, id),
    queryFn: () => fetchDraw(api, year, id),
    staleTime: 60_000,
    refetchInterval: live ? LIVE_DRAW_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    // The tour's data source can stumble; a refusal (an unknown or malformed tournament) will not change.
    retry: retryFailures(2),
  });
}

/** The user's note on the player at this edition of the tournament (each year has its own). */
export function usePlayerNote(tournamentId: string, tournamentYear: number, playerId: string) {
  return useQuery({
    queryKey: tennisKeys.note(tournamentId, tournamentYear, playerId),
    queryFn: () =>
      api.call('playerNotes.get', { params: { tournamentId, playerId }, query: { year: String(tournamentYear) } }),
    // The note being written must not be replaced by a refetch when the window regains focus.
    refetchOnWindowFocus: false,
  });
}

/** The players of a tournament's edition the user has a note on: the draw's marks. */
export function useNotedPlayers(tournamentId: string, tournamentYear: number) {
  return useQuery({
    queryKey: tennisKeys.noted(tournamentId, tournamentYear),
    queryFn: () => api.call('playerNotes.noted', { params: { tournamentId }, query: { year: String(tournamentYear) } }),
  });
}

/** The user's notes on a player at every tournament. */
export function usePlayerDossier(playerId: string) {
  return useQuery({
    queryKey: tennisKeys.dossier(playerId),
    queryFn: () => api.call('playerNotes.dossier', { params: { playerId } }),
  });
}

export interface SaveNoteVariables extends SavePlayerNoteBody {
  tournamentId: string;
  tournamentYear: number;
  playerId: string;
}

/** Saves a note; the marks and dossiers follow, the note's own query takes the saved text. */
export function useSavePlayerNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tournamentId, playerId, ...body }: SaveNoteVariables) =>
      api.call('playerNotes.save', {
        params: { tournamentId, playerId },
        query: { year: String(body.tournamentYear) },
        body,
      }),
    onSuccess: async (_answer, { tournamentId, tournamentYear, playerId, note }) => {
      const saved: PlayerNoteResponse = { note };
      queryClient.setQueryData(tennisKeys.note(tournamentId, tournamentYear, playerId), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tennisKeys.noted(tournamentId, tournamentYear) }),
        queryClient.invalidateQueries({ queryKey: tennisKeys.dossier(playerId) }),
        queryClient.invalidateQueries({ queryKey: notebookKeys.all }),
      ]);
    },
  });
}

/** A player's page for a season (the server's current one when `season` is ''). */
export function usePlayerSeason(playerId: string, season: string) {
  return useQuery({
    queryKey: tennisKeys.player(playerId, season),
    queryFn: () => api.call('tennis.player', { params: { playerId }, query: season ? { season } : {} }),
    staleTime: 60_000,
    retry: retryFailures(2),
    placeholderData: keepPreviousData,
  });
}

/** Players whose name has a word starting with each word typed; off until something is typed. */
export function usePlayerSearch(q: string) {
  return useQuery({
    queryKey: tennisKeys.playerSearch(q),
    queryFn: () => api.call('tennis.playerSearch', { query: { q } }),
    enabled: q !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useHeadToHead(playerId: string, opponentId: string | null) {
  return useQuery({
    queryKey: tennisKeys.headToHead(playerId, opponentId ?? ''),
    queryFn: () => api.call('tennis.headToHead', { params: { playerId, opponentId: opponentId ?? '' } }),
    enabled: opponentId !== null,
    staleTime: 60_000,
    retry: retryFailures(2),
  });
}
