import { IMPORT_MESSAGES } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';
import type { ImportedFile } from './imported-file.js';
import { readJsonExport } from './json-import.js';
import { readMarkdownFiles } from './markdown-import.js';
import { readZip } from './zip-reader.js';

/** The two kinds of file an import takes, by the body's content type. */
export const IMPORT_CONTENT_TYPES = ['application/json', 'application/zip'] as const;

/** The file read into one shape, with what its reading warns of; 400 when it cannot be read. */
export function readImportFile(contentType: string, body: Buffer): { file: ImportedFile; warnings: string[] } {
  if (contentType === 'application/json') return { file: readJsonExport(body), warnings: [] };
  if (contentType === 'application/zip') return readMarkdownFiles(readZip(body));
  throw new HttpError(415, IMPORT_MESSAGES.unsupportedType);
}
