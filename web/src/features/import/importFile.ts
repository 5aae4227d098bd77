import { zipSync } from 'fflate';

/** What the server is sent: the JSON export as it is, or a zip (picked, or made here from a folder). */
export interface ImportUpload {
  name: string;
  type: 'application/json' | 'application/zip';
  body: Blob;
}

/** A picked file: `.json` is the export, anything else is taken for a zip of Markdown. */
export function uploadOfFile(file: File): ImportUpload {
  const isJson = file.type === 'application/json' || file.name.toLowerCase().endsWith('.json');
  return { name: file.name, type: isJson ? 'application/json' : 'application/zip', body: file };
}

/**
 * A picked folder zipped here (stored, not compressed: Markdown is small and images are compressed already), so
 * the server takes one body whatever was picked. Only Markdown files and images go in; each keeps its path
 * inside the folder, so relative image links still resolve.
 */
export async function uploadOfFolder(files: readonly File[]): Promise<ImportUpload> {
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const file of files) {
    if (!/\.(md|markdown|png|jpe?g|gif|webp)$/i.test(file.name)) continue;
    const path = file.webkitRelativePath.split('/').slice(1).join('/') || file.name;
    entries[path] = [new Uint8Array(await file.arrayBuffer()), { level: 0 }];
  }
  const folder = files[0]?.webkitRelativePath.split('/')[0] ?? 'folder';
  return { name: folder, type: 'application/zip', body: new Blob([zipSync(entries)]) };
}
