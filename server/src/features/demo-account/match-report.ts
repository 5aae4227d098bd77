import { tournamentCategory, type NoteTabInput } from '@baseline/contract';
import type { CalendarEntry } from '../tennis/calendar-entry.js';
import type { PlayedMatch } from './demo-calendar.js';
import { shapeOf, ordinal, roundPhrase, shortRound, type MatchShape } from './match-story.js';
import escapeHtml from 'escape-html';
import { fullName, playerMention, tournamentMention } from './mention-html.js';
import { surfaceOf, type ProseDecks, type Surface } from './prose-decks.js';

/** The two players by family name (escaped), for the sentences after the mentions. */
interface Pair {
  w: string;
  l: string;
}

interface Opening {
  w: string;
  l: string;
  t: string;
  round: string;
  score: string;
}

const OPENERS: readonly ((o: Opening) => string)[] = [
  (o) => `${o.w} beat ${o.l} ${o.score} in ${o.round} at ${o.t}.`,
  (o) => `${o.w} came through against ${o.l}, ${o.score}, in ${o.round} at ${o.t}.`,
  (o) => `${o.round[0]?.toUpperCase()}${o.round.slice(1)} at ${o.t}: ${o.w} d. ${o.l} ${o.score}.`,
  (o) => `Charted from behind the baseline: ${o.w} d. ${o.l} ${o.score} in ${o.round} at ${o.t}.`,
];

const PATTERNS: Record<Surface, readonly ((p: Pair) => string)[]> = {
  hard: [
    (p) =>
      `${p.w} went inside-out with the forehand every time the return landed short; ${p.l} never found an answer to that ball into the ad corner.`,
    (p) =>
      `${p.l} stood two metres behind the baseline on first-serve returns, which handed ${p.w} the whole court for the serve +1 forehand.`,
    (p) =>
      `Most of ${p.w}'s free points came from the slice wide on the deuce side, then a forehand into the open court.`,
    (p) =>
      `${p.w} took the backhand early and flat down the line: <strong>nine winners</strong> off that wing, most of them from neutral balls.`,
    (p) =>
      `${p.l} kept serving to the forehand on the big points and kept being punished for it; the body serve only appeared at 5-5.`,
    (p) =>
      `Rallies past nine shots went to ${p.w} almost every time: better legs, and the patience to play through the middle.`,
    (p) =>
      `${p.w} moved the return position forward on second serves and attacked the ${p.l} backhand; by the second set the double faults came.`,
    (p) =>
      `${p.l} hit the bigger ball but missed by a metre whenever pulled wide on the forehand; ${p.w} just kept changing direction.`,
  ],
  clay: [
    (p) => `${p.w} played the heavy forehand high to the ${p.l} backhand and came forward behind the short reply.`,
    (p) =>
      `The drop shot was ${p.w}'s best weapon from behind the baseline: <strong>7 of 9</strong> won, nearly all off the backhand.`,
    (p) =>
      `${p.l} could not hold court position: every time ${p.w} changed the height of the ball, the next shot landed short.`,
    (p) =>
      `Long rallies, average close to eight shots, and ${p.w} won most of them by going through the middle rather than for the lines.`,
    (p) =>
      `${p.w} stood far back on return and blocked everything deep; ${p.l} had no cheap points on serve all afternoon.`,
    (p) => `${p.l} slid into the wide forehand well but never recovered in time for the ball to the other corner.`,
    (p) =>
      `Kick serve to the backhand on the ad side, then the inside-out forehand: ${p.w} played that pattern on almost every big point.`,
    (p) =>
      `Heavy, slow conditions: ${p.l}'s flat backhand, a weapon on hard courts, kept landing in the bottom of the net.`,
  ],
  grass: [
    (p) =>
      `${p.w}'s slice backhand stayed below the knee and ${p.l} had to lift every one of them; the approaches that followed were easy volleys.`,
    (p) =>
      `First-strike tennis: ${p.w} won most points in under four shots, serve and forehand, then on to the next one.`,
    (p) => `${p.l} chipped and charged on second serves early on, then stopped after being passed twice in one game.`,
    (p) => `${p.w} served and volleyed at 30-all on the ad side more than once, and it worked every time.`,
    (p) =>
      `The low bounce turned ${p.l}'s western forehand into a liability: too many nets from balls that never rose above the knee.`,
    (p) =>
      `${p.w} returned second serves from inside the baseline and took the time away; ${p.l}'s kick sat up on this grass.`,
    (p) =>
      `Only <strong>three rallies</strong> in the whole match went past eight shots. ${p.w} served better and it was as simple as that.`,
  ],
};

