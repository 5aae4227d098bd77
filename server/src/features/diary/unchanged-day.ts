import type { Database } from '../../db/database.js';
import type { KnownImage } from './diary-images.repo.js';
import { listNotes } from './diary.repo.js';
import type { ImagePlan } from './image-plan.js';
import type { NormalisedNote } from './note-input.js';
import { listTags } from './note-tags.repo.js';

/**
 * Whether a save would store exactly the tabs the day holds, in order: titles, sanitised text, tags and the same
 * images. Such a save changes nothing, so it keeps no new version in History and leaves the day's version as it is.
 */
export async function holdsSameTabs(
  db: Database,
  entryId: string,
  notes: readonly NormalisedNote[],
  images: readonly (ImagePlan | null)[],
  known: readonly KnownImage[],
): Promise<boolean> {
  if (images.some((plan) => plan?.kind === 'new')) return false;
  const stored = await listNotes(db, entryId);
  if (stored.length !== notes.length) return false;
  const tags = await listTags(
    db,
    stored.map((note) => note.id),
  );
  return stored.every((storedNote, index) => {
    const note = notes[index];
    const plan = images[index];
    const storedImage = known.find((image) => image.noteId === storedNote.id)?.id ?? null;
    const storedTags = tags.filter((tag) => tag.noteId === storedNote.id).map((tag) => tag.tag);
    return (
      note !== undefined &&
      note.title === storedNote.title &&
      note.content === storedNote.content &&
      (plan?.kind === 'keep' ? plan.imageId : null) === storedImage &&
      storedTags.length === note.tags.length &&
      storedTags.every((tag, tagIndex) => tag === note.tags[tagIndex])
    );
  });
}
