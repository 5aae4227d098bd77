import type { Database } from '../../db/database.js';
import { groupBy } from '../../lib/group-by.js';
import type { StoredTab } from './day-participants.js';
import type { KnownImage } from './diary-images.repo.js';
import { listNotes } from './diary.repo.js';
import type { ImagePlan } from './image-plan.js';
import type { NormalisedNote } from './note-input.js';
import { listTags } from './note-tags.repo.js';

/** A stored tab with the id of the image it shows, which a save may keep. */
export type StoredTabWithImage = StoredTab & { imageId: string | null };

/** The day's tabs as stored, each with its tags and image: read once per write, inside its transaction. */
export async function readStoredTabs(
  trx: Database,
  entryId: string,
  known: readonly KnownImage[],
): Promise<StoredTabWithImage[]> {
  const notes = await listNotes(trx, entryId);
  const tags = await listTags(
    trx,
    notes.map((note) => note.id),
  );
  const tagsOf = groupBy(tags, (row) => row.noteId);
  const imageOf = new Map(known.map((image) => [image.noteId, image]));
  return notes.map((note) => {
    const image = imageOf.get(note.id);
    return {
      noteId: note.id,
      position: note.position,
      title: note.title,
      content: note.content,
      tags: (tagsOf.get(note.id) ?? []).map((row) => row.tag),
      image: image ? { sha256: image.sha256, size: image.size } : null,
      imageId: image?.id ?? null,
    };
  });
}

/**
 * Whether a save would store exactly the tabs the day holds, in order: titles, sanitised text, tags and the same
 * images. Such a save changes nothing, so it keeps no new version in History and leaves the day's version as it is.
 */
export function holdsSameTabs(
  stored: readonly StoredTabWithImage[],
  notes: readonly NormalisedNote[],
  images: readonly (ImagePlan | null)[],
): boolean {
  if (stored.length !== notes.length || images.some((plan) => plan?.kind === 'new')) return false;
  return stored.every((tab, index) => {
    const note = notes[index];
    const plan = images[index];
    return (
      note !== undefined &&
      note.title === tab.title &&
      note.content === tab.content &&
      (plan?.kind === 'keep' ? plan.imageId : null) === tab.imageId &&
      tab.tags.length === note.tags.length &&
      tab.tags.every((tag, tagIndex) => tag === note.tags[tagIndex])
    );
  });
}
