import { Children, type ReactNode } from 'react';
import ui from '../../shell/ui/admin-ui.module.css';
import { useCatalogT } from '../model/use-catalog-t';

/** A list's table: its caption, one heading per column, then the rows (or a line saying none). */
export function CatalogTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  const { t } = useCatalogT();
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
      <tbody>
        {Children.count(children) === 0 ? (
          <tr>
            <td colSpan={columns.length}>{t('state.noneMatch')}</td>
          </tr>
        ) : (
          children
        )}
      </tbody>
    </table>
  );
}
