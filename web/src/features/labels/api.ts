import type { CreateLabelBody, LabelsResponse, UpdateLabelBody } from '@baseline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';

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

export function useSetPlayerLabels() {
  return useLabelsMutation(({ playerId, labelIds }: { playerId: string; labelIds: string[] }) =>
    api.call('labels.setForPlayer', { params: { playerId }, body: { labelIds } }),
  );
}
