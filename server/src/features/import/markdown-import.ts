import { IMPORT_MESSAGES } from '@baseline/contract';
import type { ImportedDay, ImportedFile } from './imported-file.js';
import { readMarkdownDay } from './markdown-day.js';
import { utf8Text } from './utf8.js';

/**
 * The Markdown files of a zip (or of a folder the web app zipped), one day each; the images they link to are
 * taken from the zip. Front-matter tags go on every tab of the day. Files without a date are left out, with a
 * warning for the preview.
 */
export function readMarkdownFiles(files: ReadonlyMap<string, Uint8Array>): { file: ImportedFile; warnings: string[] } {
  const days: ImportedDay[] = [];
  let undated = 0;
  for (const [path, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (!/\.md$/i.test(path) || path.split('/').some((part) => part.startsWith('.'))) continue;
    // NUL is no text, and PostgreSQL cannot store it: it goes before the Markdown is read.
    const day = readMarkdownDay(path, utf8Text(bytes, path).replaceAll('\0', ''));
    if (!day) {
      undated += 1;
      continue;
    }
    days.push({
      date: day.date,
      createdAt: null,
      updatedAt: null,
      tabs: day.tabs.map((tab) => {
        const image = tab.imagePath === null ? undefined : files.get(tab.imagePath);
        return {
          title: tab.title,
          html: tab.html,
          tags: [...day.tags, ...tab.tags],
          image: image ? { bytes: Buffer.from(image), sha256: null, termsAcceptedAt: null } : null,
        };
      }),
    });
  }
  const warnings = undated > 0 ? [IMPORT_MESSAGES.skippedUndated(undated)] : [];
  return { file: { format: 'markdown', days, playerNotes: [], labels: [], templates: [] }, warnings };
}
