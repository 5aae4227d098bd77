import type { Database } from '../../db/database.js';
import type { ChartParticipant } from '../charts/charts.public.js';
import { withoutMention } from '../diary/mention-form.js';
import { tabsMentioningTarget, unlinkTarget } from './mentions.repo.js';

/**
 * A deleted chart's mentions become their label as plain text ("@Sinner v Alcaraz"), in the delete's
 * transaction: a chip would lead to a report that is gone, and the day could not be saved again with it (the
 * save refuses a chart the member does not have). The tabs keep their text, so search and excerpts read alike.
 */
export const chartMentionsParticipant: ChartParticipant = {
  name: 'mentions',
  async deleted(trx: Database, { userId, chartId }) {
    const target = { kind: 'chart' as const, id: chartId };
    const tabs = await tabsMentioningTarget(trx, userId, 'chart', chartId);
    const unlinked = tabs.map((tab) => ({ ...tab, content: withoutMention(tab.content, target) }));
    await unlinkTarget(trx, userId, target, unlinked);
  },
};
