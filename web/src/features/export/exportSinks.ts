import type { ExportFormat } from '@baseline/contract';
import { exportFileName } from '@baseline/contract/export-file-name';
import type { ExportSink } from './exportStore';

/** The File System Access API's picker (Chromium): not in TypeScript's DOM types yet. */
interface SaveFilePickerWindow {
  showSaveFilePicker?: (options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, readonly string[]> }[];
  }) => Promise<{ createWritable(): Promise<WritableStream<Uint8Array> & { close(): Promise<void> }> }>;
}

const TYPES: Record<ExportFormat, { description: string; accept: Record<string, readonly string[]> }> = {
  json: { description: 'Baseline export (JSON)', accept: { 'application/json': ['.json'] } },
  markdown: { description: 'Markdown files (zip)', accept: { 'application/zip': ['.zip'] } },
};

/**
 * Asks where to save, while the click that started the export still counts as the member's gesture, and
 * answers a sink that writes each piece to that file as it arrives (memory stays flat for any size). Null when
 * the browser has no picker; throws an AbortError when the member closes it.
 */
export async function pickFileSink(format: ExportFormat): Promise<ExportSink | null> {
  const picker = (window as unknown as SaveFilePickerWindow).showSaveFilePicker;
  if (!picker) return null;
  const handle = await picker({ suggestedName: exportFileName(format, Date.now()), types: [TYPES[format]] });
  const writable = await handle.createWritable();
  const writer = writable.getWriter();
  return {
    write: (chunk) => writer.write(chunk),
    close: () => writer.close(),
    abort: () => writer.abort().catch(() => undefined),
  };
}

/** A sink that gathers the pieces and hands the browser one file to download at the end. */
export function downloadSink(format: ExportFormat): ExportSink {
  let pieces: Uint8Array[] = [];
  return {
    write(chunk) {
      pieces.push(chunk);
      return Promise.resolve();
    },
    close(fileName) {
      const type = format === 'json' ? 'application/json' : 'application/zip';
      const url = URL.createObjectURL(new Blob(pieces as BlobPart[], { type }));
      pieces = [];
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The download has taken the Blob by the time the click returns; the URL is freed a little later.
      window.setTimeout(() => {
        URL.revokeObjectURL(url);
      }, 60_000);
      return Promise.resolve();
    },
    abort() {
      pieces = [];
      return Promise.resolve();
    },
  };
}
