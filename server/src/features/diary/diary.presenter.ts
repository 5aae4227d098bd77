import type { DiaryDayResponse, DiaryListEntry, TagSearchEntry } from '@baseline/contract';
import { groupBy } from '../../lib/group-by.js';
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
  return new Map([...groupBy(tags, (row) => row.noteId)].map(([noteId, rows]) => [noteId, rows.map((row) => row.tag)]));
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
  const notesOf = groupBy(notes, (note) => note.entryId);
  return entries.map((entry) => ({
    _id: entry.id,
    date: entry.date,
    notes: (notesOf.get(entry.id) ?? []).map((note) => ({ title: note.title, tags: tagsOf.get(note.id) ?? [] })),
  }));
}
