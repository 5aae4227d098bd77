import type { ReactNode } from 'react';
import { StandingsTable, type StandingsColumn, type StandingsRow } from './StandingsTable';

interface FormatPartProps {
  /** The group's or the stage's name: its heading and what a screen reader calls the section. */
  name: string;
  /** The entrant column's header: 'Player' or 'Team'. */
  entrantHeader: string;
  columns: StandingsColumn[];
  /** The table's rows; a knockout stage of a team event has no table. */
  standings: StandingsRow[] | undefined;
  /** Its matches or ties. */
  children: ReactNode;
}

/** One part of a group or team event, a group or a stage: its name, its table when it has one, then its play. */
export function FormatPart({ name, entrantHeader, columns, standings, children }: FormatPartProps) {
  return (
    <section className="draw-format__part" aria-label={name}>
      <h2 className="draw-format__name">{name}</h2>
      {standings && <StandingsTable name={name} entrantHeader={entrantHeader} columns={columns} rows={standings} />}
      {children}
    </section>
  );
}
