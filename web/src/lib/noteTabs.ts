import type { DiaryDayResponse, NoteTab, NoteTabInput, SaveDiaryBody } from '@baseline/contract';
import { defaultTabTitle } from '@baseline/contract/limits';

/**
 * A diary tab's fields, as the server stores them, a save sends them and the device keeps them: this module is
 * the one place that reads or writes them, for the diary's editor and the offline queue's sync alike.
 */
export type TabFields = NoteTab;

const DEFAULT_TITLE = /^Tab (\d+)$/;

/** The N of a default title 'Tab N'; null for a title the member gave. */
export function defaultTabNumber(title: string): number | null {
  const match = DEFAULT_TITLE.exec(title);
  return match ? Number(match[1]) : null;
}

/** The text of an editor document, without its markup. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** Whether removing the tab would lose work: any text, rule, tag or image (an empty editor is '<p></p>'). */
export function tabHasContent(tab: TabFields): boolean {
  return textOf(tab.content) !== '' || /<hr\b/i.test(tab.content) || tab.tags.length > 0 || tab.image !== null;
}

/** A tab's fields alone (the editor's tabs carry a local id too). */
export function fieldsOf({ title, content, tags, image }: TabFields): TabFields {
  return { title, content, tags, image };
}

/**
 * The notes a save sends. A day whose tabs are all blank under default titles is sent with no
 * notes, so the server deletes it and its calendar dot goes away. An image only ever reaches a tab
 * through the terms dialog (or was accepted when it was first saved), hence acceptedImageTerms.
 */
export function toSaveNotes(tabs: readonly TabFields[]): NoteTabInput[] {
  const blank = tabs.every((tab) => !tabHasContent(tab) && defaultTabNumber(tab.title) !== null);
  if (blank) return [];
  return tabs.map((tab) => ({ ...fieldsOf(tab), acceptedImageTerms: tab.image !== null }));
}

/** The tabs of a day saved on the device, as the editor holds them (a save omits what is empty). */
export function tabsOfSave(body: SaveDiaryBody): TabFields[] {
  return body.notes.map((note, index) => ({
    title: note.title ?? defaultTabTitle(index),
    content: note.content,
    tags: [...note.tags],
    image: note.image ?? null,
  }));
}

/** True when `stored` holds exactly the tab `sent` (as a save sends it, or as the editor holds it). */
export function sameTab(sent: NoteTabInput | TabFields, stored: TabFields): boolean {
  return (
    (sent.title ?? '') === stored.title &&
    sent.content === stored.content &&
    (sent.image ?? null) === stored.image &&
    sent.tags.length === stored.tags.length &&
    sent.tags.every((tag, index) => tag === stored.tags[index])
  );
}

/** True when the stored day already holds exactly the sent tabs (a save whose answer was lost on the way back). */
export function holdsTabs(current: DiaryDayResponse, body: SaveDiaryBody): boolean {
  if (current.notes.length !== body.notes.length) return false;
  return body.notes.every((sent, index) => {
    const stored = current.notes[index];
    return stored !== undefined && sameTab(sent, stored);
  });
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Whether a value read back from storage or an answer's body is a tab (another version's format, or tampered with). */
export function isTab(value: unknown): value is TabFields {
  if (typeof value !== 'object' || value === null) return false;
  const tab = value as Record<string, unknown>;
  return (
    isString(tab.title) &&
    isString(tab.content) &&
    Array.isArray(tab.tags) &&
    tab.tags.every(isString) &&
    (tab.image === null || isString(tab.image))
  );
}
