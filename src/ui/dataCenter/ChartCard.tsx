// One figure of the data centre: its chart, the same numbers as a table (for screen readers and for reading
// exact values), and a CSV export of those numbers. The chart is a picture of the table, never the only place
// a number lives.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv, type CsvCell } from '../../domain/csv';
import { downloadText } from './download';

export interface ChartTable {
  header: readonly string[];
  rows: ReadonlyArray<readonly CsvCell[]>;
}

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
        <div className="dc-table-wrap" tabIndex={0} role="region" aria-label={title}>
          <table className="dc-table" data-testid={`dc-table-${id}`}>
            <thead>
              <tr>{table.header.map((h) => <th key={h} scope="col">{h}</th>)}</tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>{row.map((cell, j) => (j === 0 ? <th key={j} scope="row">{String(cell ?? '')}</th> : <td key={j}>{String(cell ?? '')}</td>))}</tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <figure className="dc-figure" data-testid={`dc-chart-${id}`}>
          <div role="img" aria-label={summary}>{children}</div>
          <figcaption className="dc-summary">{summary}</figcaption>
        </figure>
      )}
    </section>
  );
}
