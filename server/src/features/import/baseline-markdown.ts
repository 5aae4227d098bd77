import { DIARY_LIMITS, ExportedMention, ExportedPlayerNote, IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import Type from 'typebox';
import Value from 'typebox/value';
import { HttpError } from '../../lib/http-error.js';
import {
  BASELINE_FORMAT,
  BASELINE_FRONT_MATTER,
  MARKER_LINE,
  noteFromMarkdown,
  type NoteMarker,
  type TabMarker,
} from '../export/baseline-markdown-format.js';
import type { MarkdownDay } from './markdown-day.js';
import { boundedSections, dateOf, markdownHtml } from './markdown-day.js';
import { jsonPastLimits } from './nesting.js';
import { withoutNul } from './utf8.js';

/*
 * Baseline's own Markdown export read back exactly (issue 31): the markers (export/baseline-markdown-format.ts)
 * say where each tab and player note starts and what it is, so a `## heading` inside a tab stays a heading of that
 * tab, each tab keeps its own tags, its `[[links]]` are the mentions they were, and `players/*.md` are notes.
 */

const TabMarkerSchema = Type.Object({
  title: Type.String({ maxLength: DIARY_LIMITS.titleLength * 2 }),
  tags: Type.Array(Type.String({ maxLength: 200 }), { maxItems: DIARY_LIMITS.tagsPerTab * 2 }),
  mentions: Type.Array(ExportedMention),
  image: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
});

/** Whether a file's front matter says Baseline's export wrote it (a newer format is read as this one). */
export function isBaselineExport(front: Record<string, unknown>): boolean {
  return typeof front[BASELINE_FRONT_MATTER] === 'number' && front[BASELINE_FRONT_MATTER] >= BASELINE_FORMAT;
}

/** Whether a file starts as the export writes its files, before its front matter is read. */
export const writtenByBaseline = (text: string) => text.startsWith(`---\n${BASELINE_FRONT_MATTER}: `);

/** Whether the file is a player's file of the export (its front matter names the player). */
export const isPlayerFile = (front: Record<string, unknown>) => typeof front.player === 'string';

/** A fence that opens or closes a code block (CommonMark: three or more backticks or tildes, indented ≤ 3). */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The parts of a body split at its marker lines: each marker's kind and JSON, and the text up to the next. In a
 * day's file a line in a fenced code block is code, whatever it looks like (the export writes code as it is), so
 * it never splits; a player's notes are plain text (a line of backticks is text), in which no line starts with `<`.
 */
function markedParts(
  body: string,
  path: string,
  { fenced }: { fenced: boolean },
): { kind: string; data: unknown; text: string }[] {
  const parts: { kind: string; data: unknown; lines: string[] }[] = [];
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const marker = fence === undefined ? MARKER_LINE.exec(line) : null;
    if (marker) {
      parts.push({ kind: marker[1] ?? '', data: markerData(marker[2] ?? '', path), lines: [''] });
      continue;
    }
    const fenceMark = fenced ? FENCE.exec(line)?.[1] : undefined;
    if (fenceMark !== undefined) {
      if (fence === undefined) fence = fenceMark;
      else if (fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
    }
    parts.at(-1)?.lines.push(line);
  }
  // A part ends with the line break before the next marker, as the text of a split would.
  return parts.map(({ kind, data, lines }, index) => ({
    kind,
    data,
    text: lines.join('\n') + (index < parts.length - 1 ? '\n' : ''),
  }));
}

/** A marker's JSON, bounded as the JSON export's is (its reviver recurses per level); 400 when damaged. */
function markerData(json: string, path: string): unknown {
  const past = jsonPastLimits(json, { depth: IMPORT_LIMITS.nestingDepth, values: IMPORT_LIMITS.jsonValues });
  if (past === 'depth') throw new HttpError(400, IMPORT_MESSAGES.tooDeep(`A Baseline marker in "${path}"`));
  if (past === 'values') throw new HttpError(400, IMPORT_MESSAGES.tooManyValues);
  try {
    return JSON.parse(json, withoutNul);
  } catch {
    throw new HttpError(400, IMPORT_MESSAGES.dayProblem(path, 'a Baseline marker in it is damaged.'));
  }
}

/** A part's text without the readable heading the export writes after its marker, nor the blank lines around. */
function withoutHeading(text: string, last: boolean): string {
  const afterHeading = text.replace(/^\n## [^\n]*(?:\n\n|\n?$)/, '');
  return afterHeading.endsWith(last ? '\n' : '\n\n') ? afterHeading.slice(0, last ? -1 : -2) : afterHeading;
}

/** The first paragraph when it is exactly what is expected there, taken off; the text as it is otherwise. */
function withoutLead(text: string, lead: (paragraph: string) => boolean): string {
  const end = text.indexOf('\n\n');
  const paragraph = end < 0 ? text : text.slice(0, end);
  return lead(paragraph) ? text.slice(paragraph.length + 2) : text;
}

function withoutTrail(text: string, trail: (paragraph: string) => boolean): string {
  const start = text.lastIndexOf('\n\n');
  const paragraph = start < 0 ? text : text.slice(start + 2);
  return trail(paragraph) ? text.slice(0, Math.max(start, 0)) : text;
}

/** A day file of the export: its date, and each marked tab with its title, tags, mentions and image's path. */
export function readBaselineDay(
  path: string,
  { front, body }: { front: Record<string, unknown>; body: string },
): MarkdownDay | undefined {
  const date = dateOf(front.date);
  if (!date) return undefined;
  const directory = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
  const parts = markedParts(body, path, { fenced: true }).filter((part) => part.kind === 'tab');
  const sections = parts.map((part, index) => {
    if (!Value.Check(TabMarkerSchema, part.data)) {
      throw new HttpError(400, IMPORT_MESSAGES.dayProblem(path, 'a Baseline marker in it is damaged.'));
    }
    const marker: TabMarker = part.data;
    let markdown = withoutHeading(part.text, index === parts.length - 1);
    if (marker.tags.length > 0) markdown = withoutLead(markdown, (paragraph) => paragraph.startsWith('Tags: '));
    const image = marker.image;
    if (image)
      markdown = withoutTrail(markdown, (paragraph) => paragraph.startsWith('![') && paragraph.endsWith(`](${image})`));
    return { title: marker.title, markdown, marker };
  });
  return {
    date,
    tags: [],
    tabs: boundedSections(path, sections).map(({ title, markdown, marker }) => ({
      title,
      html: markdown.trim() === '' ? '' : markdownHtml(markdown, { linked: [...marker.mentions] }),
      tags: marker.tags,
      imagePath: marker.image && `${directory}${marker.image}`,
    })),
  };
}

/** A player's file of the export: each marked note, with its edition and times, its text as it was typed. */
export function readBaselinePlayerNotes(path: string, body: string): ExportedPlayerNote[] {
  const parts = markedParts(body, path, { fenced: false }).filter((part) => part.kind === 'note');
  return parts.map((part, index) => {
    const marker = (typeof part.data === 'object' && part.data !== null ? part.data : {}) as Partial<NoteMarker>;
    const note = {
      tournamentId: marker.tournamentId,
      playerId: marker.playerId,
      tournamentYear: marker.tournamentYear,
      playerName: marker.playerName,
      tournamentName: marker.tournamentName,
      note: noteFromMarkdown(withoutHeading(part.text, index === parts.length - 1)),
      createdAt: marker.createdAt,
      updatedAt: marker.updatedAt,
    };
    if (!Value.Check(ExportedPlayerNote, note)) {
      const [first] = Value.Errors(ExportedPlayerNote, note);
      throw new HttpError(
        400,
        IMPORT_MESSAGES.invalidContent(
          `the player file "${path}":`,
          `${first?.instancePath ?? ''} ${first?.message ?? 'is not as expected'}`.trim(),
        ),
      );
    }
    return note;
  });
}
