import type { Database } from '../../db/database.js';
import type { ChartParticipant } from '../charts/charts.public.js';
import type { DayWriter } from '../diary/day-writer.js';
import type { ImagePlan } from '../diary/image-plan.js';
import { withoutMention } from '../diary/mention-form.js';
import { normaliseNote } from '../diary/note-input.js';
import { datesMentioningTarget } from './mentions.repo.js';

/** The diary's writer inside the delete's transaction: the composition root makes it with every day participant. */
export type DayWriterIn = (trx: Database) => Pick<DayWriter, 'readStored' | 'write'>;

/**
 * A deleted chart's mentions become their label as plain text ("@Sinner v Alcaraz"), in the delete's
 * transaction: a chip would lead to a report that is gone, and the day could not be saved again with it (the
 * save refuses a chart the member does not have). Each day is written through the diary's one writer, so
 * History keeps the day as it was, and the search row and the mentions index follow its new text.
 */
export function createChartMentionsParticipant(dayWriterIn: DayWriterIn): ChartParticipant {
  return {
    name: 'mentions',
    async deleted(trx, { userId, chartId, now }) {
      const target = { kind: 'chart' as const, id: chartId };
      const writer = dayWriterIn(trx);
      for (const date of await datesMentioningTarget(trx, userId, 'chart', chartId)) {
        const current = await writer.readStored(trx, userId, date);
        if (!current) continue;
        const notes = current.tabs.map((tab, position) =>
          normaliseNote({ title: tab.title, content: withoutMention(tab.content, target), tags: tab.tags }, position),
        );
        const images = current.tabs.map((tab): ImagePlan | null =>
          tab.imageId ? { kind: 'keep', imageId: tab.imageId } : null,
        );
        await writer.write(trx, current, { userId, date, notes, images, now });
      }
    },
  };
}
