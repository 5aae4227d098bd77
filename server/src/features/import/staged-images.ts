import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sha256Hex } from '../diary/diary-image.js';
import type { ImportedImage } from './imported-file.js';

/** Writes an image the reading found to the staging folder, so that memory holds one at a time. */
export type StageImage = (bytes: Uint8Array, image: Pick<ImportedImage, 'sha256' | 'termsAcceptedAt'>) => ImportedImage;

/**
 * Stages images in `folder` (made on the first), numbered in the order found. Synchronous: it runs in the
 * import's worker thread (import-worker.ts), where waiting holds no one else.
 */
export function imageStager(folder: string): StageImage {
  let count = 0;
  return (bytes, image) => {
    if (count === 0) mkdirSync(folder, { recursive: true });
    count += 1;
    const file = path.join(folder, `${count}.image`);
    writeFileSync(file, bytes);
    return { ...image, file, digest: sha256Hex(bytes) };
  };
}
