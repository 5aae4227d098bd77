import type { TennisDataSource, Tournament } from '@baseline/contract';

/** An answer ready to send: JSON bytes made once (see answer-body.ts), and whether it is the last good copy. */
export interface TennisAnswer {
  body: Buffer;
  stale: boolean;
  /** The part of the list served stale or left out because its calendar failed (TENNIS_HEADERS.partial). */
  partial?: 'challenger';
}

/**
 * Where tournaments and draws come from: ATP's services through the cache, or the offline demo season. A 404
 * is an HttpError; an upstream that cannot answer (and has no last good copy) is an UpstreamError.
 */
export interface TennisData {
  source: TennisDataSource;
  /** `TournamentListResponse`: every tournament, or one season's (a season the source lacks is a 404). */
  tournamentList(season?: number): Promise<TennisAnswer>;
  /** `SeasonsResponse`: the seasons the source has and the current one, for the source's today. */
  seasons(): Promise<TennisAnswer>;
  /** `DrawResponse` */
  draw(year: number, id: string): Promise<TennisAnswer>;
  /** The source's tournaments with this id (a tournament keeps its id from season to season). */
  tournamentsWithId(id: string): Promise<Tournament[]>;
  /** The demo's day (YYYY-MM-DD) its draws stand on; the upstream has none. */
  today?: () => string;
  /**
   * The demo's: the ids of the players a tournament's draw has, known before it is made; undefined when they
   * cannot be told (a team event's) or the tournament is not the demo's.
   */
  entrantIds?: (year: number, id: string) => string[] | undefined;
}
