import { Link } from 'react-router';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import styles from './pager.module.css';

/**
 * Previous / next pages of a list, as links (so back and forward work). The feature says how a
 * page's address is made and gives the words from its own namespace.
 */
export function Pager({
  page,
  pages,
  hrefFor,
  texts,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  texts: { label: string; previous: string; next: string; status: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={texts.label}>
      {page > 1 ? (
        <Link className={styles.step} to={hrefFor(page - 1)} rel="prev">
          <ChevronLeft aria-hidden="true" className={styles.icon} />
          {texts.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className={`${styles.status} tabular-nums`} aria-live="polite">
        {texts.status}
      </p>
      {page < pages ? (
        <Link className={styles.step} to={hrefFor(page + 1)} rel="next">
          {texts.next}
          <ChevronRight aria-hidden="true" className={styles.icon} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
