/**
 * What other features read of the tennis players tables: the directory behind mentions, the notebook's player
 * pages and the names the search index holds. Nothing outside tennis imports the repositories themselves.
 */
export { findPlayers, lastTournaments, playerNames, searchPlayers, type PlayerRow } from './players.repo.js';
