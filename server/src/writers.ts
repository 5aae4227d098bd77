import type { Database } from './db/database.js';
import type { DayParticipant } from './features/diary/day-participants.js';
import { createDayWriter } from './features/diary/day-writer.js';
import { historyParticipant } from './features/history/record-version.js';
import { createChartMentionsParticipant } from './features/mentions/chart-mentions-participant.js';
import { mentionsParticipant } from './features/mentions/mentions-participant.js';
import { createPlayerNoteWriter, type PlayerNoteParticipant } from './features/player-notes/note-writer.js';
import {
  chartIndexParticipant,
  playerNoteIndexParticipant,
  searchIndexParticipant,
} from './features/search/search-index.js';
import { createChartWriter, type ChartParticipant } from './features/charts/charts.public.js';

/** Everything that happens when a day is written besides the day itself, in the order it happens. */
export const DAY_PARTICIPANTS: readonly DayParticipant[] = [
  historyParticipant,
  mentionsParticipant,
  searchIndexParticipant,
];

/** What happens when a player note is written besides the note and its own history. */
export const PLAYER_NOTE_PARTICIPANTS: readonly PlayerNoteParticipant[] = [playerNoteIndexParticipant];

/** The diary's one writer, with every participant; `without` names those left out (the bench's baselines). */
export function createDiaryWriter(db: Database, without: readonly string[] = []) {
  return createDayWriter({ db, participants: DAY_PARTICIPANTS.filter(({ name }) => !without.includes(name)) });
}

/** The player notes' one writer, with every participant. */
export function createNoteWriter() {
  return createPlayerNoteWriter({ participants: PLAYER_NOTE_PARTICIPANTS });
}

/** What happens when a chart is written or deleted besides the chart itself (issue 34). */
export const CHART_PARTICIPANTS: readonly ChartParticipant[] = [
  chartIndexParticipant,
  // A deleted chart's mentions are unlinked through the diary's writer, in the delete's transaction.
  createChartMentionsParticipant((trx) => createDayWriter({ db: trx, participants: DAY_PARTICIPANTS })),
];

/** The charts' one writer, with every participant. */
export function createChartsWriter() {
  return createChartWriter({ participants: CHART_PARTICIPANTS });
}
