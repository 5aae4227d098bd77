/*
 * What other features read of the search index: the `@` list finds a member's charts by the names the index
 * holds of them (players, event), without reading any chart's points.
 */
export { chartTitles } from './search-documents.repo.js';
