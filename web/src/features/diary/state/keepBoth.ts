import { DIARY_LIMITS } from '@baseline/contract/limits';
import { sameTab, type TabFields } from '../../../lib/noteTabs';

/** Added to a tab of this device's whose title the saved version also uses, so the two can be told apart. */
export const THIS_DEVICE_SUFFIX = ' (this device)';

function markedTitle(title: string, taken: ReadonlySet<string>): string {
  if (!taken.has(title)) return title;
  return title.slice(0, DIARY_LIMITS.titleLength - THIS_DEVICE_SUFFIX.length) + THIS_DEVICE_SUFFIX;
}

/**
 * The conflict dialog's Keep both: the saved version's tabs as they are, then this device's tabs that the saved
 * version does not already hold, so neither side loses a word. A tab of this device's named like a saved one is
 * marked as this device's.
 */
export function keepBothTabs(saved: readonly TabFields[], mine: readonly TabFields[]): TabFields[] {
  const taken = new Set(saved.map((tab) => tab.title));
  const added = mine
    .filter((tab) => !saved.some((stored) => sameTab(tab, stored)))
    .map((tab) => ({ ...tab, tags: [...tab.tags], title: markedTitle(tab.title, taken) }));
  return [...saved.map((tab) => ({ ...tab, tags: [...tab.tags] })), ...added];
}
