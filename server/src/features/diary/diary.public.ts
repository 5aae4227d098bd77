/**
 * What other features read of the diary's tables through the diary: the tags of tabs, each tab's in the order
 * the member gave them, for the export as for the diary's own day.
 */
export { listTags } from './note-tags.repo.js';
