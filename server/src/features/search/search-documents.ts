import type { MentionKind } from '@baseline/contract';
import type { Insertable } from 'kysely';
import type { SearchDocumentsTable } from '../../db/tables.js';
import { nameTerms, ownerKey, tagTerm, termColumn, wordTerms, type TermColumns } from './search-terms.js';

/** A search_documents row as written (its id is the database's). */
export type SearchDocument = Insertable<Omit<SearchDocumentsTable, 'id'>> & TermColumns;

/** A diary tab as the index needs it: the day's, as saved. */
export interface IndexedTab {
  userId: string;
  entryId: string;
  noteId: string;
  date: string;
  position: number;
  title: string;
  tags: readonly string[];
  /** The tab's plain text (textOfNote). */
  text: string;
  mentions: readonly { kind: MentionKind; label: string }[];
}

/** A player note as the index needs it, with the names the tennis source gives ('' when it has none). */
export interface IndexedPlayerNote {
  userId: string;
  tournamentId: string;
  playerId: string;
  tournamentYear: number;
  note: string;
  updatedAt: number;
  playerName: string;
  tournamentName: string;
}

/** A chart as the index needs it: who played, where, and every note the member wrote on it. */
export interface IndexedChart {
  userId: string;
  chartId: string;
  /** The match's day. */
  date: string;
  playerNames: readonly [string, string];
  tournamentName: string;
  /** The match's note, the sets' and the points', each a part a phrase does not run across. */
  notes: readonly string[];
}

const SPACES = /\s+/g;

/** The text words of a tab: its title, its text and its tags, each a part a phrase does not run across. */
export function tabWords(title: string, text: string, tags: readonly string[]): string {
  return termColumn([wordTerms(title), wordTerms(text), ...tags.map(wordTerms)]);
}

export function tabDocument(tab: IndexedTab): SearchDocument {
  const labelsOf = (kind: MentionKind) =>
    tab.mentions.filter((mention) => mention.kind === kind).map((mention) => nameTerms(mention.label));
  return {
    userId: tab.userId,
    ownerKey: ownerKey(tab.userId),
    kind: 'diary',
    noteId: tab.noteId,
    entryId: tab.entryId,
    date: tab.date,
    position: tab.position,
    title: tab.title,
    tagList: JSON.stringify(tab.tags),
    playerName: '',
    tournamentName: '',
    body: tab.text.replace(SPACES, ' ').trim(),
    words: tabWords(tab.title, tab.text, tab.tags),
    tags: termColumn(tab.tags.map((tag) => [tagTerm(tag)].filter((term) => term !== ''))),
    players: termColumn(labelsOf('player')),
    events: termColumn(labelsOf('tournament')),
  };
}

export function playerNoteDocument(note: IndexedPlayerNote): SearchDocument {
  return {
    userId: note.userId,
    ownerKey: ownerKey(note.userId),
    kind: 'player',
    playerId: note.playerId,
    tournamentId: note.tournamentId,
    playerName: note.playerName,
    tournamentName: note.tournamentName,
    title: '',
    tagList: '[]',
    year: note.tournamentYear,
    date: new Date(note.updatedAt).toISOString().slice(0, 10),
    body: note.note,
    words: termColumn([wordTerms(note.note), wordTerms(note.playerName), wordTerms(note.tournamentName)]),
    tags: ' ',
    players: termColumn([nameTerms(note.playerName)]),
    events: termColumn([nameTerms(note.tournamentName)]),
  };
}

/** "Sinner v Alcaraz": the title a chart is found and shown by. */
export const chartTitle = (playerNames: readonly [string, string]) => `${playerNames[0]} v ${playerNames[1]}`;

export function chartDocument(chart: IndexedChart): SearchDocument {
  const notes = chart.notes.filter((note) => note.trim() !== '');
  const title = chartTitle(chart.playerNames);
  return {
    userId: chart.userId,
    ownerKey: ownerKey(chart.userId),
    kind: 'chart',
    chartId: chart.chartId,
    date: chart.date,
    title,
    tagList: '[]',
    playerName: '',
    tournamentName: chart.tournamentName,
    body: notes.join('\n').replace(SPACES, ' ').trim(),
    words: termColumn([wordTerms(title), wordTerms(chart.tournamentName), ...notes.map(wordTerms)]),
    tags: ' ',
    players: termColumn(chart.playerNames.map(nameTerms)),
    events: termColumn([nameTerms(chart.tournamentName)]),
  };
}
