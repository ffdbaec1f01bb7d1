import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import Plus from 'lucide-react/icons/plus';
import { LOCALES } from '@can/contracts/locale';
import { CONTENT_STATUSES } from '@can/contracts/admin-content-paths';
import type { AdminArticleSummary } from '@can/contracts/admin-content';
import { formatAirportDateTime } from '../../../../lib/airport-time';
import { useAdminT } from '../../shell/admin-language';
import { AdminPage } from '../../shell/ui/admin-page';
import ui from '../../shell/ui/admin-ui.module.css';
import { MissingBadge } from '../../shell/ui/missing-badge';
import { isMissingChoice, MissingFilter } from '../../shell/ui/missing-filter';
import { useContentChanges, useContentList, type ContentFilters } from '../api/content-queries';
import type { ContentArea } from '../model/content-area';
import { StatusPill } from './status-pill';
import styles from './content.module.css';

const FILTER_KEYS = ['locale', 'missing', 'status', 'kind', 'q'] as const;

function filtersFrom(search: URLSearchParams): ContentFilters {
  const page = Number(search.get('page'));
  const filters: ContentFilters = { pageNum: Number.isInteger(page) && page > 1 ? page : 1 };
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (value && (key !== 'missing' || isMissingChoice(value))) filters[key] = value;
  }
  return filters;
}

