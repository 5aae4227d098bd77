import type { DiaryDayResponse, DiaryListEntry, TagSearchEntry } from '@baseline/contract';
import { toDataUrl } from './diary-image.js';
import type { NoteRow } from './diary.repo.js';

interface TagRow {
  noteId: string;
  tag: string;
}

interface ImageRow {
  noteId: string | null;
  mime: string;
  bytes: Uint8Array;
}

function tagsByNote(tags: readonly TagRow[]): Map<string, string[]> {
  const byNote = new Map<string, string[]>();
  for (const { noteId, tag } of tags) {
    const list = byNote.get(noteId);
    if (list) list.push(tag);
    else byNote.set(noteId, [tag]);
  }
  return byNote;
}

export function presentDay(
  day: { date: string; version: number },
  notes: readonly NoteRow[],
  tags: readonly TagRow[],
  images: readonly ImageRow[],
): DiaryDayResponse {
  const tagsOf = tagsByNote(tags);
  const imageOf = new Map(images.map((image) => [image.noteId, toDataUrl(image.mime, image.bytes)]));
  return {
    date: day.date,
    version: day.version,
    notes: notes.map((note) => ({
      title: note.title,
      content: note.content,
      tags: tagsOf.get(note.id) ?? [],
      image: imageOf.get(note.id) ?? null,
    })),
  };
}

export function presentListEntry(row: { id: string; date: string; title: string }): DiaryListEntry {
  return { _id: row.id, date: row.date, title: row.title };
}

/** Each entry with all its tabs' titles and tags, in the entries' order (newest first). */
export function presentSearch(
  entries: readonly { id: string; date: string }[],
  notes: readonly { id: string; entryId: string; title: string }[],
  tags: readonly TagRow[],
): TagSearchEntry[] {
  const tagsOf = tagsByNote(tags);
  // By entry first: a search finds hundreds of days, and filtering every tab for each one grows as their product.
  const notesOf = new Map<string, TagSearchEntry['notes']>();
  for (const note of notes) {
    const presented = { title: note.title, tags: tagsOf.get(note.id) ?? [] };
    const list = notesOf.get(note.entryId);
    if (list) list.push(presented);
    else notesOf.set(note.entryId, [presented]);
  }
  return entries.map((entry) => ({ _id: entry.id, date: entry.date, notes: notesOf.get(entry.id) ?? [] }));
}
