import type { SaveDiaryBody } from '@baseline/contract';
import type { TabFields } from './tabs';

/** The tabs of a day saved on the device, as the editor holds them (a save omits what is empty). */
export function queuedTabs(body: SaveDiaryBody): TabFields[] {
  return body.notes.map((note, index) => ({
    title: note.title ?? `Tab ${String(index + 1)}`,
    content: note.content,
    tags: [...note.tags],
    image: note.image ?? null,
  }));
}