/** The list of an area's items: filters in the URL, a table, publish/unpublish, pages. */
export function ContentList({ area }: { area: ContentArea }) {
  const { t } = useAdminT('admin-content');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const list = useContentList(area, filters);
  const changes = useContentChanges(area);
  const [announcement, setAnnouncement] = useState('');
  const id = useId();
  const notifications = area.key === 'notifications';

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setSearch(next);
  };

  const goToPage = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setSearch(next);
  };

  const toggle = async (item: AdminArticleSummary) => {
    const publishing = item.status === 'draft';
    const mutation = publishing ? changes.publish : changes.unpublish;
    try {
      await mutation.mutateAsync({ id: item.id });
      setAnnouncement(t(publishing ? 'list.published' : 'list.unpublished', { title: item.title }));
    } catch {
      // The admin client has shown the message; the list stays as it was.
    }
  };

  const data = list.data;
  return (
    <AdminPage
      title={t(notifications ? 'list.notificationsTitle' : 'list.articlesTitle')}
      actions={
        <Link to={`${area.base}/new`} className={ui.buttonPrimary}>
          <Plus aria-hidden="true" size={18} />
          {t(notifications ? 'list.newNotification' : 'list.newArticle')}
        </Link>
      }
    >
      <p className={styles.intro}>
        {t(notifications ? 'list.notificationsIntro' : 'list.articlesIntro')}
      </p>

      <form
        className={ui.toolbar}
        onSubmit={applyFilters}
        aria-label={t('list.filters')}
        key={search.toString()}
      >
        <div className={ui.field}>
          <label htmlFor={`${id}-locale`}>{t('list.filterLocale')}</label>
          <select id={`${id}-locale`} name="locale" defaultValue={filters.locale ?? ''}>
            <option value="">{t('list.any')}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {t(`locale.${locale}`)}
              </option>
            ))}
          </select>
        </div>
        <MissingFilter
          name="missing"
          defaultValue={filters.missing && isMissingChoice(filters.missing) ? filters.missing : ''}
        />
        <div className={ui.field}>
          <label htmlFor={`${id}-status`}>{t('list.filterStatus')}</label>
          <select id={`${id}-status`} name="status" defaultValue={filters.status ?? ''}>
            <option value="">{t('list.any')}</option>
            {CONTENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        {area.kinds && (
          <div className={ui.field}>
            <label htmlFor={`${id}-kind`}>{t('list.filterKind')}</label>
            <select id={`${id}-kind`} name="kind" defaultValue={filters.kind ?? ''}>
              <option value="">{t('list.any')}</option>
              {area.kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kind.${kind}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={ui.field}>
          <label htmlFor={`${id}-q`}>{t('list.search')}</label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q ?? ''} />
        </div>
        <button type="submit" className={ui.button}>
          {t('list.apply')}
        </button>
        {FILTER_KEYS.some((key) => filters[key]) && (
          <button
            type="button"
            className={ui.button}
            onClick={() => setSearch(new URLSearchParams())}
          >
            {t('list.reset')}
          </button>
        )}
      </form>

      <p role="status" className={styles.live}>
        {announcement}
      </p>

      {list.isError && !data ? (
        <div className={ui.error} role="alert">
          <p>{t('list.error')}</p>
          <button type="button" className={ui.button} onClick={() => void list.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      ) : !data ? (
        <p className={ui.empty} role="status">
          {t('list.loading')}
        </p>
      ) : data.list.length === 0 ? (
        <p className={ui.empty}>{t('list.empty')}</p>
      ) : (
        <div className={ui.tableBox} tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
          <table className={ui.table} aria-busy={list.isFetching}>
            <caption id={`${id}-caption`} className={styles.caption}>
              {t('list.caption', { total: data.total })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('list.colTitle')}</th>
                {area.kinds && <th scope="col">{t('list.colKind')}</th>}
                <th scope="col">{t('list.colLocales')}</th>
                <th scope="col">{t('list.colStatus')}</th>
                <th scope="col">{t('list.colPublished')}</th>
                <th scope="col">{t('list.colUpdated')}</th>
                <th scope="col">{t('list.colActions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((item) => (
                <tr key={item.id}>
                  <td className={styles.titleCell}>
                    <Link to={`${area.base}/${item.id}`}>{item.title}</Link>
                  </td>
                  {area.kinds && <td className={styles.kind}>{t(`kind.${item.kind}`)}</td>}
                  <td>
                    <ul className={styles.locales}>
                      {item.locales.map((locale) => (
                        <li key={locale}>
                          <abbr title={t(`locale.${locale}`)}>{t(`localeShort.${locale}`)}</abbr>
                        </li>
                      ))}
                    </ul>
                    <MissingBadge locales={item.missing} />
                  </td>
                  <td>
                    <StatusPill status={item.status} />
                  </td>
                  <td className={styles.time}>
                    {item.publishedAt ? (
                      <time dateTime={item.publishedAt}>
                        {formatAirportDateTime(item.publishedAt)}
                      </time>
                    ) : (
                      t('list.notPublished')
                    )}
                  </td>
                  <td className={styles.time}>
                    <time dateTime={item.updatedAt}>{formatAirportDateTime(item.updatedAt)}</time>
                  </td>
                  <td>
                    <div className={styles.rowActions}>
                      <Link
                        to={`${area.base}/${item.id}`}
                        className={ui.button}
                        aria-label={t('list.editItem', { title: item.title })}
                      >
                        {t('list.edit')}
                      </Link>
                      <button
                        type="button"
                        className={item.status === 'draft' ? ui.buttonPrimary : ui.buttonDanger}
                        aria-label={t(
                          item.status === 'draft' ? 'list.publishItem' : 'list.unpublishItem',
                          { title: item.title },
                        )}
                        disabled={changes.publish.isPending || changes.unpublish.isPending}
                        onClick={() => void toggle(item)}
                      >
                        {t(item.status === 'draft' ? 'list.publish' : 'list.unpublish')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && data.pages > 1 && (
        <nav className={ui.pager} aria-label={t('list.pager')}>
          <button
            type="button"
            className={ui.button}
            disabled={data.pageNum <= 1}
            onClick={() => goToPage(data.pageNum - 1)}
          >
            {t('list.previous')}
          </button>
          <span aria-current="page">
            {t('list.page', { page: data.pageNum, pages: data.pages })}
          </span>
          <button
            type="button"
            className={ui.button}
            disabled={data.pageNum >= data.pages}
            onClick={() => goToPage(data.pageNum + 1)}
          >
            {t('list.next')}
          </button>
        </nav>
      )}
    </AdminPage>
  );
}
