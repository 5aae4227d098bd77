import { IMPORT_LIMITS, type ExportedPlayerNote } from '@baseline/contract';
import { BASELINE_FORMAT, BASELINE_FRONT_MATTER, markerLine, noteMarkdown } from './baseline-markdown-format.js';
import type { StoredDay, StoredImage } from './exported-records.js';
import { markdownText, type TabMarkdown } from './html-to-markdown.js';
import { convertTabs } from './tab-converter.js';

/** One file of the Markdown zip: its path inside it and its bytes; `compress` false for images (already so). */
export interface ZipFile {
  path: string;
  data: Uint8Array;
  compress: boolean;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

function imageFileName(date: string, tabNumber: number, image: StoredImage): string {
  return `${date}-${tabNumber}.${EXTENSIONS[image.mime] ?? 'bin'}`;
}

/** A YAML scalar that reads back as exactly this text (JSON's strings are YAML's double-quoted ones). */
const yamlString = (text: string) => JSON.stringify(text);

/**
 * The day's tags for its front matter, for other editors (each tab's own are in its marker): every tab's, once
 * each (by lower case), in the order they come, as many as keep the front matter well within what an import reads.
 */
function dayTags(day: StoredDay): string[] {
  const seen = new Map<string, string>();
  let bytes = 0;
  for (const tag of day.tabs.flatMap((tab) => tab.tags)) {
    if (seen.has(tag.toLowerCase())) continue;
    bytes += Buffer.byteLength(yamlString(tag)) + 2;
    if (bytes > IMPORT_LIMITS.frontMatterBytes / 2) break;
    seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()];
}

/**
 * A day as `days/YYYY/YYYY-MM-DD.md` (front matter with the format, the date and tags; each tab its marker, then a
 * `## Title` section with its tags and its text as Markdown) and each tab's image beside it,
 * `YYYY-MM-DD-<tab>.png`, linked by that name. The tabs are converted in a worker thread (tab-converter.ts): a tab
 * of 200,000 characters takes tens of milliseconds, a day of 50 of them seconds.
 */
export async function dayFiles(day: StoredDay): Promise<ZipFile[]> {
  const converted = await convertTabs(day.tabs.map((tab) => tab.html));
  const folder = `days/${day.date.slice(0, 4)}`;
  const images: ZipFile[] = [];
  const sections: string[] = [];
  for (const [index, tab] of day.tabs.entries()) {
    // The worker gives one conversion a tab, in their order.
    const { markdown, mentions } = converted[index] as TabMarkdown;
    const image = tab.image && imageFileName(day.date, index + 1, tab.image);
    const parts = [
      `${markerLine('tab', { title: tab.title, tags: tab.tags, mentions, image })}\n## ${markdownText(tab.title)}`,
    ];
    if (tab.tags.length > 0) parts.push(`Tags: ${tab.tags.map(markdownText).join(', ')}`);
    if (markdown !== '') parts.push(markdown);
    if (tab.image && image) {
      images.push({ path: `${folder}/${image}`, data: tab.image.bytes, compress: false });
      parts.push(`![${markdownText(tab.title)}](${image})`);
    }
    sections.push(parts.join('\n\n'));
  }
  const frontMatter = [
    '---',
    `${BASELINE_FRONT_MATTER}: ${BASELINE_FORMAT}`,
    `date: ${day.date}`,
    `tags: [${dayTags(day).map(yamlString).join(', ')}]`,
    '---',
  ];
  const text = `${frontMatter.join('\n')}\n\n${sections.join('\n\n')}\n`;
  return [{ path: `${folder}/${day.date}.md`, data: Buffer.from(text, 'utf8'), compress: true }, ...images];
}

/** A note's heading in its player's file: the tournament's name (its id when unknown) and the year. */
function noteHeading(note: ExportedPlayerNote): string {
  const tournament = note.tournamentName || `Tournament ${note.tournamentId}`;
  return note.tournamentYear === null ? tournament : `${tournament} ${note.tournamentYear}`;
}

const newestFirst = (a: ExportedPlayerNote, b: ExportedPlayerNote) =>
  (b.tournamentYear ?? 0) - (a.tournamentYear ?? 0) || a.tournamentName.localeCompare(b.tournamentName, 'en');

/**
 * A player's file: front matter with the format and the player, their name as its title, then each of the
 * member's notes on them, newest edition first, its marker, then the tournament's name and year as a heading and
 * the note as typed (plain text: a line like `- serve` reads as a list item in an editor, as it was meant).
 */
export function playerFileText(playerId: string, name: string, notes: readonly ExportedPlayerNote[]): string {
  const sections = [...notes].sort(newestFirst).map((note) => {
    const { tournamentId, tournamentYear, tournamentName, playerName, createdAt, updatedAt } = note;
    const marker = markerLine('note', {
      tournamentId,
      tournamentYear,
      tournamentName,
      playerId,
      playerName,
      createdAt,
      updatedAt,
    });
    return `${marker}\n## ${markdownText(noteHeading(note))}\n\n${noteMarkdown(note.note)}`;
  });
  const frontMatter = ['---', `${BASELINE_FRONT_MATTER}: ${BASELINE_FORMAT}`, `player: ${yamlString(playerId)}`, '---'];
  return `${frontMatter.join('\n')}\n\n# ${markdownText(name)}\n\n${sections.join('\n\n')}\n`;
}
