import { IMPORT_MESSAGES } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';
import type { MentionForm } from '../diary/mention-form.js';
import { writtenByBaseline } from './baseline-markdown.js';
import type { ImportedFile } from './imported-file.js';
import { readJsonExport } from './json-import.js';
import { isMarkdownNote, markdownText, readMarkdownFiles } from './markdown-import.js';
import { wikiLinkNames } from './wiki-links.js';
import { readZip } from './zip-reader.js';

/** The two kinds of file an import takes, by the body's content type. */
export const IMPORT_CONTENT_TYPES = ['application/json', 'application/zip'] as const;

/** The players and tournaments named so (name keys, wiki-links.ts), by key: those not found are left out. */
export type FindMentions = (nameKeys: string[]) => Promise<ReadonlyMap<string, MentionForm>>;

/**
 * The file read into one shape, with what its reading warns of; 400 when it cannot be read. The names a zip's
 * notes link to are looked up (`findMentions`) before its notes are read.
 */
export async function readImportFile(
  contentType: string,
  body: Buffer,
  findMentions: FindMentions,
): Promise<{ file: ImportedFile; warnings: string[] }> {
  if (contentType === 'application/json') return { file: readJsonExport(body), warnings: [] };
  if (contentType === 'application/zip') {
    const files = readZip(body);
    const names = wikiLinkNames(noteTexts(files));
    return readMarkdownFiles(files, names.length > 0 ? await findMentions(names) : new Map());
  }
  throw new HttpError(415, IMPORT_MESSAGES.unsupportedType);
}

/**
 * The zip's notes as text, one at a time (the zip may hold 256 MB of them); Baseline's own files name their
 * mentions' ids, so their links are not looked up.
 */
function* noteTexts(files: ReadonlyMap<string, Uint8Array>): Generator<string> {
  for (const [path, bytes] of files) {
    if (!isMarkdownNote(path)) continue;
    const text = markdownText(path, bytes);
    if (!writtenByBaseline(text)) yield text;
  }
}
