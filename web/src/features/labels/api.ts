import type { CreateLabelBody, LabelledPlayer, LabelsResponse, UpdateLabelBody } from '@baseline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/apiClient';
import { withPlayerLabels } from './labelIndex';

export const labelKeys = {
  all: ['labels'] as const,
};

/** The member's labels and the players carrying them: one query for every draw, page and panel. */
export function useLabels() {
  return useQuery({
    queryKey: labelKeys.all,
    queryFn: (): Promise<LabelsResponse> => api.call('labels.list'),
    staleTime: 60_000,
  });
}

/** Every change to labels refetches the one list, so each dot and picker follows. */
function useLabelsMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.all }),
  });
}

export function useCreateLabel() {
  return useLabelsMutation((body: CreateLabelBody) => api.call('labels.create', { body }));
}

export function useUpdateLabel() {
  return useLabelsMutation(({ labelId, ...body }: UpdateLabelBody & { labelId: string }) =>
    api.call('labels.update', { params: { labelId }, body }),
  );
}

export function useDeleteLabel() {
  return useLabelsMutation((labelId: string) => api.call('labels.delete', { params: { labelId } }));
}

/**
 * Puts exactly these labels on the player. Each tick of the picker is one call: they run one after another
 * (one mutation scope), so the last tick is the one that stays, and the list shows each at once.
 */
export function useSetPlayerLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'labels.setForPlayer' },
    mutationFn: ({ playerId, labelIds }: LabelledPlayer) =>
      api.call('labels.setForPlayer', { params: { playerId }, body: { labelIds } }),
    onMutate: async (player: LabelledPlayer) => {
      await queryClient.cancelQueries({ queryKey: labelKeys.all });
      queryClient.setQueryData<LabelsResponse>(labelKeys.all, (known) => known && withPlayerLabels(known, player));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: labelKeys.all }),
  });
}
