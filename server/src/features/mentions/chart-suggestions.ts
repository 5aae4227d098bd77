import { MENTION, type MentionSuggestion } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { foldedWords } from '../../lib/folded-words.js';
import { chartHeadings, type ChartHeading } from '../charts/charts.public.js';
import { chartTitles } from '../search/search.public.js';
import { rankOf, startsWords } from './name-match.js';

/** One of the member's charts the query matches, before its mention is made. */
export interface ChartMatch {
  id: string;
  /** The folded words of the players' names and the event's: "jannik sinner v carlos alcaraz roland garros". */
  nameKey: string;
  rank: number;
  /** The match's date, YYYY-MM-DD: among charts matched alike, the newest first. */
  date: string;
}

/**
 * The member's charts whose players' or event's names have a word starting with each word of the query, best
 * matched first and then newest, at most as many as the list shows: read from the search index's names of them
 * (one seek, no points read), never another member's.
 */
export async function chartsMatching(db: Database, userId: string, words: string[]): Promise<ChartMatch[]> {
  const phrase = words.join(' ');
  const matches: ChartMatch[] = [];
  for (const row of await chartTitles(db, userId)) {
    const nameKey = foldedWords(`${row.title} ${row.tournamentName}`).join(' ');
    if (startsWords(nameKey, words))
      matches.push({ id: row.chartId, nameKey, rank: rankOf(nameKey, phrase), date: row.date });
  }
  matches.sort((a, b) => a.rank - b.rank || (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return matches.slice(0, MENTION.suggestions);
}

/** The suggestions of these charts, by id: their label and detail read from the charts themselves. */
export async function chartSuggestions(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, MentionSuggestion>> {
  const suggestions = new Map<string, MentionSuggestion>();
  for (const [id, heading] of await chartHeadings(db, userId, ids)) {
    suggestions.set(id, { kind: 'chart', id, label: chartLabel(heading.players), detail: chartDetail(heading) });
  }
  return suggestions;
}

/** "Sinner v Alcaraz": the players' family names, within a mention label's length. */
export function chartLabel(players: readonly [string, string]): string {
  const label = `${familyName(players[0])} v ${familyName(players[1])}`;
  return label.length <= MENTION.labelMaxLength ? label : `${label.slice(0, MENTION.labelMaxLength - 1)}…`;
}

/** A name's last word with the lower-case particles before it ("del Potro", "de Minaur"); a one-word name whole. */
function familyName(name: string): string {
  const words = name.trim().split(/\s+/);
  let start = words.length - 1;
  while (start > 1 && isParticle(words[start - 1] ?? '')) start -= 1;
  return words.slice(start).join(' ');
}

const isParticle = (word: string) => word !== '' && word === word.toLowerCase() && word !== word.toUpperCase();

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Roland Garros 2026 · F · 12 Jun 2026": the event and its year, the round, the match's date; each when known. */
export function chartDetail({ date, event }: ChartHeading): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const when = `${String(Number(day))} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
  const eventName = event?.tournamentName.trim() ?? '';
  const edition =
    eventName === '' || eventName.endsWith(String(event?.tournamentYear))
      ? eventName
      : `${eventName} ${String(event?.tournamentYear)}`;
  return [edition, event?.round.trim() ?? '', when].filter(Boolean).join(' · ');
}
