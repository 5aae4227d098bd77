import type { DrawEvent, DrawLine, DrawResponse, Fixture, Team, TeamTie, TieStage } from '@baseline/contract';
import { winnerScoreText } from '../tennis/player/scoreText';

/**
 * A printed round lists at most this many matches under one heading: a 128 draw's first round becomes four
 * sections of 16 (each a quarter of the draw), so a page holds whole sections instead of a bracket too wide
 * for paper.
 */
export const MATCHES_PER_SECTION = 16;

export interface PackPlayer {
  id: string;
  name: string;
}

/** A side of a match: its players and the seed/entry tag, a bye, or a line not decided yet. */
export type PackLine =
  { kind: 'players'; players: PackPlayer[]; tags: string } | { kind: 'bye' } | { kind: 'to-be-decided' };

export interface PackMatch {
  key: string;
  /** A rubber's label ("Singles 1 · 3 points"); absent in a round or a group. */
  caption?: string;
  top: PackLine;
  bottom: PackLine;
  /** From the winner's side, as results sites write it ("6-4 6-7(5)"); '' before the match is played. */
  score: string;
  winner: 1 | 2 | null;
}

/** A standings line: "1. J. Sinner (1) 3-0 Q". */
export interface PackStanding {
  position: number;
  entrant: string;
  players: PackPlayer[];
  record: string;
  qualified: boolean;
}

/** One heading's worth of the printed draw: a round (or a section of one), a group, a stage's tie. */
export interface PackPart {
  key: string;
  title: string;
  standings: PackStanding[];
  matches: PackMatch[];
}

export interface PackEvent {
  key: string;
  /** "ATP · Men's Singles (MS)". */
  title: string;
  parts: PackPart[];
}

function packLine(line: DrawLine | null, firstRound: boolean): PackLine {
  if (line === null) return firstRound ? { kind: 'bye' } : { kind: 'to-be-decided' };
  if (line.Players.length === 0) return { kind: 'to-be-decided' };
  return {
    kind: 'players',
    players: line.Players.map((player) => ({
      id: player.PlayerId,
      name: `${player.FirstName} ${player.LastName}`.trim(),
    })),
    tags: [line.Seed === null ? null : String(line.Seed), line.EntryType].filter(Boolean).join(', '),
  };
}

function packMatch(key: string, fixture: Fixture, firstRound: boolean, caption?: string): PackMatch {
  const result = fixture.Result;
  return {
    key,
    ...(caption === undefined ? {} : { caption }),
    top: packLine(fixture.DrawLineTop, firstRound),
    bottom: packLine(fixture.DrawLineBottom, firstRound),
    score: result ? winnerScoreText(result) : '',
    winner: result ? result.Winner : null,
  };
}

/** A round's matches under one heading, or in sections of MATCHES_PER_SECTION when it is bigger. */
function roundParts(event: DrawEvent, eventKey: string): PackPart[] {
  const rounds = [...event.Rounds].sort((a, b) => a.RoundIdModernized - b.RoundIdModernized);
  return rounds.flatMap((round, roundIndex) => {
    const matches = round.Fixtures.map((fixture, index) =>
      packMatch(`${eventKey}:r${roundIndex}:${index}`, fixture, roundIndex === 0 && !event.Groups),
    );
    const sections = Math.ceil(matches.length / MATCHES_PER_SECTION);
    if (sections <= 1) return [{ key: `${eventKey}:r${roundIndex}`, title: round.RoundName, standings: [], matches }];
    return Array.from({ length: sections }, (_, section) => ({
      key: `${eventKey}:r${roundIndex}:s${section}`,
      title: `${round.RoundName} · section ${section + 1} of ${sections}`,
      standings: [],
      matches: matches.slice(section * MATCHES_PER_SECTION, (section + 1) * MATCHES_PER_SECTION),
    }));
  });
}

