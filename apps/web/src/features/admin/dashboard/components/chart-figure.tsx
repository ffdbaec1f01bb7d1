import { Suspense, type ReactNode } from 'react';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import styles from './dashboard.module.css';

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * One chart as a figure: the caption names it and says in words what it shows, the picture is
 * for sighted users only (aria-hidden), and every value is in a table under "show as table".
 * With no values at all, the words alone say so: no empty axes, no empty table.
 */
export function ChartFigure({
  id,
  title,
  summary,
  table,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const { t } = useAdminT('admin-service');
  const caption = (
    <figcaption>
      <h2 id={`${id}-title`} className={styles.chartTitle}>
        {title}
      </h2>
      <p className={styles.chartSummary}>{summary}</p>
    </figcaption>
  );
  if (table.rows.length === 0) {
    return (
      <figure className={`${ui.box} ${styles.chartFigure}`} aria-labelledby={`${id}-title`}>
        {caption}
      </figure>
    );
  }
  return (
    <figure className={`${ui.box} ${styles.chartFigure}`} aria-labelledby={`${id}-title`}>
      {caption}
      <div className={styles.chartBox} aria-hidden="true">
        <Suspense
          fallback={<div className={styles.chartLoading}>{t('dashboard.chartLoading')}</div>}
        >
          {children}
        </Suspense>
      </div>
      <details className={styles.details}>
        <summary>{t('dashboard.showTable')}</summary>
        <div className={ui.tableBox}>
          <table className={ui.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((c, i) => (
                  <th key={c} scope="col" className={i > 0 ? styles.number : undefined}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className={styles.number}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
