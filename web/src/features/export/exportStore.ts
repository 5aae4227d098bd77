import type { ExportFormat, ExportSummary } from '@baseline/contract';
import { exportFileName } from '@baseline/contract/export-file-name';
import { ROUTES } from '@baseline/contract/routes';
import { api, tokenStore } from '../../app/session/apiClient';

/** What the member asked for: the format, and the range (null: unbounded on that side). */
export interface ExportRequest {
  format: ExportFormat;
  from: string | null;
  to: string | null;
}

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; format: ExportFormat; received: number; estimate: number }
  | { phase: 'done'; fileName: string; bytes: number }
  | { phase: 'failed'; message: string };

/** Where the file goes: a file the member picked (written as it arrives), or memory until a download at the end. */
export interface ExportSink {
  write(chunk: Uint8Array): Promise<void>;
  close(fileName: string): Promise<void>;
  abort(): Promise<void>;
}

/*
 * One export at a time, held here above the routes: it goes on while the member works elsewhere in the app,
 * the page and the header's status line read it, and Cancel stops it from anywhere.
 */
let state: ExportState = { phase: 'idle' };
let controller: AbortController | null = null;
const listeners = new Set<() => void>();

function set(next: ExportState) {
  state = next;
  for (const listener of listeners) listener();
}

export const exportStore = {
  get: (): ExportState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  cancel: () => {
    controller?.abort();
  },
};

function queryOf({ from, to }: ExportRequest): Record<string, string> {
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The file name the server gives in Content-Disposition, or the same one made here. */
function fileNameOf(response: Response, format: ExportFormat): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? exportFileName(format, Date.now());
}

async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not the app's JSON refusal (a proxy's page): the status says enough.
  }
  return `The export failed (${response.status}). Please try again.`;
}

/**
 * Runs an export: asks for the summary (the size estimate), then streams the file into `sink`, counting the
 * bytes for the progress bar. The fetch sends the token itself (the API takes no cookie).
 */
export async function startExport(request: ExportRequest, sink: ExportSink): Promise<void> {
  if (state.phase === 'running') return;
  const abort = new AbortController();
  controller = abort;
  set({ phase: 'running', format: request.format, received: 0, estimate: 0 });
  try {
    const query = queryOf(request);
    const summary: ExportSummary = await api.call('export.summary', { query });
    const estimate = summary.estimatedBytes[request.format];
    set({ phase: 'running', format: request.format, received: 0, estimate });
    const token = tokenStore.get();
    const path = ROUTES[request.format === 'json' ? 'export.json' : 'export.markdown'].path;
    const response = await fetch(`${path}?${new URLSearchParams(query).toString()}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: abort.signal,
    });
    if (!response.ok || !response.body) throw new Error(await refusalOf(response));
    const reader = response.body.getReader();
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await sink.write(value);
      received += value.byteLength;
      set({ phase: 'running', format: request.format, received, estimate });
    }
    const fileName = fileNameOf(response, request.format);
    await sink.close(fileName);
    set({ phase: 'done', fileName, bytes: received });
  } catch (error) {
    await sink.abort();
    if (abort.signal.aborted) set({ phase: 'idle' });
    else set({ phase: 'failed', message: error instanceof Error ? error.message : 'The export failed.' });
  } finally {
    if (controller === abort) controller = null;
  }
}
