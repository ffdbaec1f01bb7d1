import { useState } from 'react';
import { useAdminT } from '../../shell/admin-language';
import { AdminPage } from '../../shell/ui/admin-page';
import ui from '../../shell/ui/admin-ui.module.css';
import { QueryState } from '../../shell/ui/query-state';
import { hasContact, useAlertSearch, type AlertContact } from '../api/alerts-desk-api';
import { AlertResults } from '../components/alert-results';
import { AlertSearchForm } from '../components/alert-search-form';

const NO_CONTACT: AlertContact = { mobile: '', email: '' };

/**
 * /admin/alerts: the service desk finds a traveller's flight alerts by mobile number or e-mail
 * address and ends them. The contact stays in the page, not in the address: a number or an
 * address typed here does not go into the browser's history.
 */
export function Component() {
  const { t } = useAdminT('admin-service');
  const [contact, setContact] = useState<AlertContact>(NO_CONTACT);
  const found = useAlertSearch(contact);

  return (
    <AdminPage title={t('alertsDesk.title')}>
      <p className={ui.hint}>{t('alertsDesk.intro')}</p>
      <AlertSearchForm initial={contact} onSearch={setContact} />
      {hasContact(contact) ? (
        <QueryState query={found}>
          {(data) => (
            <AlertResults key={JSON.stringify(contact)} contact={contact} list={data.list} />
          )}
        </QueryState>
      ) : null}
    </AdminPage>
  );
}
