import type { ChartEvent, ChartInput } from '@baseline/contract';
import { MATCH_FORMATS, type MatchFormatName, type Side } from '@baseline/contract/charting';
import { CHARTS } from '@baseline/contract/limits';

/** The start form's fields, before they make a chart. */
export interface ChartDraft {
  names: [string, string];
  /** Directory ids of the players picked from the suggestions; null for a typed name. */
  playerIds: [string | null, string | null];
  formatName: MatchFormatName;
  noAd: boolean;
  firstServer: Side;
  level: ChartInput['level'];
  date: string;
  event: ChartEvent | null;
}

/** Each preset's name as the form offers it. */
export const FORMAT_LABELS: Record<MatchFormatName, string> = {
  'best-of-3': 'Best of 3 sets, tiebreak at 6-all',
  'grand-slam': 'Best of 5, final set tiebreak to 10 (Grand Slams)',
  'wimbledon-2019': 'Best of 5, final set tiebreak at 12-all (Wimbledon 2019 to 2021)',
  'advantage-final-set': 'Best of 5, final set played out (advantage)',
  'match-tiebreak': 'Best of 3, match tiebreak to 10 in place of a third set',
};

const TENNIS_ID = /^[A-Za-z0-9-]{1,16}$/;
const MATCH_ID = /^[A-Za-z0-9-]{1,40}$/;

/** The draw's match a link names, when it names one the server would take (else the chart has no event). */
function eventIn(params: URLSearchParams): ChartEvent | null {
  const tournamentId = params.get('tournamentId') ?? '';
  const year = Number(params.get('year'));
  if (!TENNIS_ID.test(tournamentId) || !Number.isInteger(year) || year < 1968 || year > 2100) return null;
  const matchId = params.get('matchId') ?? '';
  return {
    tournamentId,
    tournamentYear: year,
    tournamentName: (params.get('tournamentName') ?? '').slice(0, CHARTS.titleMaxLength),
    round: (params.get('round') ?? '').slice(0, 40),
    surface: (params.get('surface') ?? '').slice(0, 20),
    matchId: MATCH_ID.test(matchId) ? matchId : null,
  };
}

const idIn = (params: URLSearchParams, name: string) => {
  const id = params.get(name) ?? '';
  return TENNIS_ID.test(id) ? id : null;
};

/** The form as a link fills it (from a draw's match: its players, event, round and surface), on `today`. */
export function draftFrom(params: URLSearchParams, today: string): ChartDraft {
  const name = (key: string) => (params.get(key) ?? '').slice(0, CHARTS.playerNameMaxLength);
  return {
    names: [name('p1'), name('p2')],
    playerIds: [idIn(params, 'p1Id'), idIn(params, 'p2Id')],
    formatName: 'best-of-3',
    noAd: false,
    firstServer: 0,
    level: 'quick',
    date: today,
    event: eventIn(params),
  };
}

export type Started = { ok: true; chart: ChartInput } | { ok: false; problem: string };

/** The chart the form starts, with no point yet; both names are needed. */
export function chartFrom(draft: ChartDraft): Started {
  const names = draft.names.map((name) => name.trim());
  if (names.some((name) => name === '')) return { ok: false, problem: "Both players' names are needed." };
  const format = MATCH_FORMATS[draft.formatName];
  const player = (side: Side) => ({ name: names[side] ?? '', playerId: draft.playerIds[side], hand: null });
  return {
    ok: true,
    chart: {
      date: draft.date,
      players: [player(0), player(1)],
      firstServer: draft.firstServer,
      format: { ...format, noAd: draft.noAd },
      level: draft.level,
      event: draft.event,
      note: '',
      setNotes: [],
      points: [],
    },
  };
}

/** The device's calendar day: a match is charted on the day it is played where the member is. */
export function localDay(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