function groupParts(event: DrawEvent, eventKey: string): PackPart[] {
  return (event.Groups ?? []).map((group, groupIndex) => ({
    key: `${eventKey}:g${groupIndex}`,
    title: group.GroupName,
    standings: group.Standings.map((standing) => {
      const line = packLine(standing.Line, false);
      const players = line.kind === 'players' ? line.players : [];
      const tags = line.kind === 'players' && line.tags ? ` (${line.tags})` : '';
      return {
        position: standing.Position,
        entrant: `${players.map((player) => player.name).join(' / ')}${tags}`,
        players,
        record: `${standing.Won}-${standing.Lost}`,
        qualified: standing.Qualified,
      };
    }),
    matches: group.Fixtures.map((fixture, index) => packMatch(`${eventKey}:g${groupIndex}:${index}`, fixture, false)),
  }));
}

/** "Italy ITA (1) 2–1 Argentina ARG"; the bottom team may not be known yet. */
export function tieTitle(tie: TeamTie): string {
  const side = (team: Team | null) => (team ? teamName(team) : 'To be decided');
  return `${side(tie.TeamTop)} ${tie.ScoreTop}–${tie.ScoreBottom} ${side(tie.TeamBottom)}`;
}

/** "Italy ITA (1)". */
function teamName(team: Team): string {
  return `${team.TeamName} ${team.TeamCode}${team.Seed === null ? '' : ` (${team.Seed})`}`;
}

/** A team group stage's table, as a part of its own before the stage's ties. */
function stageTable(stage: TieStage, key: string): PackPart[] {
  if (!stage.Standings || stage.Standings.length === 0) return [];
  const standings = stage.Standings.map((standing) => ({
    position: standing.Position,
    entrant: teamName(standing.Team),
    players: [],
    record: `${standing.Won}-${standing.Lost}`,
    qualified: standing.Qualified,
  }));
  return [{ key, title: `${stage.StageName} · standings`, standings, matches: [] }];
}

function stageParts(event: DrawEvent, eventKey: string): PackPart[] {
  return (event.Stages ?? []).flatMap((stage, stageIndex) => [
    ...stageTable(stage, `${eventKey}:t${stageIndex}`),
    ...stage.Ties.map((tie, tieIndex) => ({
      key: `${eventKey}:t${stageIndex}:${tieIndex}`,
      title: `${stage.StageName} · ${tieTitle(tie)}`,
      standings: [],
      matches: tie.Rubbers.map((rubber, rubberIndex) =>
        packMatch(
          `${eventKey}:t${stageIndex}:${tieIndex}:${rubberIndex}`,
          rubber.Fixture,
          false,
          rubber.Points > 1 ? `${rubber.Label} · ${rubber.Points} points` : rubber.Label,
        ),
      ),
    })),
  ]);
}

/**
 * Every event of the draw as printable parts, in play order: a team event's ties, a round robin's groups,
 * then the rounds (the knockout stage after groups), big rounds cut into sections.
 */
export function packEvents(draw: DrawResponse): PackEvent[] {
  return draw.Associations.flatMap((association, associationIndex) =>
    association.Events.map((event, eventIndex) => {
      const key = `${associationIndex}:${eventIndex}`;
      return {
        key,
        title: `${association.AssociationName} · ${event.Description} (${event.EventTypeCode})`,
        parts: [...stageParts(event, key), ...groupParts(event, key), ...roundParts(event, key)],
      };
    }),
  );
}

/** Every player the printed draw names, by id, in the order they first appear. */
export function drawPlayers(events: readonly PackEvent[]): Map<string, string> {
  const players = new Map<string, string>();
  for (const event of events) {
    for (const part of event.parts) {
      for (const standing of part.standings) for (const player of standing.players) players.set(player.id, player.name);
      for (const match of part.matches) {
        for (const line of [match.top, match.bottom]) {
          if (line.kind === 'players') for (const player of line.players) players.set(player.id, player.name);
        }
      }
    }
  }
  return players;
}
