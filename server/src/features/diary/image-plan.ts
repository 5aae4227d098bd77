import type { NoteTabInput } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';
import { decodeDataUrl, sha256Hex, TERMS_REQUIRED, type ProcessedImage } from './diary-image.js';
import type { KnownImage } from './diary-images.repo.js';
import { processImagesFor } from './image-work.js';

/** What a save does with one tab's image: keep one the day holds, or store a new one. */
export type ImagePlan =
  { kind: 'keep'; imageId: string } | { kind: 'new'; image: ProcessedImage; termsAcceptedAt: number };

/** A tab's image still to be checked and re-encoded, under the terms accepted when. */
interface ImageToProcess {
  index: number;
  bytes: Buffer;
  termsAcceptedAt: number;
}

/**
 * Decides each tab's image before the save's transaction starts. An image the day already holds (sent back
 * as GET gave it, or as first uploaded) is kept as it is: no decoding, no new terms. Any other image needs
 * the terms flag and is checked and re-encoded, within the member's and the process's bounds (image-work.ts)
 * and one at a time, so a save holds one decoded image at most.
 */
export async function planImages(
  userId: string,
  notes: readonly NoteTabInput[],
  known: readonly KnownImage[],
  now: number,
): Promise<(ImagePlan | null)[]> {
  const kept = new Set<string>();
  const plans: (ImagePlan | null)[] = [];
  const toProcess: ImageToProcess[] = [];
  for (const [index, note] of notes.entries()) {
    plans.push(null);
    if (!note.image) continue;
    const bytes = decodeDataUrl(note.image);
    const digest = sha256Hex(bytes);
    const match = known.find((image) => image.sha256 === digest || image.sourceSha256 === digest);
    if (match && !kept.has(match.id)) {
      kept.add(match.id);
      plans[index] = { kind: 'keep', imageId: match.id };
    } else if (match && match.sha256 === digest) {
      // The same picture on a second tab: a copy of its own, under the acceptance already given.
      const { mime, width, height } = match;
      const image = { mime, bytes, width, height, sha256: digest, sourceSha256: digest };
      plans[index] = { kind: 'new', image, termsAcceptedAt: match.termsAcceptedAt };
    } else if (match) {
      toProcess.push({ index, bytes, termsAcceptedAt: match.termsAcceptedAt });
    } else {
      if (note.acceptedImageTerms !== true) throw new HttpError(400, TERMS_REQUIRED);
      toProcess.push({ index, bytes, termsAcceptedAt: now });
    }
  }
  const processed = await processImagesFor(
    userId,
    toProcess.map(({ bytes }) => bytes),
  );
  for (const [position, { index, termsAcceptedAt }] of toProcess.entries()) {
    const image = processed[position];
    if (image) plans[index] = { kind: 'new', image, termsAcceptedAt };
  }
  return plans;
}
