import Type from 'typebox';
import { DiaryDate, NoteTab } from './diary.js';

/** A version number in a day's history: 1 for the first version a save replaced, then one more each time. */
const HistoryVersionNumber = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** One kept version of a day, as the History list shows it. */
export const DayVersionSummary = Type.Object({
  version: HistoryVersionNumber,
  /** When this version was saved (epoch ms), and when a later save, rename or delete replaced it. */
  savedAt: Type.Integer(),
  replacedAt: Type.Integer(),
  tabCount: Type.Integer({ minimum: 0 }),
  titles: Type.Array(Type.String()),
  /** UTF-8 bytes of its titles, HTML and tags, plus its images' bytes. */
  bytes: Type.Integer({ minimum: 0 }),
});
export type DayVersionSummary = Type.Static<typeof DayVersionSummary>;

/** `GET /api/diary/history?date=`: the day's kept versions, newest first (none for a day never replaced). */
export const DayHistoryResponse = Type.Object({ date: DiaryDate, versions: Type.Array(DayVersionSummary) });
export type DayHistoryResponse = Type.Static<typeof DayHistoryResponse>;

/** An address's version number: digits, as a query string holds them (the app does not coerce types). */
export const DayVersionQuery = Type.Object({
  date: DiaryDate,
  version: Type.String({ pattern: '^[1-9]\\d{0,8}$', title: 'Version' }),
});
export type DayVersionQuery = Type.Static<typeof DayVersionQuery>;

/** `GET /api/diary/history/version?date=&version=`: that version's tabs, images as data URLs, read-only. */
export const DayVersionResponse = Type.Object({
  date: DiaryDate,
  version: HistoryVersionNumber,
  savedAt: Type.Integer(),
  replacedAt: Type.Integer(),
  notes: Type.Array(NoteTab),
});
export type DayVersionResponse = Type.Static<typeof DayVersionResponse>;

/**
 * `POST /api/diary/history/restore`: saves that version as the day's newest, through the save's own conflict
 * check: `baseVersion` is the day's version the client shows (0 for a deleted day); 409 as a save answers.
 */
export const RestoreVersionBody = Type.Object({
  date: DiaryDate,
  version: HistoryVersionNumber,
  baseVersion: Type.Integer({ minimum: 0 }),
});
export type RestoreVersionBody = Type.Static<typeof RestoreVersionBody>;
