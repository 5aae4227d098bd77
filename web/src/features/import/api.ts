import { ROUTES, type ImportExisting, type ImportPreviewResponse, type ImportResultResponse } from '@baseline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/ApiError';
import { tokenStore } from '../../app/session/apiClient';
import type { ImportUpload } from './importFile';

/**
 * The import's two calls send the file itself as the body (not JSON of it), so they go through fetch here
 * rather than the app's JSON client; errors are the same ApiError with the server's sentence.
 */
async function sendFile<T>(url: string, upload: ImportUpload): Promise<T> {
  const token = tokenStore.get();
  let response: Response;
  try {
    response = await window.fetch(url, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': upload.type,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: upload.body,
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  const payload = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    if (response.status === 401) tokenStore.expire();
    const error = typeof payload === 'object' && payload !== null && 'error' in payload ? payload.error : undefined;
    throw new ApiError(response.status, typeof error === 'string' ? error : undefined, payload);
  }
  return payload as T;
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (upload: ImportUpload) => sendFile<ImportPreviewResponse>(ROUTES['import.preview'].path, upload),
  });
}

/** Imports the file; every cached query may now be out of date (days, notes, labels, templates). */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ upload, existing }: { upload: ImportUpload; existing: ImportExisting }) =>
      sendFile<ImportResultResponse>(`${ROUTES['import.commit'].path}?existing=${existing}`, upload),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
