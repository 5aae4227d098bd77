import type { ReactNode } from 'react';
import './RequestsTable.css';

interface AdminTableProps {
  /** Read by screen readers only. */
  caption: string;
  columns: readonly string[];
  className?: string;
  /** The rows. */
  children: ReactNode;
}

/**
 * The dashboard's table: a table on wide screens, a stack of cards on a phone. The explicit roles keep
 * the table's semantics when the phone layout restyles its rows as blocks.
 */
export function AdminTable({ caption, columns, className, children }: AdminTableProps) {
  return (
    <table role="table" className={className ? `requests ${className}` : 'requests'}>
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th role="columnheader" scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}
