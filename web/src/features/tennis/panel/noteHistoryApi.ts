import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/session/apiClient';
import { notebookKeys } from '../../notebook/api';
import { tennisKeys } from '../api';

/** One edition's note: what the history calls take. */
export interface NoteEdition {
  tournamentId: string;
  tournamentYear: number;
  playerId: string;
}

const historyKey = ({ tournamentId, tournamentYear, playerId }: NoteEdition) =>
  [...tennisKeys.note(tournamentId, tournamentYear, playerId), 'history'] as const;

/** The note's earlier texts, newest first; asked for only while its History is open. */
export function useNoteHistory(edition: NoteEdition, enabled: boolean) {
  const { tournamentId, tournamentYear, playerId } = edition;
  return useQuery({
    queryKey: historyKey(edition),
    queryFn: () =>
      api.call('playerNotes.history', { params: { tournamentId, playerId }, query: { year: String(tournamentYear) } }),
    enabled,
    staleTime: 0,
  });
}

/** An earlier text as the note again: the note, its history, the marks, dossier and notebook follow. */
export function useRestoreNoteVersion(edition: NoteEdition) {
  const queryClient = useQueryClient();
  const { tournamentId, tournamentYear, playerId } = edition;
  return useMutation({
    mutationFn: (version: number) =>
      api.call('playerNotes.restore', {
        params: { tournamentId, playerId },
        query: { year: String(tournamentYear) },
        body: { version },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(tennisKeys.note(tournamentId, tournamentYear, playerId), { note: answer.note });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey(edition) }),
        queryClient.invalidateQueries({ queryKey: tennisKeys.noted(tournamentId, tournamentYear) }),
        queryClient.invalidateQueries({ queryKey: tennisKeys.dossier(playerId) }),
        queryClient.invalidateQueries({ queryKey: notebookKeys.all }),
      ]);
    },
  });
}
