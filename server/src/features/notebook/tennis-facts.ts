import { TENNIS_ERRORS, type Draw, type Tournament } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';
import { matchesOfDraw } from '../tennis/players/draw-matches.js';
import type { TennisData } from '../tennis/tennis-data.js';
import { clientErrorOf } from '../tennis/upstream-error.js';

/** What the notebook needs of the tennis source: an edition's dates, and who is in a draw. */
export interface TennisFacts {
  /** The edition (404 `Season not found.` / `Tournament not found.` when the source does not know it). */
  edition(year: number, id: string): Promise<Tournament>;
  /** The edition, or undefined when the source has no such season or tournament. */
  editionIfAny(year: number, id: string): Promise<Tournament | undefined>;
  /** Everyone in the draw; none when it has no draw yet. */
  entrants(year: number, id: string): Promise<{ PlayerId: string; FirstName: string; LastName: string }[]>;
}

/**
 * Reads the source's answers (bytes made once) back, once per copy of them: the same season list or draw
 * served again is not parsed again. An upstream failure becomes the 502 or 504 the tennis routes answer.
 */
export function tennisFactsOf(data: Pick<TennisData, 'tournamentList' | 'draw'>): TennisFacts {
  const seasons = new WeakMap<Buffer, Tournament[]>();
  const draws = new WeakMap<Buffer, ReturnType<typeof matchesOfDraw>['players']>();

  async function season(year: number): Promise<Tournament[]> {
    const { body } = await data.tournamentList(year).catch(rethrowForClient);
    let list = seasons.get(body);
    if (!list) {
      list = JSON.parse(body.toString('utf8')) as Tournament[];
      seasons.set(body, list);
    }
    return list;
  }

  async function edition(year: number, id: string): Promise<Tournament> {
    const found = (await season(year)).find((tournament) => tournament.TournamentId === id);
    if (!found) throw new HttpError(404, TENNIS_ERRORS.tournamentNotFound);
    return found;
  }

  return {
    edition,
    async editionIfAny(year, id) {
      try {
        return await edition(year, id);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return undefined;
        throw error;
      }
    },
    async entrants(year, id) {
      try {
        const { body } = await data.draw(year, id);
        let players = draws.get(body);
        if (!players) {
          players = matchesOfDraw(JSON.parse(body.toString('utf8')) as Draw).players;
          draws.set(body, players);
        }
        return players;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return [];
        return rethrowForClient(error);
      }
    },
  };
}

function rethrowForClient(error: unknown): never {
  throw clientErrorOf(error);
}
