import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  href?: string | undefined;
  /** The label's language where it is not the page's (a title not translated yet). */
  lang?: string | undefined;
}

/** Where the page sits: home, the folder when it has a list page, then the page itself. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('content');
  const crumbs: Crumb[] = [{ label: t('breadcrumb.home'), href: '/' }, ...trail];
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
      <ol className={styles.list}>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${i}-${crumb.label}`} className={styles.item} lang={crumb.lang}>
              {last || !crumb.href ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.href}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
