import type { ReactNode } from "react";

interface Column<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
}

/** The first column heads each row (`<th scope="row">`); the rest are cells. */
export type Columns<Row> = [Column<Row>, ...Column<Row>[]];

interface RecordsTableProps<Row extends { id: string | number }> {
  rows: Row[];
  /** The table's name for screen readers (it scrolls sideways on small screens, so it takes focus). */
  label: string;
  /** Said instead of an empty table. */
  empty: string;
  columns: Columns<Row>;
}

/** A dashboard list (orders, tickets, leads): one row per record, "—" left to the columns' cells. */
export function RecordsTable<Row extends { id: string | number }>({ rows, label, empty, columns }: RecordsTableProps<Row>) {
  if (rows.length === 0) return <p>{empty}</p>;
  const [rowHeader, ...cells] = columns;
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{rowHeader.cell(row)}</th>
              {cells.map((column) => (
                <td key={column.heading}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
