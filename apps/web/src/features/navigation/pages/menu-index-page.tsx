import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import type { NavMenu } from '@can/contracts/cms';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { navMenusQuery } from '../api/get-nav-menus';
import styles from './menu-index-page.module.css';
import { Card } from '../../../ui/card-grid';
import { Page, PageHead } from '../../../ui/page';
import { ErrorState } from '../../../ui/states';

const isExternal = (entry: NavMenu) =>
  entry.component === 'external' || /^https?:\/\//i.test(entry.path);

function EntryLink({ entry }: { entry: NavMenu }) {
  const { t } = useTranslation();
  if (isExternal(entry)) {
    return (
      <a className={styles.link} href={entry.path} target="_blank" rel="noopener noreferrer">
        {entry.name}
        <ExternalLink aria-hidden="true" className={styles.icon} />
        <span className="visually-hidden">{t('opensInNewWindow')}</span>
      </a>
    );
  }
  return (
    <Link className={styles.link} to={entry.path}>
      {entry.name}
    </Link>
  );
}

/**
 * The view `navigation/menu` (/byairport-web/menu/index): the whole menu as one page, for the
 * mobile app, which has no header menu of its own.
 */
export function MenuIndexPage({ routeTitle }: { routeTitle?: string }) {
  const { t } = useTranslation('navigation');
  const menus = useQuery(navMenusQuery());
  usePageDocumentTitle(routeTitle ?? t('menuPage.title'));
  const sections = (menus.data ?? []).filter((s) => !s.hidden);

  return (
    <Page aria-busy={menus.isFetching}>
      <PageHead title={routeTitle ?? t('menuPage.title')} />
      {menus.isPending ? (
        <div className={styles.grid} data-testid="menu-loading">
          <span className="visually-hidden" role="status">
            {t('menuPage.loading')}
          </span>
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={styles.placeholder} />
          ))}
        </div>
      ) : menus.isError || sections.length === 0 ? (
        <ErrorState
          message={t('menuPage.unavailable')}
          retry={{
            label: t('menuPage.retry'),
            onRetry: () => void menus.refetch(),
            busy: menus.isFetching,
          }}
        />
      ) : (
        <div className={styles.grid}>
          {sections.map((section) => (
            <Card as="section" key={section.id} aria-labelledby={`menu-${section.id}`}>
              <h2 id={`menu-${section.id}`} className={styles.sectionTitle}>
                {section.name}
              </h2>
              <ul className={styles.list}>
                {section.childrenNavMenus
                  .filter((entry) => !entry.hidden)
                  .map((entry) => (
                    <li key={entry.id}>
                      <EntryLink entry={entry} />
                    </li>
                  ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </Page>
  );
}
