import { setImmediate as nextTurn } from 'node:timers/promises';
import { defaultTabTitle, DIARY_LIMITS, MENTION, MENTION_MESSAGES, type NoteTabInput } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';
import type { MentionForm } from './mention-form.js';
import { readNote } from './note-reading.js';
import { MarkupTooLarge, sanitizeNoteHtml } from './note-html.js';
import { assertSaveHtmlWithinLimit, markupLimitError } from './note-markup.js';

/**
 * A tab's text as it will be stored: title settled, HTML sanitised, tags normalised, mentions (with the names
 * they show) and plain text read from it, the text for the search index.
 */
export interface NormalisedNote {
  title: string;
  content: string;
  tags: string[];
  mentions: MentionForm[];
  text: string;
}

/**
 * The tab's title, trimmed; a blank one is 'Tab N', N counting from 1 like the editor's tab bar. 400 when it
 * is over the limit: a title is refused, never cut, so what the member typed is not changed behind their back.
 */
export function noteTitle(title: string | undefined, position: number): string {
  const trimmed = title?.trim() ?? '';
  if (trimmed.length > DIARY_LIMITS.titleLength) {
    throw new HttpError(
      400,
      `The title of tab ${position + 1} is too long: tab titles have at most ${DIARY_LIMITS.titleLength} characters.`,
    );
  }
  return trimmed || defaultTabTitle(position);
}

/** What tags are compared by, in search and de-duplication alike: the same letters in any case. */
export function tagKey(tag: string): string {
  return tag.normalize('NFC').toLowerCase();
}

/**
 * The tags trimmed, blank ones dropped and case-insensitive duplicates merged into the first spelling;
 * 400 when one is too long or too many remain. `tabTitle` names the tab in the message.
 */
export function normaliseTags(tags: readonly string[], tabTitle: string): string[] {
  const byKey = new Map<string, string>();
  for (const raw of tags) {
    const tag = raw.trim().normalize('NFC');
    if (!tag) continue;
    if (tag.length > DIARY_LIMITS.tagLength) {
      throw new HttpError(
        400,
        `The tag "${tag.slice(0, 20)}…" in tab "${tabTitle}" is too long: tags have at most ${DIARY_LIMITS.tagLength} characters.`,
      );
    }
    if (!byKey.has(tagKey(tag))) byKey.set(tagKey(tag), tag);
  }
  if (byKey.size > DIARY_LIMITS.tagsPerTab) {
    throw new HttpError(400, `Tab "${tabTitle}" has too many tags: at most ${DIARY_LIMITS.tagsPerTab}.`);
  }
  return [...byKey.values()];
}

/** One tab of a save, checked and cleaned; 400 naming the tab when something is over a limit. */
export function normaliseNote(note: NoteTabInput, position: number): NormalisedNote {
  const title = noteTitle(note.title, position);
  const content = sanitizedContent(note.content, title);
  if (content.length > DIARY_LIMITS.contentLength) {
    throw new HttpError(
      400,
      `The note in tab "${title}" is too long: at most ${DIARY_LIMITS.contentLength} characters of formatted text.`,
    );
  }
  const { mentions, text } = readNote(content);
  if (mentions.length > MENTION.perTab) throw new HttpError(400, MENTION_MESSAGES.tooMany(title));
  return { title, content, tags: normaliseTags(note.tags, title), mentions, text };
}

function sanitizedContent(html: string, title: string): string {
  try {
    return sanitizeNoteHtml(html);
  } catch (error) {
    if (error instanceof MarkupTooLarge) throw markupLimitError(error.exceeded, title);
    throw error;
  }
}

/**
 * Every tab of a save, checked and cleaned, giving other requests their turn between tabs: one tab at its
 * limits is tens of milliseconds of parsing, a day of fifty would hold the server for a second or more.
 */
export async function normaliseNotes(notes: readonly NoteTabInput[]): Promise<NormalisedNote[]> {
  if (notes.length > DIARY_LIMITS.tabsPerDay) {
    throw new HttpError(400, `A day holds at most ${DIARY_LIMITS.tabsPerDay} tabs; this one has ${notes.length}.`);
  }
  assertSaveHtmlWithinLimit(notes.map((note) => note.content));
  const normalised: NormalisedNote[] = [];
  for (const [position, note] of notes.entries()) {
    if (position > 0) await nextTurn();
    normalised.push(normaliseNote(note, position));
  }
  return normalised;
}
