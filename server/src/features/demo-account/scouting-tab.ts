import type { NoteTabInput } from '@baseline/contract';
import type { CalendarEntry } from '../tennis/calendar-entry.js';
import type { DemoPlayer } from '../tennis/demo/player-pool.js';
import escapeHtml from 'escape-html';
import { fullName, playerMention, tournamentMention } from './mention-html.js';
import { surfaceOf, type ProseDecks, type Surface } from './prose-decks.js';

interface Seen {
  p: string;
  t: string;
  rank: number;
}

const CONTEXTS: readonly ((s: Seen) => string)[] = [
  (s) => `Watched ${s.p} practise on an outside court at ${s.t}: an hour with his coach and a hitting partner.`,
  (s) => `${s.p} (No. ${s.rank}) could be in our path at ${s.t}. Notes from his opening match and the practice court.`,
  (s) => `Charted ${s.p}'s last two matches on video before ${s.t}, then saw him live on Court 3.`,
  (s) => `Another look at ${s.p}, this time at ${s.t}. Some things have changed since the spring.`,
  (s) => `${s.p} is in our section of the draw at ${s.t}. First time I have seen him live for a whole match.`,
  (s) => `Sat behind the baseline for ${s.p}'s match at ${s.t}; the TV angle hides half of what he does.`,
];

const SERVES: Record<Surface, readonly string[]> = {
  hard: [
    'Flat first serve out wide on the deuce side at 205-210 km/h; the kick on the ad side sits up at shoulder height.',
    'The second serve is a slice to the forehand he hardly ever changes. Step in and take it early.',
    'Goes to the T on break points almost without exception.',
    'Tosses further in front for the slice: readable from the return position once you look for it.',
    'Serves in patterns of two: wide, then T, then wide again at the next deuce point.',
  ],
  clay: [
    'Heavy kick to the backhand on the ad side, then steps around for the forehand.',
    'The serve starts the point rather than winning it here: first serves near 70%, few free points.',
    'Mixes in the body serve on the deuce side; the slice wide comes at 40-15, never at deuce.',
    'Second serve lands short in the box when he is tight: attack it, it bounces up into the strike zone.',
  ],
  grass: [
    'The serve is the whole game on grass: the slice wide on the deuce side skids out of reach.',
    'Serves and volleys on about one first serve in five, more often on the ad side.',
    'Low toss and a quick action: hard to read, harder still to block back low.',
    'Aces come in bunches when he is ahead in the score; at 30-40 the percentage drops.',
  ],
};

const STRENGTHS: readonly string[] = [
  'First-strike forehand after the wide serve on the deuce side',
  'Backhand return taken early and <em>very</em> flat',
  'Covers the drop shot better than anyone in this draw',
  'Serve +1 almost always goes to the open court',
  'Slice backhand stays low and makes the big hitters lift',
  'Plays the big points with more margin, not less',
  'Defends the forehand corner with a high, deep ball that resets the rally',
  'Very good hands at the net; finishes the point rather than setting it up',
  'Changes direction down the line from a neutral ball without warning',
  'Returns second serves from inside the baseline and takes the net behind them',
];

const TO_TEST: readonly string[] = [
  'High balls to the backhand: he chips them back short',
  'Serve into the body on the ad side',
  'Long rallies early in the match: the fitness looks fine, the patience does not',
  'Second serve under pressure: the double faults cluster at 30-40',
  'Net rushes behind the slice approach: the passing shots are erratic on the run',
  'Short slice to the forehand, then deep to the backhand',
  'Pace through the middle: he needs the angle to hurt you',
  'The wide forehand on the run, late in sets',
];

const QUOTES: readonly string[] = [
  'If you give him a rhythm, you give him the match.',
  'Make him hit one more ball, and then another.',
  'The scoreboard is not the opponent.',
  'Serve big on the big points, and live with it.',
  'Every ball he has to lift is a point for us.',
  'Do not let him play from the middle of the court.',
];

/** A scouting sheet on one player of the draw: serve, strengths, what to test, and now and then a motto. */
export function scoutingTab(decks: ProseDecks, entry: CalendarEntry, player: DemoPlayer): NoteTabInput {
  const surface = surfaceOf(entry);
  const seen = { p: playerMention(player), t: tournamentMention(entry), rank: player.rank };
  const strengths = decks.dealDistinct(STRENGTHS, 2);
  const toTest = decks.dealDistinct(TO_TEST, decks.random.chance(0.5) ? 2 : 1);
  const list = (items: string[]) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;
  const quote = decks.random.chance(0.5) ? `<blockquote><p>${decks.deal(QUOTES)}</p></blockquote>` : '';
  return {
    title: `Scouting: ${fullName(player)}`,
    content:
      `<h2>Scouting: ${escapeHtml(fullName(player))}</h2><p>${decks.deal(CONTEXTS)(seen)}</p>` +
      `<h3>Serve</h3><p>${decks.deal(SERVES[surface])}</p>` +
      `<h3>Strengths</h3>${list(strengths)}<h3>To test</h3>${list(toTest)}${quote}`,
    tags: ['scouting', player.LastName, surface],
  };
}
