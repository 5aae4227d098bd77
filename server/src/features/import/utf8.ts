import { IMPORT_MESSAGES } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The bytes as text; 400 naming the file when they are not UTF-8. A leading byte-order mark is dropped. */
export function utf8Text(bytes: Uint8Array, name: string): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw new HttpError(400, IMPORT_MESSAGES.notUtf8(name));
  }
}

/**
 * A `JSON.parse` reviver that removes NUL from every string: NUL is no text, and PostgreSQL cannot store it, so it
 * leaves whatever a file's JSON holds (a `\u0000` escape too) as the file is read.
 */
export function withoutNul(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? value.replaceAll('\0', '') : value;
}
