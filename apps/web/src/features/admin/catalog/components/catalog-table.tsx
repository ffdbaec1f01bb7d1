import type { ReactNode } from 'react';
import ui from '../../shell/ui/admin-ui.module.css';

/** A list's table: its caption, one heading per column, then the rows. */
export function CatalogTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <table className={ui.table}>
      <caption>{caption}</caption>
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
  );
}
