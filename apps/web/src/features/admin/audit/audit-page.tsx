import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPaths, AUDIT_ACTIONS } from '@can/contracts/admin-paths';
import type { AuditPage } from '@can/contracts/admin-auth';
import { formatAirportDateTime } from '../../../lib/airport-time';
import { adminGet } from '../shell/admin-api';
import { useAdminT } from '../shell/admin-language';
import { AdminPage } from '../shell/ui/admin-page';
import { TableBox } from '../shell/ui/table-box';
import ui from '../shell/ui/admin-ui.module.css';
import { AuditChanges } from './audit-changes';

const PAGE_SIZE = 20;

/** /admin/audit: every change made in the back office, newest first, filterable. */
export function Component() {
  const { t } = useAdminT();
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const staff = params.get('staff') ?? '';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ action, staff });
  const entries = useQuery({
    queryKey: ['admin', 'audit', action, staff, pageNum],
    queryFn: ({ signal }) =>
      adminGet<AuditPage>(
        adminPaths.auditList,
        { action, staff, pageNum, pageSize: PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const go = (next: { action?: string; staff?: string; page?: number }) => {
    const merged = { action, staff, page: pageNum, ...next };
    const search = new URLSearchParams();
    if (merged.action) search.set('action', merged.action);
    if (merged.staff) search.set('staff', merged.staff);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };

  return (
    <AdminPage title={t('audit.title')}>
      <form
        className={ui.toolbar}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go({ ...draft, page: 1 });
        }}
      >
        <div className={ui.field}>
          <label htmlFor="audit-action">{t('audit.action')}</label>
          <input
            id="audit-action"
            list="audit-actions"
            value={draft.action}
            placeholder={t('audit.actionPlaceholder')}
            aria-describedby="audit-action-hint"
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
          />
          <datalist id="audit-actions">
            {AUDIT_ACTIONS.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <div className={ui.field}>
          <label htmlFor="audit-staff">{t('audit.staff')}</label>
          <input
            id="audit-staff"
            value={draft.staff}
            onChange={(event) => setDraft({ ...draft, staff: event.target.value })}
          />
        </div>
        <button type="submit" className={ui.buttonPrimary}>
          {t('audit.filter')}
        </button>
        <p id="audit-action-hint" className={`${ui.hint} ${ui.toolbarNote}`}>
          {t('audit.actionHint')}
        </p>
      </form>
      {entries.isError ? (
        <p className={ui.error} role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className={ui.button} onClick={() => void entries.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : !entries.data ? (
        <p role="status">{t('loading')}</p>
      ) : entries.data.list.length === 0 ? (
        <p className={ui.empty}>{t('audit.empty')}</p>
      ) : (
        <>
          <TableBox label={t('audit.title')}>
            <table className={ui.table}>
              <caption className="visually-hidden">
                {t('audit.caption', { total: entries.data.total })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('audit.at')}</th>
                  <th scope="col">{t('audit.staff')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.target')}</th>
                  <th scope="col">{t('audit.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.data.list.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.at}>{formatAirportDateTime(entry.at)}</time>
                    </td>
                    <td>{entry.staffUsername || t('audit.system')}</td>
                    <td>
                      <code>{entry.action}</code>
                    </td>
                    <td>
                      <code>{entry.target}</code>
                    </td>
                    <td>
                      <AuditChanges
                        action={entry.action}
                        before={entry.before}
                        after={entry.after}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <nav className={ui.pager} aria-label={t('pager.label')}>
            <button
              type="button"
              className={ui.button}
              disabled={pageNum <= 1}
              onClick={() => go({ page: pageNum - 1 })}
            >
              {t('pager.previous')}
            </button>
            <span>
              {t('pager.position', { page: pageNum, pages: Math.max(1, entries.data.pages) })}
            </span>
            <button
              type="button"
              className={ui.button}
              disabled={pageNum >= entries.data.pages}
              onClick={() => go({ page: pageNum + 1 })}
            >
              {t('pager.next')}
            </button>
          </nav>
        </>
      )}
    </AdminPage>
  );
}
