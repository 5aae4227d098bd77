import type { ChartInput, ChartPlayer } from '@baseline/contract';
import { addDays, calendarDateAt } from '@baseline/contract/calendar-date';
import { MATCH_FORMATS, type MatchFormat } from '@baseline/contract/charting';
import { chartedMatch, type RandomSource, type SetScore } from '../charts/charts.public.js';
import type { CalendarEntry } from '../tennis/calendar-entry.js';
import type { DemoPlayer } from '../tennis/demo/player-pool.js';
import { seededRandom } from '../tennis/demo/prng.js';
import { demoCalendar, type PlayedMatch } from './demo-calendar.js';

/** A chart of the demo member's, under the id its device would have given it. */
export interface DemoChart {
  id: string;
  chart: ChartInput;
}

/** The demo charts this many matches: enough for a scouting page, few enough to seed quickly. */
const CHARTS_WANTED = 4;
/** The one followed player's matches among them, so his scouting page adds up several. */
const FOLLOWED_MATCHES = 3;

const NOTES = [
  'Charted from the video, baseline camera.',
  'Charted live from the stands; a few return depths guessed.',
  'Quick chart on the phone between two practice sessions.',
  'Charted from the broadcast: serve directions from the replays.',
];

/** A UUID made from the seeded source, so the same seed gives the same ids. */
function seededUuid(random: RandomSource): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'.charAt(Math.floor(random.next() * 4));
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const formatOf = (edition: CalendarEntry): MatchFormat =>
  edition.TournamentType === 'GS' ? MATCH_FORMATS['grand-slam'] : MATCH_FORMATS['best-of-3'];

/** A player's hand, the same in every chart of him: one in seven plays left-handed. */
function playerOf(player: DemoPlayer): ChartPlayer {
  const left = seededRandom(`hand:${player.PlayerId}`).chance(1 / 7);
  return { name: `${player.FirstName} ${player.LastName}`, playerId: player.PlayerId, hand: left ? 'left' : 'right' };
}

/** The sets from the winner's side, with the tiebreak's loser's points where the draw gives them. */
function setScores(match: PlayedMatch): SetScore[] {
  return match.sets.map((set) => {
    const tiebreak = [set.TiebreakA, set.TiebreakB].filter((points): points is number => points !== null);
    return {
      games: [set.GamesA, set.GamesB],
      tiebreakLoserPoints: tiebreak.length > 0 ? Math.min(...tiebreak) : null,
    };
  });
}

/** The day a round was played: every other day from the start, never past the end or today. */
function dayOf(edition: CalendarEntry, match: PlayedMatch, today: string): string {
  const day = addDays(edition.PlayStartDate, 2 * Math.max(0, match.playOrder - 1));
  return [day, edition.PlayEndDate, today].reduce((a, b) => (a < b ? a : b));
}

/** The match charted, or null when the made-up points do not give the draw's score in the edition's format. */
function chartOf(
  random: RandomSource,
  edition: CalendarEntry,
  match: PlayedMatch,
  today: string,
  level: 'full' | 'quick',
): ChartInput | null {
  const format = formatOf(edition);
  const firstServer = random.next() < 0.5 ? 0 : 1;
  const sets = setScores(match);
  let made: ReturnType<typeof chartedMatch>;
  try {
    made = chartedMatch(random, format, firstServer, sets, level);
  } catch {
    // More sets than the format plays: a score the demo's draw gave some other format.
    return null;
  }
  const games = made.score.finishedSets.map((set) => set.games.join('-'));
  if (made.score.winner !== 0 || games.join(' ') !== sets.map((set) => set.games.join('-')).join(' ')) return null;
  return {
    date: dayOf(edition, match, today),
    players: [playerOf(match.winner), playerOf(match.loser)],
    firstServer,
    format,
    level,
    event: {
      tournamentId: edition.TournamentId,
      tournamentYear: edition.TournamentYear,
      tournamentName: edition.TournamentTitle,
      round: match.roundName,
      surface: edition.Surface,
      matchId: null,
    },
    note: NOTES[Math.floor(random.next() * NOTES.length)] ?? '',
    setNotes: [],
    points: made.points,
  };
}

/**
 * The demo member's charted matches for `now`: the latest decided matches of the featured tournaments'
 * editions (last year's first, since it is over), those of one player first (last year's champion, so his
 * scouting page adds up several matches), all in full notation but the last, charted quick. The same `now`
 * and editions always give the same charts.
 */
export function demoCharts(now: number, featured: readonly CalendarEntry[]): DemoChart[] {
  const today = calendarDateAt(now);
  const calendar = demoCalendar(today);
  const editions = featured.flatMap((edition) => {
    const previous = calendar.edition(edition.TournamentYear - 1, edition.TournamentId);
    return previous ? [previous, edition] : [edition];
  });
  const played = editions.flatMap((edition) =>
    calendar
      .decidedBy(edition, today)
      .filter((match) => match.reason === null && match.sets.length >= 2)
      .toSorted((a, b) => b.playOrder - a.playOrder)
      .map((match) => ({ edition, match })),
  );
  const followed = played[0]?.match.winner.PlayerId;
  const plays = (match: PlayedMatch) => match.winner.PlayerId === followed || match.loser.PlayerId === followed;
  const his = played.filter(({ match }) => plays(match)).slice(0, FOLLOWED_MATCHES);
  const others = played.filter(({ match }) => !plays(match));
  const random = seededRandom('baseline-demo-charts');
  const charts: DemoChart[] = [];
  for (const { edition, match } of [...his, ...others]) {
    if (charts.length === CHARTS_WANTED) break;
    const level = charts.length === CHARTS_WANTED - 1 ? 'quick' : 'full';
    const chart = chartOf(random, edition, match, today, level);
    if (chart) charts.push({ id: seededUuid(random), chart });
  }
  return charts;
}
