import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { HttpError } from '../../lib/http-error.js';

/**
 * A zip's files by their path, refused whole (400) when it could hurt: a name that climbs out of the zip or is
 * absolute or uses backslashes, too many entries, too much data once inflated in all or in one entry, or an
 * entry inflating far more than text and images do (a zip bomb). The sizes the zip declares are checked before
 * anything is inflated, and they bound the inflating: fflate inflates each entry into a buffer of its declared
 * size and no further, so a zip that lies about a size gets a damaged entry, never more memory.
 */
export function readZip(body: Buffer): Map<string, Uint8Array> {
  let entries = 0;
  let declared = 0;
  const checkEntry = (file: UnzipFileInfo): boolean => {
    entries += 1;
    if (entries > IMPORT_LIMITS.zipEntries) throw new HttpError(400, IMPORT_MESSAGES.zipTooManyEntries);
    assertSafeName(file.name);
    if (file.originalSize > IMPORT_LIMITS.zipEntryBytes)
      throw new HttpError(400, IMPORT_MESSAGES.zipEntryTooLarge(file.name));
    declared += file.originalSize;
    if (declared > IMPORT_LIMITS.zipInflatedBytes) throw new HttpError(400, IMPORT_MESSAGES.zipTooLarge);
    if (file.originalSize > file.size * IMPORT_LIMITS.zipRatio) {
      throw new HttpError(400, IMPORT_MESSAGES.zipRatio(file.name));
    }
    return !file.name.endsWith('/');
  };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(body, { filter: checkEntry });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, IMPORT_MESSAGES.badZip);
  }
  return new Map(Object.entries(files));
}

/** 400 unless the name is a plain relative path inside the zip. */
export function assertSafeName(name: string): void {
  const parts = name.split('/');
  const unsafe =
    name.includes('\\') ||
    name.includes('\0') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    parts.some((part) => part === '..' || part === '.');
  if (unsafe) throw new HttpError(400, IMPORT_MESSAGES.unsafeName(name));
}
