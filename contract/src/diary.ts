import Type from 'typebox';
import { DIARY_LIMITS } from './limits.js';

/** A data URL's text for an image of at most `imageBytes` bytes, with room for base64 and the header. */
const IMAGE_DATA_URL_MAX_LENGTH = Math.ceil((DIARY_LIMITS.imageBytes * 4) / 3) + 64;

/** YYYY-MM-DD; the server also checks it is a real calendar date. */
export const DiaryDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const DiaryDateQuery = Type.Object({ date: DiaryDate });
export type DiaryDateQuery = Type.Static<typeof DiaryDateQuery>;

/** One note tab as the client sends it (SPEC section 3). */
/**
 * The schemas' bounds on titles, tags and tabs are twice the limits or more: within them the server refuses
 * what is over a limit with a message naming the tab, and beyond them the request is not worth reading.
 */
export const NoteTabInput = Type.Object({
  title: Type.Optional(Type.String({ maxLength: DIARY_LIMITS.titleLength * 2 })),
  content: Type.String({ maxLength: DIARY_LIMITS.contentLength * 2 }),
  tags: Type.Array(Type.String({ maxLength: 200 }), { maxItems: DIARY_LIMITS.tagsPerTab * 2 }),
  /** A data URL (JPEG, PNG, WebP or GIF); null or absent for no image. */
  image: Type.Optional(Type.Union([Type.String({ maxLength: IMAGE_DATA_URL_MAX_LENGTH * 2 }), Type.Null()])),
  /**
   * Must be true whenever a new image is sent: the user confirmed the image terms. An image the day already
   * holds (sent back as `GET /api/diary` gave it) keeps the acceptance recorded when it was first saved.
   */
  acceptedImageTerms: Type.Optional(Type.Boolean()),
});
export type NoteTabInput = Type.Static<typeof NoteTabInput>;

export const SaveDiaryBody = Type.Object({
  date: DiaryDate,
  notes: Type.Array(NoteTabInput, { maxItems: DIARY_LIMITS.tabsPerDay * 2 }),
  /**
   * The version the client loaded (0 for a day it saw empty). A different current version means another
   * tab or device saved meanwhile: 409 with the current day, unless `overwrite` is true.
   */
  baseVersion: Type.Optional(Type.Integer({ minimum: 0 })),
  overwrite: Type.Optional(Type.Boolean()),
});
export type SaveDiaryBody = Type.Static<typeof SaveDiaryBody>;

/** One note tab as the server answers it: sanitised HTML, normalised tags, the image as a data URL. */
export const NoteTab = Type.Object({
  title: Type.String(),
  content: Type.String(),
  tags: Type.Array(Type.String()),
  image: Type.Union([Type.String(), Type.Null()]),
});
export type NoteTab = Type.Static<typeof NoteTab>;

/** `GET /api/diary?date=`: an empty day answers `notes: []` and version 0. */
export const DiaryDayResponse = Type.Object({
  date: DiaryDate,
  notes: Type.Array(NoteTab),
  version: Type.Integer({ minimum: 0 }),
});
export type DiaryDayResponse = Type.Static<typeof DiaryDayResponse>;

export const SaveDiaryResponse = Type.Object({
  message: Type.String(),
  date: DiaryDate,
  version: Type.Integer({ minimum: 0 }),
});
export type SaveDiaryResponse = Type.Static<typeof SaveDiaryResponse>;

/** 409 on save: someone saved the day since `baseVersion`; `current` is what is stored now. */
export const DiaryConflictResponse = Type.Object({ error: Type.String(), current: DiaryDayResponse });
export type DiaryConflictResponse = Type.Static<typeof DiaryConflictResponse>;

export const DiaryListEntry = Type.Object({ _id: Type.String(), date: DiaryDate, title: Type.String() });
export type DiaryListEntry = Type.Static<typeof DiaryListEntry>;

/** `GET /api/diary/list`: the user's days with an entry, oldest first; title is the first tab's title. */
export const DiaryListResponse = Type.Object({ entries: Type.Array(DiaryListEntry) });
export type DiaryListResponse = Type.Static<typeof DiaryListResponse>;

export const RenameTabBody = Type.Object({
  date: DiaryDate,
  index: Type.Integer({ minimum: 0, maximum: DIARY_LIMITS.tabsPerDay - 1 }),
  newTitle: Type.String({ maxLength: DIARY_LIMITS.titleLength * 2 }),
});
export type RenameTabBody = Type.Static<typeof RenameTabBody>;

export const RenameTabResponse = Type.Object({
  message: Type.String(),
  title: Type.String(),
  version: Type.Integer({ minimum: 0 }),
});
export type RenameTabResponse = Type.Static<typeof RenameTabResponse>;

export const TagSearchQuery = Type.Object({ tag: Type.String({ maxLength: 200 }) });
export type TagSearchQuery = Type.Static<typeof TagSearchQuery>;

/** One day that has a tab with the tag; every tab of the day is listed with its title and tags. */
export const TagSearchEntry = Type.Object({
  _id: Type.String(),
  date: DiaryDate,
  notes: Type.Array(Type.Object({ title: Type.String(), tags: Type.Array(Type.String()) })),
});
export type TagSearchEntry = Type.Static<typeof TagSearchEntry>;

/** `GET /api/diary/search?tag=`: newest day first. */
export const TagSearchResponse = Type.Array(TagSearchEntry);
export type TagSearchResponse = Type.Static<typeof TagSearchResponse>;
