import type { NoteTabInput } from '@baseline/contract';
import type { CalendarEntry } from '../tennis/calendar-entry.js';
import type { DemoPlayer } from '../tennis/demo/player-pool.js';
import { roundPhrase } from './match-story.js';
import { playerMention, tournamentMention } from './mention-html.js';
import { surfaceOf, type ProseDecks } from './prose-decks.js';

const MATCH_COMMENTS: readonly string[] = [
  'Contrasting styles: a big first serve against one of the better returners in the field.',
  'Both like the backhand cross-court; whoever changes direction first will win it.',
  'Two first-strike players: expect short points and at least one tiebreak.',
  'Worth charting both: the winner is in our quarter.',
  'The lower-ranked one has the better record on this surface. Not the gift it looks.',
];

const PLANS: readonly string[] = [
  'Plan: chart the seeds in our quarter on day one, practice courts in the morning.',
  'Plan: first look at the conditions tomorrow; the balls are said to fly here.',
  'Plan: video of the likely second-round opponents tonight, practice-court notes tomorrow.',
  'Plan: stay with the top half until Wednesday; the bottom half plays later.',
];

/** The draw is out and play has not started: who heads it, a first match to watch, the plan. */
export function drawPreviewTab(
  decks: ProseDecks,
  entry: CalendarEntry,
  best: readonly DemoPlayer[],
  opening: { top: DemoPlayer; bottom: DemoPlayer; roundName: string } | undefined,
): NoteTabInput {
  const heads = best
    .slice(0, 2)
    .map((player) => `${playerMention(player)} (No. ${player.rank})`)
    .join(' and ');
  const items = [`Highest ranked in the field: ${heads}.`];
  if (opening) {
    items.push(
      `To watch in ${roundPhrase(opening.roundName)}: ${playerMention(opening.top)} v ${playerMention(opening.bottom)}. ` +
        decks.deal(MATCH_COMMENTS),
    );
  }
  const place = entry.TournamentCity.includes('Multiple') ? entry.TournamentTitle : entry.TournamentCity;
  return {
    title: `Draw out: ${place}`.slice(0, 100),
    content:
      `<p>The draw for ${tournamentMention(entry)} is out (${surfaceOf(entry)}).</p>` +
      `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul><p>${decks.deal(PLANS)}</p>`,
    tags: ['draw', surfaceOf(entry)],
  };
}
