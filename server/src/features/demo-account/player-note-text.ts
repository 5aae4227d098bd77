import type { CalendarEntry } from '../tennis/calendar-entry.js';
import type { DemoPlayer } from '../tennis/demo/player-pool.js';
import type { PlayedMatch } from './demo-calendar.js';
import { roundPhrase, scoreOf } from './match-story.js';
import { fullName } from './mention-html.js';
import { surfaceOf, type ProseDecks } from './prose-decks.js';

/** The scouting sheet's headings, in its order; a note fills a few of them. */
const SHEET: readonly (readonly [heading: string, lines: readonly string[]])[] = [
  [
    'Serve',
    [
      'slice wide on the deuce side, T on the ad side at 30-40. Second serve kicks to the backhand.',
      'big first serve, average second: 60% first serves in, double faults when rushed.',
      'serves in patterns of two; the body serve only when ahead in the game.',
      'short toss, quick rhythm; tends to go for the ace on the first point of a game.',
      'left-hander: the slice wide on the ad side is the money serve, and he knows it.',
      'first-serve percentage drops below 55% in the third set; the second serve gets shorter with it.',
    ],
  ],
  [
    'Return',
    [
      'stands deep on first serves, steps in on seconds and goes cross-court.',
      'blocks the first serve back through the middle; hardly any return winners.',
      'chips and charges on second serves at 30-all and deuce.',
      'struggles against the kick to the backhand: late, and floats it short.',
      'the best second-serve returner in the draw: takes it on the rise, down the line.',
      'guesses on big points and leans to the forehand side; the T serve beats him there.',
    ],
  ],
  [
    'Baseline',
    [
      'forehand inside-out is the weapon; the backhand down the line only when pulled wide.',
      'flat from both sides, takes the ball early, does not like height.',
      'heavy topspin forehand, defends with the slice, patient through ten-ball rallies.',
      'changes direction too early in the rally and gives away cheap errors.',
      'two-handed backhand is the steadier side; the forehand breaks down under pace.',
      'hugs the baseline and redirects; pull him wide and he goes for too much.',
    ],
  ],
  [
    'Net',
    [
      'comes in behind the slice approach; volleys are sound, the overhead less so.',
      'rarely at the net except to shake hands.',
      'good first volley, finishes well; passing him down the line works better than the lob.',
      "sneaks in on the opponent's slice; a low ball at his feet beats him.",
      'serve and volley on big points only, and it usually works.',
    ],
  ],
  [
    'Movement',
    [
      'excellent to the forehand corner, slower recovering from the backhand side.',
      'slides well on clay, less sure on grass; struggles with the short ball.',
      'the legs go after two hours: make the first sets long.',
      'quick first step, but stands too far back after defending: the drop shot is there.',
      'heavy-footed early in matches; loosens up by the second set.',
    ],
  ],
  [
    'Mental',
    [
      'talks to his box after every lost point; dips after a lost tiebreak.',
      'calm, hard to read; plays the big points better than the small ones.',
      'starts slowly, dangerous once ahead; break early.',
      'argues with the umpire when behind; the level drops for a game or two after.',
      'thrives on a big court and a crowd; flat on the outside courts.',
    ],
  ],
  [
    'Tactics against',
    [
      'serve to the backhand, high and heavy; keep him away from the inside-out forehand.',
      'short slice to the forehand, then deep to the backhand; draw him forward.',
      'long rallies through the middle; no angles for him to run onto.',
      'attack the second serve and come in: he does not like passing on the run.',
      'vary the pace; he feeds on rhythm and hits through a flat ball.',
      'body serves on the deuce side, then the first ball to the open court.',
    ],
  ],
  [
    'Surface form',
    [
      'better on the quick courts; on clay the serve loses half its bite.',
      'the clay swing suits him: his record there is the best of the season.',
      'his grass results are poor, but the game should fit it.',
      'indoor hard is his best surface: no wind, and the serve flies.',
      'slow hard courts and heavy balls blunt the forehand; quick ones suit him.',
    ],
  ],
];

/** How the tournament went for the player, from the demo's draw: the title, a win, or whom he lost to. */
function resultLine(player: DemoPlayer, matches: readonly PlayedMatch[]): string | undefined {
  const id = player.PlayerId;
  const last = matches.findLast((match) => match.winner.PlayerId === id || match.loser.PlayerId === id);
  if (!last) return undefined;
  const round = roundPhrase(last.roundName);
  if (last.loser.PlayerId === id) return `Lost to ${fullName(last.winner)} ${scoreOf(last)} in ${round}.`;
  if (last.isFinal) return `Won the title: beat ${fullName(last.loser)} ${scoreOf(last)} in the final.`;
  return `Beat ${fullName(last.loser)} ${scoreOf(last)} in ${round}.`;
}

/**
 * A player note as a coach keeps one (plain text, like every player note): how the event went for him, then
 * a few lines of the scouting sheet, one surface line among them where it fits.
 */
export function playerNoteText(
  decks: ProseDecks,
  entry: CalendarEntry,
  player: DemoPlayer,
  matches: readonly PlayedMatch[],
): string {
  const result = resultLine(player, matches);
  const fields = decks.random.shuffle(SHEET).slice(0, decks.between(3, 4));
  const lines = SHEET.filter((field) => fields.includes(field)).map(
    ([heading, pool]) => `${heading}: ${decks.deal(pool)}`,
  );
  const header = `${fullName(player)} at ${entry.TournamentTitle} ${entry.TournamentYear} (${surfaceOf(entry)} court)`;
  return [header, ...(result ? [result] : []), '', ...lines].join('\n');
}
