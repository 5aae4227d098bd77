import type { FigureRow } from './figures';

interface FigureTableProps {
  caption: string;
  /** The heading of each figure column: the two players, or the player and their opponents. */
  columns: readonly string[];
  rows: readonly FigureRow[];
  /** The caption repeats the section's heading: it is there for screen readers' table lists only. */
  captionHidden?: boolean;
}

/** A report's figures as a table: a row a figure, a column a side, each cell the value and what it rests on. */
export function FigureTable({ caption, columns, rows, captionHidden = false }: FigureTableProps) {
  return (
    <table className="figure-table">
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="figure-table__corner">
            Figure
          </th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {row.figures.map((figure, index) => (
              <td key={columns[index] ?? index}>
                <span className="figure-table__value">{figure.value}</span>
                {figure.detail && (
                  <>
                    {' '}
                    <span className="figure-table__detail">{figure.detail}</span>
                  </>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
