import { readFile, stat } from 'node:fs/promises';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';
import type { MentionForm } from '../diary/mention-form.js';
import { writtenByBaseline } from './baseline-markdown.js';
import type { ImportedFile } from './imported-file.js';
import type { StagedImport } from './import-staging.js';
import { readJsonExport } from './json-import.js';
import { isMarkdownNote, markdownText, readMarkdownFiles } from './markdown-import.js';
import { wikiLinkNames } from './wiki-links.js';
import { imageStager } from './staged-images.js';
import { readZip } from './zip-reader.js';

/** The two kinds of file an import takes, by the body's content type. */
export const IMPORT_CONTENT_TYPES = ['application/json', 'application/zip'] as const;

/** The players and tournaments named so (name keys, wiki-links.ts), by key: those not found are left out. */
export type FindMentions = (nameKeys: string[]) => Promise<ReadonlyMap<string, MentionForm>>;

/**
 * A zip larger than this cannot unpack to IMPORT_LIMITS.zipInflatedBytes (a stored entry is its own size, a
 * deflated one at most a little more, and each has its headers), so it is refused before it is read into memory.
 */
const ZIP_FILE_BYTES = IMPORT_LIMITS.zipInflatedBytes + IMPORT_LIMITS.zipEntries * 1024 + 16 * 1024 * 1024;

/**
 * The staged file read into one shape, its images staged beside it, with what its reading warns of; 400 when it
 * cannot be read. The JSON export is streamed (json-import.ts); a zip is read whole, as its index is at its end.
 * The names a zip's notes link to are looked up (`findMentions`) before its notes are read.
 */
export async function readImportFile(
  contentType: string,
  staged: StagedImport,
  findMentions: FindMentions,
): Promise<{ file: ImportedFile; warnings: string[] }> {
  const stageImage = imageStager(staged.images);
  if (contentType === 'application/json') {
    return { file: await readJsonExport(staged.file, stageImage), warnings: [] };
  }
  if (contentType === 'application/zip') {
    if ((await stat(staged.file)).size > ZIP_FILE_BYTES) throw new HttpError(400, IMPORT_MESSAGES.zipTooLarge);
    const files = readZip(await readFile(staged.file));
    const names = wikiLinkNames(noteTexts(files));
    return readMarkdownFiles(files, names.length > 0 ? await findMentions(names) : new Map(), stageImage);
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
