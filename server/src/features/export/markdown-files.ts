import type { ExportedPlayerNote } from '@baseline/contract';
import type { StoredDay, StoredImage } from './exported-records.js';
import { htmlToMarkdown, markdownText } from './html-to-markdown.js';

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

/** The day's tags for its front matter: every tab's, once each (by lower case), in the order they come. */
function dayTags(day: StoredDay): string[] {
  const seen = new Map<string, string>();
  for (const tag of day.tabs.flatMap((tab) => tab.tags))
    if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  return [...seen.values()];
}

/**
 * A day as `days/YYYY/YYYY-MM-DD.md` (front matter with the date and tags; each tab a `## Title` section with its
 * tags and its text as Markdown) and each tab's image beside it, `YYYY-MM-DD-<tab>.png`, linked by that name.
 */
export function dayFiles(day: StoredDay): ZipFile[] {
  const folder = `days/${day.date.slice(0, 4)}`;
  const images: ZipFile[] = [];
  const sections = day.tabs.map((tab, index) => {
    const parts = [`## ${markdownText(tab.title)}`];
    if (tab.tags.length > 0) parts.push(`Tags: ${tab.tags.map(markdownText).join(', ')}`);
    const body = htmlToMarkdown(tab.html);
    if (body !== '') parts.push(body);
    if (tab.image) {
      const name = imageFileName(day.date, index + 1, tab.image);
      images.push({ path: `${folder}/${name}`, data: tab.image.bytes, compress: false });
      parts.push(`![${markdownText(tab.title)}](${name})`);
    }
    return parts.join('\n\n');
  });
  const frontMatter = ['---', `date: ${day.date}`, `tags: [${dayTags(day).map(yamlString).join(', ')}]`, '---'];
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
 * A player's file: their name as its title, then each of the member's notes on them, newest edition first,
 * under the tournament's name and year. The notes are plain text, kept as written but for markup.
 */
export function playerFileText(name: string, notes: readonly ExportedPlayerNote[]): string {
  const sections = [...notes].sort(newestFirst).map((note) => {
    const text = note.note.split('\n').map(markdownText).join('  \n');
    return `## ${markdownText(noteHeading(note))}\n\n${text}`;
  });
  return `# ${markdownText(name)}\n\n${sections.join('\n\n')}\n`;
}
