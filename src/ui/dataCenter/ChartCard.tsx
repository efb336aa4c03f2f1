// One figure of the data centre: its chart, the same numbers as a table (for screen readers and for reading
// exact values), and a CSV export of those numbers. The chart is a picture of the table, never the only place
// a number lives.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv, type CsvCell } from '../../domain/csv';
import { DataTable, type Column } from '../kit/DataTable';
import { downloadText } from './download';
import { FailureBoundary } from '../app/FailureBoundary';

export interface ChartTable {
  header: readonly string[];
  rows: ReadonlyArray<readonly CsvCell[]>;
}

const sortValueOf = (cell: CsvCell) => (typeof cell === 'number' ? cell : cell === null || cell === undefined ? undefined : String(cell));
type Row = { index: number; cells: readonly CsvCell[] };
const rowsOf = (table: ChartTable): Row[] => table.rows.map((cells, index) => ({ index, cells }));
/** The first column names the row (a day, a device); every column sorts by its values, numbers as numbers. */
const columnsOf = (id: string, table: ChartTable): Column<Row>[] =>
  table.header.map((header, j) => ({
    id: `${id}-${j}`,
    header,
    rowHeader: j === 0,
    cell: (row) => String(row.cells[j] ?? ''),
    sortValue: (row) => sortValueOf(row.cells[j]),
  }));

type Props = {
  id: string;
  title: string;
  /** One sentence a screen reader hears instead of the picture. */
  summary: string;
  table: ChartTable;
  fileName: string;
  children: ReactNode;
};

export function ChartCard({ id, title, summary, table, fileName, children }: Props) {
  const { t } = useTranslation('dataCenter');
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const empty = table.rows.length === 0;
  return (
    <section className="dc-card" aria-labelledby={headingId} data-testid={`dc-card-${id}`}>
      <header className="dc-card-head">
        <h2 id={headingId}>{title}</h2>
        <div className="dc-card-actions">
          <button type="button" aria-pressed={asTable} data-testid={`dc-toggle-${id}`} onClick={() => setAsTable((v) => !v)} disabled={empty}>
            <i className={`pi ${asTable ? 'pi-chart-bar' : 'pi-table'}`} aria-hidden="true" /> {asTable ? t('card.showChart') : t('card.showTable')}
          </button>
          <button type="button" data-testid={`dc-csv-${id}`} disabled={empty} onClick={() => downloadText(fileName, toCsv(table.header, table.rows))}>
            <i className="pi pi-download" aria-hidden="true" /> {t('card.csv')}
          </button>
        </div>
      </header>
      {empty ? (
        <p className="dc-empty" data-testid={`dc-empty-${id}`}>{t('card.empty')}</p>
      ) : asTable ? (
        <DataTable rows={rowsOf(table)} columns={columnsOf(id, table)} rowKey={(row) => row.index} label={title} testId={`dc-table-${id}`}
          className="dc-table" maxHeight="20rem" />
      ) : (
        <figure className="dc-figure" data-testid={`dc-chart-${id}`}>
          <div role="img" aria-label={summary}><FailureBoundary scope="widget" widget="charts">{children}</FailureBoundary></div>
          <figcaption className="dc-summary">{summary}</figcaption>
        </figure>
      )}
    </section>
  );
}
