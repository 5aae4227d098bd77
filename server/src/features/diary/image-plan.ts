import type { NoteTabInput } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';
import { decodeDataUrl, processImage, sha256Hex, TERMS_REQUIRED, type ProcessedImage } from './diary-image.js';
import type { KnownImage } from './diary-images.repo.js';

/** What a save does with one tab's image: keep one the day holds, or store a new one. */
export type ImagePlan =
  { kind: 'keep'; imageId: string } | { kind: 'new'; image: ProcessedImage; termsAcceptedAt: number };

/**
 * Decides each tab's image before the save's transaction starts. An image the day already holds (sent back
 * as GET gave it, or as first uploaded) is kept as it is: no decoding, no new terms. Any other image needs
 * the terms flag and is checked and re-encoded; one at a time, so a save holds one decoded image at most.
 */
export async function planImages(
  notes: readonly NoteTabInput[],
  known: readonly KnownImage[],
  now: number,
): Promise<(ImagePlan | null)[]> {
  const kept = new Set<string>();
  const plans: (ImagePlan | null)[] = [];
  for (const note of notes) {
    if (!note.image) {
      plans.push(null);
      continue;
    }
    const bytes = decodeDataUrl(note.image);
    const digest = sha256Hex(bytes);
    const match = known.find((image) => image.sha256 === digest || image.sourceSha256 === digest);
    if (match && !kept.has(match.id)) {
      kept.add(match.id);
      plans.push({ kind: 'keep', imageId: match.id });
    } else if (match) {
      // The same picture on a second tab: a copy of its own, under the acceptance already given.
      const { mime, width, height } = match;
      const image =
        match.sha256 === digest
          ? { mime, bytes, width, height, sha256: digest, sourceSha256: digest }
          : await processImage(bytes);
      plans.push({ kind: 'new', image, termsAcceptedAt: match.termsAcceptedAt });
    } else {
      if (note.acceptedImageTerms !== true) throw new HttpError(400, TERMS_REQUIRED);
      plans.push({ kind: 'new', image: await processImage(bytes), termsAcceptedAt: now });
    }
  }
  return plans;
}
