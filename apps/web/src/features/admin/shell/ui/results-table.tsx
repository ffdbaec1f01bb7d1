import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

/**
 * Search results: a focusable scrolling box named by the table's (visually hidden) caption,
 * the column headings, then the rows.
 */
export function ResultsTable({
  captionId,
  caption,
  columns,
  children,
}: {
  captionId: string;
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className={ui.tableBox} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={ui.table}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((label, i) => (
              <th key={i} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
