import type { NoteTemplate, TemplateListResponse, UpdateTemplateBody } from '@baseline/contract';
import { BUILTIN_TEMPLATES } from '@baseline/contract/template-builtins';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/apiClient';

export const templateKeys = { all: ['templates'] as const };

/** Shown at once, and kept when the list cannot be loaded: the built-ins need no server. */
const BUILT_INS_ONLY: TemplateListResponse = {
  templates: BUILTIN_TEMPLATES.map((template) => ({ ...template, builtIn: true })),
};

/** The built-in templates and the member's own, per kind (tab, then note). */
export function useTemplates() {
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: () => api.call('templates.list'),
    placeholderData: BUILT_INS_ONLY,
    staleTime: 60_000,
  });
}

/** The list as it is after a write: each write answers the template, so the list is read again. */
function useTemplateWrite<Variables>(write: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useCreateTemplate() {
  return useTemplateWrite((body: Pick<NoteTemplate, 'kind' | 'name' | 'body'>) =>
    api.call('templates.create', { body }),
  );
}

export function useUpdateTemplate() {
  return useTemplateWrite(({ templateId, ...body }: UpdateTemplateBody & { templateId: string }) =>
    api.call('templates.update', { params: { templateId }, body }),
  );
}

export function useDeleteTemplate() {
  return useTemplateWrite((templateId: string) => api.call('templates.delete', { params: { templateId } }));
}
