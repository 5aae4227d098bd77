import { defaultTabTitle } from '@baseline/contract/limits';
import { defaultTabNumber, type TabFields } from '../../../lib/noteTabs';

/** One note tab while it is edited; `id` is local only, so React keys survive removals and reorders. */
export interface TabDraft extends TabFields {
  id: number;
}

/**
 * The title of a new tab: 'Tab N', with N past both the tab count and every 'Tab N' already there,
 * so removing 'Tab 2' of three and adding one gives 'Tab 4', never a second 'Tab 3'.
 */
export function nextTabTitle(tabs: readonly Pick<TabDraft, 'title'>[]): string {
  const highest = tabs.reduce((max, { title }) => Math.max(max, defaultTabNumber(title) ?? 0), 0);
  return defaultTabTitle(Math.max(highest, tabs.length));
}

/**
 * The title of a tab a template has just filled (an empty tab, or one whose text it replaced): the template's
 * name while the tab still has the title it was made with ('Tab N', or none); a title the member gave it stays.
 */
export function titleAfterTemplate(title: string, templateName: string): string {
  return title.trim() === '' || defaultTabNumber(title) !== null ? templateName : title;
}
