import { useState } from 'react';
import { useAdminT } from '../../shell/admin-language';
import { AdminPage } from '../../shell/ui/admin-page';
import ui from '../../shell/ui/admin-ui.module.css';
import { useFeedbackList } from '../api/get-feedback-list';
import { FeedbackDetailPanel } from '../components/feedback-detail';
import { FeedbackSearch } from '../components/feedback-search';
import { FeedbackTable } from '../components/feedback-table';
import { StatusTabs } from '../components/status-tabs';
import { useInboxParams } from '../model/use-inbox-params';
import styles from '../components/feedback.module.css';

/** /admin/feedback: the contact form's messages by state, one open beside the list. */
export function Component() {
  const { t } = useAdminT('admin-service');
  const { params, hrefFor, update } = useInboxParams();
  const list = useFeedbackList(params.status, params.keyword, params.page);
  const [result, setResult] = useState('');

  let body;
  if (list.isPending) body = <p role="status">{t('feedback.loading')}</p>;
  else if (list.isError)
    body = (
      <div className={ui.error}>
        <p>{t('feedback.error')}</p>
        <button type="button" className={ui.button} onClick={() => void list.refetch()}>
          {t('feedback.retry')}
        </button>
      </div>
    );
  else body = <FeedbackTable page={list.data} params={params} hrefFor={hrefFor} />;

  return (
    <AdminPage title={t('feedback.title')}>
      <div className={ui.toolbar}>
        <StatusTabs current={params.status} counts={list.data?.counts} hrefFor={hrefFor} />
        <FeedbackSearch
          key={params.keyword}
          keyword={params.keyword}
          onSearch={(keyword) => update({ keyword, page: 1, id: null })}
        />
      </div>
      <p className={`${ui.result} ${styles.status}`} role="status" aria-live="polite">
        {result}
      </p>
      <div className={ui.split}>
        <section aria-label={t('feedback.listLabel')}>{body}</section>
        <section aria-label={t('feedback.detail.label')}>
          {params.id === null ? (
            <p className={ui.empty}>{t('feedback.detail.choose')}</p>
          ) : (
            <FeedbackDetailPanel key={params.id} id={params.id} onResult={setResult} />
          )}
        </section>
      </div>
    </AdminPage>
  );
}
