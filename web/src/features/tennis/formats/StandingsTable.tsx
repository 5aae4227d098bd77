import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx';

export interface StandingsColumn {
  /** What the narrow header shows ("W-L"). */
  short: string;
  /** What a screen reader says for it ("Won-lost"). */
  full: string;
}

export interface StandingsRow {
  key: string;
  position: number;
  /** The player, the pair or the team, with its seed. */
  entrant: ReactNode;
  /** One text per column, in the columns' order. */
  values: string[];
  qualified: boolean;
  selected: boolean;
}

interface StandingsTableProps {
  /** Whose table: the group's or the stage's name, said before 'Standings'. */
  name: string;
  /** The entrant column's header: 'Player' or 'Team'. */
  entrantHeader: string;
  columns: StandingsColumn[];
  rows: StandingsRow[];
}

/**
 * A group's table: position, entrant, the columns given, and a mark for who qualified. A real table with a
 * caption and column headers, so a screen reader reads each cell with its header. Its columns are compact
 * (won-lost as one "2-1") so that it fits a 360 px phone without scrolling.
 */
export function StandingsTable({ name, entrantHeader, columns, rows }: StandingsTableProps) {
  return (
    <table className="standings">
      <caption className="standings__caption">
        <span className="visually-hidden">{name} </span>Standings
      </caption>
      <thead>
        <tr>
          <Header short="#" full="Position" />
          <Header short={entrantHeader} full={entrantHeader} className="standings__entrant" />
          {columns.map((column) => (
            <Header key={column.full} short={column.short} full={column.full} />
          ))}
          <Header short="Q" full="Qualified" />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            className={cx(row.qualified && 'standings__row--qualified', row.selected && 'standings__row--selected')}
          >
            <td>{row.position}</td>
            <th scope="row" className="standings__entrant">
              {row.entrant}
            </th>
            {row.values.map((value, index) => (
              <td key={columns[index]?.full ?? index}>{value}</td>
            ))}
            <td>
              {row.qualified && (
                <span className="standings__qualified" title="Qualified">
                  <span aria-hidden="true">Q</span>
                  <span className="visually-hidden">Qualified</span>
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Header({ short, full, className }: StandingsColumn & { className?: string }) {
  return (
    <th scope="col" className={className} title={short === full ? undefined : full}>
      {short === full ? (
        full
      ) : (
        <>
          <span aria-hidden="true">{short}</span>
          <span className="visually-hidden">{full}</span>
        </>
      )}
    </th>
  );
}

/** "2-1": a won-lost pair in one narrow column. */
export const wonLost = (won: number, lost: number) => `${won}-${lost}`;