const SURFACE_STAT: Record<Surface, (decks: ProseDecks, p: Pair) => string> = {
  hard: (decks, p) => `Unforced errors: ${p.w} ${decks.between(12, 24)}, ${p.l} ${decks.between(25, 41)}`,
  clay: (decks, p) => {
    const approaches = decks.between(9, 22);
    return `Net points won by ${p.w}: ${approaches - decks.between(1, 5)}/${approaches}`;
  },
  grass: (decks, p) => `Aces: ${p.w} ${decks.between(9, 24)}, ${p.l} ${decks.between(3, 12)}`,
};

const TIEBREAK_TURNS: readonly ((p: Pair, set: string) => string)[] = [
  (p, set) =>
    `The ${set}-set tiebreak turned on one point: ${p.w} ran down a drop shot at 4-4 and passed down the line.`,
  (p, set) => `${p.l} led the ${set}-set tiebreak at the change of ends, then missed two routine forehands in a row.`,
  (p, set) => `In the ${set}-set tiebreak ${p.w} made every first serve; that was the difference.`,
  (p, set) => `${p.w} saved a set point in the ${set}-set tiebreak with a second serve down the T. Brave.`,
];
const DECIDER_TURNS: readonly ((p: Pair) => string)[] = [
  (p) => `${p.w} broke early in the decider and never looked back.`,
  (p) =>
    `${p.l} had a break point to go ahead in the deciding set and chose the drop shot; ${p.w} read it from the baseline.`,
  (p) => `In the final set ${p.w}'s first serve climbed above 70%; ${p.l}'s legs went first, then the shot selection.`,
  (p) => `Serve held all the way through the decider until ${p.l} played a loose game at 4-5: two double faults.`,
];
const COMEBACK_TURNS: readonly ((p: Pair) => string)[] = [
  (p) => `${p.w} lost the first set, moved up on the return and changed the match in ten minutes.`,
  (p) => `Slow start from ${p.w}, who found the range once the serve went to the body. ${p.l} had no plan B.`,
  (p) =>
    `After the first set ${p.w} stopped trading backhands cross-court and went down the line early. ${p.l} never settled again.`,
];
const DROPPED_SET_TURNS: readonly ((p: Pair) => string)[] = [
  (p) => `${p.w} let a set slip from a break up, went back to the body serve and was never troubled again.`,
  (p) => `One loose set from ${p.w}, all of it on the backhand side; ${p.l} could not keep the level up after that.`,
  (p) => `${p.l} took a set by going for everything on return. It worked for forty minutes.`,
];
const ONE_SIDED_TURNS: readonly ((p: Pair, games: number) => string)[] = [
  (p, games) => `Never a contest after the first break: ${p.l} won ${games} games in all.`,
  (p) => `${p.l} looked flat from the warm-up. ${p.w} did not have to play well, just solidly.`,
  (p) => `${p.w} gave nothing away: no double fault, one loose service game, and ${p.l} ran out of ideas.`,
];
const CLOSE_TURNS: readonly ((p: Pair) => string)[] = [
  (p) => `Closer than the score says: ${p.l} had break points in three return games and converted none.`,
  (p) => `A handful of points decided it: ${p.l} was broken late in each set, both times from 30-all.`,
  (p) => `${p.w} played the big points with more margin, not less; ${p.l} went for the lines at 30-40 and missed.`,
];
const RETIREMENTS: readonly string[] = [
  'lower back',
  'right shoulder',
  'left hamstring',
  'abdominal muscle',
  'right wrist',
  'left ankle',
];

