import type { NoteTabInput } from '@baseline/contract';
import type { CalendarEntry } from '../tennis/calendar-entry.js';
import type { DemoPlayer } from '../tennis/demo/player-pool.js';
import { playerMention, tournamentMention } from './mention-html.js';
import type { ProseDecks } from './prose-decks.js';

interface Session {
  p: string;
  partner: string;
  t: string;
  minutes: number;
  drill: string;
}

const SESSIONS: readonly ((s: Session) => string)[] = [
  (s) => `${s.p} spent ${s.minutes} minutes on <strong>${s.drill}</strong> at ${s.t}.`,
  (s) => `Early session for ${s.p} at ${s.t}: ${s.minutes} minutes of <strong>${s.drill}</strong>, then points.`,
  (s) => `${s.p} hit with ${s.partner} at ${s.t}; most of the hour went on <strong>${s.drill}</strong>.`,
  (s) =>
    `Late slot on the practice courts at ${s.t}: ${s.p} and ${s.partner}, ${s.minutes} minutes, the last part on <strong>${s.drill}</strong>.`,
];

const DRILLS: readonly (readonly [topic: string, drill: string])[] = [
  ['serve', 'second serves to the backhand corner'],
  ['serve', 'kick serve on the ad side, then the serve +1 forehand'],
  ['return', 'block returns against a coach serving from the service line'],
  ['return', 'second-serve returns from inside the baseline'],
  ['footwork', 'recovery steps after the wide forehand'],
  ['forehand', 'inside-out forehands to a target towel'],
  ['backhand', 'backhand down the line from a neutral ball'],
  ['net', 'approach and first volley, then the overhead'],
  ['slice', 'low slice backhands that stay under the net strap'],
];

const OBSERVATIONS: readonly string[] = [
  'The toss drifted to the right whenever he was tired: worth watching in long matches.',
  'His coach kept calling for <em>earlier contact</em>; the difference was visible after ten minutes.',
  'Finished with <strong>twenty minutes of points</strong> starting from second serves only.',
  'Lots of laughing on court. Looked relaxed for someone playing tomorrow.',
  'Hit with a left-hander to prepare for the next round.',
  'Strapping on the left knee, but he moved freely in the drills.',
  'Worked on the return stance: a split step a fraction earlier and a shorter backswing.',
  'The ball machine was set to heavy topspin, high to the backhand. He clearly expects that ball.',
  'No serves at all today, which is unusual the day before a match.',
  'Played sets of tiebreaks at the end: lost most of them and left in a mood.',
  'Spent the last quarter of an hour on overheads in the sun; the timing was off at first.',
];

/** A practice-court tab: a player of the draw, a drill, what was worth noticing. */
export function practiceTab(
  decks: ProseDecks,
  entry: CalendarEntry,
  player: DemoPlayer,
  partner: DemoPlayer,
): NoteTabInput {
  const [topic, drill] = decks.deal(DRILLS);
  const session = {
    p: playerMention(player),
    partner: playerMention(partner),
    t: tournamentMention(entry),
    minutes: decks.between(6, 18) * 5,
    drill,
  };
  const [first, second] = decks.dealDistinct(OBSERVATIONS, 2);
  const place = entry.TournamentCity.includes('Multiple') ? '' : `, ${entry.TournamentCity}`;
  return {
    title: `Practice court${place}`,
    content: `<p>${decks.deal(SESSIONS)(session)}</p><p>${first}<br>${second}</p>`,
    tags: ['training', topic, player.LastName],
  };
}
