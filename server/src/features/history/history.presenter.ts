import type { DayVersionSummary, NoteTab } from '@baseline/contract';
import { groupBy } from '../../lib/group-by.js';
import { toDataUrl } from '../diary/diary-image.js';

interface VersionRow {
  version: number;
  savedAt: number;
  replacedAt: number;
  bytes: number;
}

/** Each version, newest first, with its tabs' titles in order. */
export function presentHistory(
  versions: readonly VersionRow[],
  titles: readonly { version: number; title: string }[],
): DayVersionSummary[] {
  const titlesOf = groupBy(titles, (row) => row.version);
  return versions.map((row) => {
    const tabTitles = (titlesOf.get(row.version) ?? []).map((tab) => tab.title);
    return {
      version: row.version,
      savedAt: row.savedAt,
      replacedAt: row.replacedAt,
      tabCount: tabTitles.length,
      titles: tabTitles,
      bytes: row.bytes,
    };
  });
}

/** A kept version's tabs as the day's GET answers them: tags as written, images as data URLs. */
export function presentVersionTabs(
  tabs: readonly { title: string; content: string; tags: string; mime: string | null; bytes: Buffer | null }[],
): NoteTab[] {
  return tabs.map((tab) => ({
    title: tab.title,
    content: tab.content,
    tags: JSON.parse(tab.tags) as string[],
    image: tab.mime && tab.bytes ? toDataUrl(tab.mime, tab.bytes) : null,
  }));
}
