import type { DrawEvent, Team } from '@baseline/contract';
import { DEMO_PLAYERS, type DemoPlayer } from './player-pool.js';
import type { Random } from './prng.js';
import { shownTie, playTie, type RubberPlan, type TeamSide } from './team-tie.js';

const TEAM_SIZE = 6;
const EUROPE = new Set([
  'ESP',
  'ITA',
  'FRA',
  'GER',
  'GBR',
  'CZE',
  'POL',
  'SRB',
  'CRO',
  'SWE',
  'NED',
  'TUR',
  'GRE',
  'POR',
  'IRL',
  'ROU',
]);
const TEAM_EUROPE: Team = { TeamCode: 'EUR', TeamName: 'Team Europe', Seed: null };
const TEAM_WORLD: Team = { TeamCode: 'WLD', TeamName: 'Team World', Seed: null };
/** The points a team needs: more than half of the 24 on offer. */
const TO_WIN = 13;
const FORMAT = { bestOf: 3, matchTiebreak: true } as const;

function side(team: Team, men: DemoPlayer[]): TeamSide {
  return { team, men, women: [], strength: men.reduce((sum, player) => sum + player.rank, 0) };
}

/**
 * The Laver Cup: Team Europe (the six best Europeans) v Team World (the six best of the rest), one tie over
 * three days. Each day four matches worth 1, 2, then 3 points: three singles and a doubles on the first two
 * days, a doubles and three singles on the last. First to 13 wins, and the matches after that are not played;
 * at 12-12 a deciding doubles follows. Singles and doubles play a match tiebreak for a third set.
 */
export function laverCup(random: Random, daysPlayed: number, firstDay: string): DrawEvent {
  const europe = DEMO_PLAYERS.filter((player) => EUROPE.has(player.nation)).slice(0, TEAM_SIZE);
  const world = DEMO_PLAYERS.filter((player) => !EUROPE.has(player.nation)).slice(0, TEAM_SIZE);
  const rubbers: RubberPlan[] = [];
  for (let day = 0; day < 3; day++) {
    // The weaker half plays the first day's singles, the stronger half the second's, the best three the last.
    const from = day === 0 ? 3 : 0;
    const singlesEurope = europe.slice(from, from + 3);
    const singlesWorld = random.shuffle(world.slice(from, from + 3));
    const doubles = (team: DemoPlayer[]) => random.shuffle(team).slice(0, 2);
    const singles = singlesEurope.map((player, at) => ({
      label: '',
      points: day + 1,
      top: [player],
      bottom: singlesWorld.slice(at, at + 1),
      format: FORMAT,
      session: day,
    }));
    const pair = {
      label: '',
      points: day + 1,
      top: doubles(europe),
      bottom: doubles(world),
      format: FORMAT,
      session: day,
    };
    const matches = day === 2 ? [pair, ...singles] : [...singles, pair];
    matches.forEach((match, at) => rubbers.push({ ...match, label: `Day ${day + 1} · Match ${at + 1}` }));
  }
  const decider: RubberPlan = {
    label: 'Deciding doubles',
    points: 1,
    top: random.shuffle(europe).slice(0, 2),
    bottom: random.shuffle(world).slice(0, 2),
    format: FORMAT,
    session: 2,
  };
  const tie = playTie(random, side(TEAM_EUROPE, europe), side(TEAM_WORLD, world), rubbers, TO_WIN, decider);
  return {
    EventTypeCode: 'TE',
    Description: 'Laver Cup',
    Rounds: [],
    Stages: [{ StageName: 'Team Europe v Team World', Ties: [shownTie(tie, 0, daysPlayed, firstDay)] }],
  };
}