const TAKEAWAYS: readonly ((p: Pair) => string)[] = [
  (p) => `if we draw ${p.w}, make him play the extra ball to the backhand; he wants every point over in four shots.`,
  (p) => `${p.l} needs a plan B on return: standing that deep gives away the whole court.`,
  (p) => `${p.w}'s second serve is there to attack. Step in and take it early, cross-court.`,
  (p) => `chart ${p.w}'s serve direction at 30-30 and deuce next time; it looked like the T almost every time.`,
  (p) => `${p.w} is vulnerable to the high ball on the backhand when tired. Test it from the second set.`,
  (p) => `${p.l} plays too much through the middle under pressure. Expect it and take the forehand early.`,
  (p) => `${p.w} likes pace. Give him slice and height, never the same ball twice.`,
  (p) => `watch how ${p.w} starts matches: slow first three games again today.`,
];

/** A match report: the real result from the demo's draw, with serve figures, a pattern and a turning point. */
export function matchReportTab(decks: ProseDecks, entry: CalendarEntry, match: PlayedMatch): NoteTabInput {
  const bestOf = tournamentCategory(entry.TournamentType)?.draw?.singlesBestOf ?? 3;
  const shape = shapeOf(match, bestOf);
  const surface = surfaceOf(entry);
  const p = { w: escapeHtml(match.winner.LastName), l: escapeHtml(match.loser.LastName) };
  const round = roundPhrase(match.roundName);
  const [w, l, t] = [playerMention(match.winner), playerMention(match.loser), tournamentMention(entry)];
  const opener = shape.retired
    ? `${l} retired against ${w} at ${shape.score.replace(' ret.', '')} in ${round} at ${t}.`
    : decks.deal(OPENERS)({ w, l, t, round, score: shape.score });
  const saved = decks.between(0, 6);
  const stats = [
    `First serves in: <strong>${p.w} ${decks.between(59, 76)}%</strong>, ${p.l} ${decks.between(51, 66)}%`,
    `Second-serve points won: ${p.w} ${decks.between(48, 63)}%, ${p.l} ${decks.between(34, 50)}%`,
    saved === 0
      ? `${p.w} faced no break point`
      : `Break points saved by ${p.w}: ${saved - decks.random.int(Math.min(saved, 3))}/${saved}`,
    SURFACE_STAT[surface](decks, p),
  ];
  const paragraphs = [decks.deal(PATTERNS[surface])(p), turningPoint(decks, shape, p)];
  if (decks.random.chance(0.6)) paragraphs.push(`<em>For next time:</em> ${decks.deal(TAKEAWAYS)(p)}`);
  return {
    title: `${match.winner.LastName} d. ${match.loser.LastName}, ${shortRound(match.roundName)}`,
    content:
      `<h2>${escapeHtml(fullName(match.winner))} d. ${escapeHtml(fullName(match.loser))}</h2><p>${opener}</p>` +
      `<ul>${stats.map((stat) => `<li><p>${stat}</p></li>`).join('')}</ul>` +
      paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
    tags: [surface, 'match', match.winner.LastName, match.loser.LastName],
  };
}

function turningPoint(decks: ProseDecks, shape: MatchShape, p: Pair): string {
  if (shape.retired) {
    const set = ordinal(shape.sets.length);
    return `${p.l} called the physio early in the ${set} set, the ${decks.deal(RETIREMENTS)} by the look of it, and stopped soon after.`;
  }
  const tiebreak = shape.tiebreaksWon[0];
  if (tiebreak !== undefined && decks.random.chance(0.7)) return decks.deal(TIEBREAK_TURNS)(p, ordinal(tiebreak));
  if (shape.lostFirstSet) return decks.deal(COMEBACK_TURNS)(p);
  if (shape.decider) return decks.deal(DECIDER_TURNS)(p);
  if (shape.droppedSet) return decks.deal(DROPPED_SET_TURNS)(p);
  if (shape.oneSided) return decks.deal(ONE_SIDED_TURNS)(p, shape.loserGames);
  return decks.deal(CLOSE_TURNS)(p);
}
