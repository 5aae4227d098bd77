import type { NoteTab, NoteTabInput } from '@baseline/contract';

/** One note tab while it is edited; `id` is local only, so React keys survive removals and reorders. */
export interface TabDraft extends NoteTab {
  id: number;
}

/** A tab's stored fields, as the server answers them and as a local draft keeps them. */
export type TabFields = NoteTab;

const DEFAULT_TITLE = /^Tab (\d+)$/;

/** What a tab is called on screen: SPEC section 3 shows 'Untitled' for a tab without a title. */
export function displayTitle(title: string): string {
  return title.trim() === '' ? 'Untitled' : title;
}

/**
 * The title of a new tab: 'Tab N', with N past both the tab count and every 'Tab N' already there,
 * so removing 'Tab 2' of three and adding one gives 'Tab 4', never a second 'Tab 3'.
 */
export function nextTabTitle(tabs: readonly Pick<TabDraft, 'title'>[]): string {
  const highest = tabs.reduce((max, { title }) => Math.max(max, Number(DEFAULT_TITLE.exec(title)?.[1] ?? 0)), 0);
  return `Tab ${Math.max(highest, tabs.length) + 1}`;
}

/**
 * The title of a tab a template has just filled (an empty tab, or one whose text it replaced): the template's
 * name while the tab still has the title it was made with ('Tab N', or none); a title the member gave it stays.
 */
export function titleAfterTemplate(title: string, templateName: string): string {
  return title.trim() === '' || DEFAULT_TITLE.test(title) ? templateName : title;
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

/**
 * The notes a save sends. A day whose tabs are all blank under default titles is sent with no
 * notes, so the server deletes it and its calendar dot goes away. An image only ever reaches a tab
 * through the terms dialog (or was accepted when it was first saved), hence acceptedImageTerms.
 */
export function toSaveNotes(tabs: readonly TabFields[]): NoteTabInput[] {
  const blank = tabs.every((tab) => !tabHasContent(tab) && DEFAULT_TITLE.test(tab.title));
  if (blank) return [];
  return tabs.map(({ title, content, tags, image }) => ({
    title,
    content,
    tags,
    image,
    acceptedImageTerms: image !== null,
  }));
}
