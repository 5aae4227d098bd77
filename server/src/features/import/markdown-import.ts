import { IMPORT_MESSAGES, type ExportedPlayerNote } from '@baseline/contract';
import type { MentionForm } from '../diary/mention-form.js';
import { embedLocator, leftOutWarnings, type LeftOutImage } from './embedded-images.js';
import type { ImportedChart, ImportedDay, ImportedFile } from './imported-file.js';
import type { StageImage } from './staged-images.js';
import { isChartFile, readBaselineChart } from './baseline-chart.js';
import { isBaselineExport, isPlayerFile, readBaselineDay, readBaselinePlayerNotes } from './baseline-markdown.js';
import { readSplitMarkdownDay, splitFrontMatter } from './markdown-day.js';
import { utf8Text } from './utf8.js';
import type { LeftOutEmbed } from './wiki-links.js';

/**
 * The Markdown files of a zip (or of a folder the web app zipped), one day each; the images they link to are
 * taken from the zip and staged (`stageImage`). Front-matter tags go on every tab of the day. Baseline's own export is read by its markers
 * (baseline-markdown.ts): each tab as it was, its players' files as player notes and its chart files as charts
 * (baseline-chart.ts). Files without a date are
 * left out, with a warning for the preview. Obsidian's `[[links]]` become the `mentions` their names found (wiki-links.ts), or
 * text; an embedded image a tab cannot take is named in the warnings.
 */
export function readMarkdownFiles(
  files: ReadonlyMap<string, Uint8Array>,
  mentions: ReadonlyMap<string, MentionForm>,
  stageImage: StageImage,
): { file: ImportedFile; warnings: string[] } {
  const days: ImportedDay[] = [];
  const playerNotes: ExportedPlayerNote[] = [];
  const charts: ImportedChart[] = [];
  let undated = 0;
  const locate = embedLocator(files.keys());
  const leftOutImages: LeftOutImage[] = [];
  for (const [path, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (!isMarkdownNote(path)) continue;
    const leftOut: { tab: string; images: LeftOutEmbed[] }[] = [];
    const split = splitFrontMatter(path, markdownText(path, bytes));
    if (isBaselineExport(split.front) && isChartFile(split.front)) {
      charts.push(readBaselineChart(path, split));
      continue;
    }
    if (isBaselineExport(split.front) && isPlayerFile(split.front)) {
      playerNotes.push(...readBaselinePlayerNotes(path, split.body));
      continue;
    }
    const day = isBaselineExport(split.front)
      ? readBaselineDay(path, split)
      : readSplitMarkdownDay(path, split, {
          mentions,
          locate,
          leftOut: (tab, images) => leftOut.push({ tab, images }),
        });
    if (!day) {
      undated += 1;
      continue;
    }
    for (const { tab, images } of leftOut)
      leftOutImages.push(...images.map((image) => ({ ...image, date: day.date, tab })));
    days.push({
      date: day.date,
      createdAt: null,
      updatedAt: null,
      tabs: day.tabs.map((tab) => {
        const image = tab.imagePath === null ? undefined : files.get(tab.imagePath);
        return {
          title: tab.title,
          html: tab.html,
          tags: [...day.tags, ...tab.tags],
          image: image ? stageImage(image, { sha256: null, termsAcceptedAt: null }) : null,
        };
      }),
    });
  }
  const warnings = [
    ...(undated > 0 ? [IMPORT_MESSAGES.skippedUndated(undated)] : []),
    ...leftOutWarnings(leftOutImages),
  ];
  return { file: { format: 'markdown', days, playerNotes, labels: [], templates: [], charts }, warnings };
}

/** A Markdown note of the zip: hidden folders and files (`.obsidian/`, `.trash/`) are not notes. */
export function isMarkdownNote(path: string): boolean {
  return /\.md$/i.test(path) && !path.split('/').some((part) => part.startsWith('.'));
}

/** A note's text; NUL is no text, and PostgreSQL cannot store it: it goes before the Markdown is read. */
export function markdownText(path: string, bytes: Uint8Array): string {
  return utf8Text(bytes, path).replaceAll('\0', '');
}
