import type { ReactNode } from 'react';
import { Empty } from '../common/Empty';
import { Table } from './tableStyle';

interface Props {
  title: string;
  /** Said instead of the table when there are no rows. */
  empty: string;
  columns: readonly string[];
  /** The table's rows (`<tr>`), or none. */
  rows: readonly ReactNode[];
}

/** One titled list of the Insights card: a table with its column headings, or a line saying it is empty. */
export function InsightTable({ title, empty, columns, rows }: Props) {
  return (
    <section aria-label={title}>
      <h4>{title}</h4>
      {rows.length === 0 ? <Empty>{empty}</Empty> : <Table columns={columns}>{rows}</Table>}
    </section>
  );
}
