import type { Database } from '../../server/src/db/database.js';
import { editedDay } from './history-rows.js';
import { fixed, median, type Row } from './report.js';
import { benchSaver } from './save-day.js';
import { typicalDay } from './seed.js';

const SAVE_RATIO_TARGET = 1.25;
const SAVES_PER_RUN = 100;
const SAVE_PAIRS = 7;

/** What each row's saves write: the search index on new days; History on one day edited again and again. */
const ROWS = {
  search: { label: 'the search index', edits: false },
  history: { label: 'History kept', edits: true },
} as const;

/**
 * A typical day's save (three tabs of about 2 KB) with one of the diary writer's participants against the same
 * save without it: in this process, on the database itself, so the ratio is the save's own, without the HTTP work
 * both would share. Alternating runs of SAVES_PER_RUN saves; the ratio is the median over SAVE_PAIRS pairs of means.
 */
export async function participantSaveRow(
  db: Database,
  userId: string,
  dialect: string,
  participant: keyof typeof ROWS,
): Promise<Row> {
  const { label, edits } = ROWS[participant];
  const savers = { with: benchSaver(db), without: benchSaver(db, [participant]) };
  let save = 0;
  const nextDay = () => {
    save += 1;
    return edits
      ? editedDay('1900-01-01', save)
      : typicalDay(new Date(Date.UTC(1900, 0, 1) + save * 86_400_000).toISOString().slice(0, 10));
  };
  const timeSaves = async (saver: (typeof savers)['with']) => {
    const times: number[] = [];
    for (let run = 0; run < SAVES_PER_RUN; run += 1) {
      const started = performance.now();
      const outcome = await saver(userId, nextDay());
      if (outcome.kind !== 'saved') throw new Error(`the bench's save met a ${outcome.kind}`);
      times.push(performance.now() - started);
    }
    return times.reduce((sum, time) => sum + time, 0) / times.length;
  };
  await timeSaves(savers.with);
  await timeSaves(savers.without);
  const ratios: number[] = [];
  const means = { with: [] as number[], without: [] as number[] };
  for (let pair = 0; pair < SAVE_PAIRS; pair += 1) {
    means.with.push(await timeSaves(savers.with));
    means.without.push(await timeSaves(savers.without));
    ratios.push((means.with.at(-1) ?? 0) / (means.without.at(-1) ?? 1));
  }
  const ratio = median(ratios);
  return {
    name: `Save of a typical day with ${label} vs without (${dialect})`,
    value: `${fixed(median(means.with))} ms vs ${fixed(median(means.without))} ms (${fixed(ratio)}x)`,
    target: `<= ${SAVE_RATIO_TARGET}x`,
    pass: ratio <= SAVE_RATIO_TARGET,
    note: `the diary's writer in the bench process, 3 tabs of 2 KB HTML, median of ${SAVE_PAIRS} alternating pairs of ${SAVES_PER_RUN}-save means`,
  };
}
