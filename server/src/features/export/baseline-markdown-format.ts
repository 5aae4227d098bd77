import type { MentionForm } from '../diary/mention-form.js';

/**
 * What Baseline's Markdown export writes beside the text for its own import to read back (issue 31): the front
 * matter's `baseline: 1` marks a file as ours, and each tab or player note starts with a comment line holding,
 * as JSON, what Markdown cannot carry unambiguously (a title with `#`, each tab's own tags, a mention's id, the
 * note's edition). Editors do not show the comments; the readable `## Title` follows each.
 */
export const BASELINE_FRONT_MATTER = 'baseline';
export const BASELINE_FORMAT = 1;

export interface TabMarker {
  title: string;
  tags: string[];
  /** Every mention in the order its `[[link]]` stands in the text. */
  mentions: MentionForm[];
  /** The image's file name beside the day's file. */
  image: string | null;
}

export interface NoteMarker {
  tournamentId: string;
  tournamentYear: number | null;
  tournamentName: string;
  playerId: string;
  playerName: string;
  createdAt: number;
  updatedAt: number;
}

type MarkerKind = 'tab' | 'note';

/** A marker's line; `<`, `>` and `-` as JSON escapes, so no text can end the comment early. */
export function markerLine(kind: 'tab', data: TabMarker): string;
export function markerLine(kind: 'note', data: NoteMarker): string;
export function markerLine(kind: MarkerKind, data: TabMarker | NoteMarker): string {
  const json = JSON.stringify(data).replace(/[<>-]/g, (character) => `\\u00${character.charCodeAt(0).toString(16)}`);
  return `<!-- baseline:${kind} ${json} -->`;
}

/** A whole marker line, in a file's body; `split` with it gives text, kind, JSON, text, kind, JSON… */
export const MARKER_LINE = /^<!-- baseline:(tab|note) (.*) -->$/m;

/**
 * A player note (plain text) as Markdown that an editor shows as typed: `<` and `&` could start HTML or an
 * entity, so they are escaped with a backslash, and so is the backslash itself, so that `noteFromMarkdown` reads the text
 * back exactly. The rest stays as typed (a line `- serve wide` shows as the list item it was meant as), and no
 * line can read as a marker, which starts with `<`.
 */
export const noteMarkdown = (text: string) => text.replace(/[\\<&]/g, '\\$&');
export const noteFromMarkdown = (markdown: string) => markdown.replace(/\\([\\<&])/g, '$1');
