import { tournamentCategory, type DrawEvent } from '@baseline/contract';
import type { CalendarEntry } from '../calendar-entry.js';
import { davisCup, davisCupRound } from './davis-cup.js';
import { laverCup } from './laver-cup.js';
import { daysPlayed, playDays } from './play-days.js';
import { seededRandom } from './prng.js';
import { unitedCup } from './united-cup.js';

/**
 * A team event's ties as they stand on `today` (United Cup, Davis Cup, Laver Cup), or null for a team
 * event this demo does not make (a Davis Cup line it cannot place).
 */
export function teamEvent(entry: CalendarEntry, today: string): DrawEvent | null {
  const days = playDays(entry);
  const over = daysPlayed(entry, today);
  const random = seededRandom(`${entry.TournamentYear}:${entry.TournamentId}:TE`);
  switch (tournamentCategory(entry.TournamentType)?.code) {
    case 'UC':
      return unitedCup(random, days, over, entry.PlayStartDate);
    case 'LVR':
      return laverCup(random, over, entry.PlayStartDate);
    case 'DCR': {
      const round = davisCupRound(entry.TournamentTitle);
      return round && davisCup(round, entry.TournamentYear, days, over, entry.PlayStartDate);
    }
    case undefined:
    default:
      return null;
  }
}
