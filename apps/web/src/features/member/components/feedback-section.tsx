import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { MemberFeedback } from '@can/contracts/member';
import { formatAirportDateTime } from '../../../lib/airport-time';
import { useFeedback } from '../api/get-feedback';
import { ListPager } from './list-pager';
import { ListEmpty, ListError, ListSkeleton } from './section-states';
import { Panel } from '../../../ui/panel';
import styles from './centre.module.css';

const CONTACT_PATH = '/footer/interactiveCommunication';

function FeedbackItem({ item }: { item: MemberFeedback }) {
  const { t } = useTranslation('member');
  return (
    <li className={styles.feedback}>
      <div className={styles.tripHead}>
        <strong>{item.title}</strong>
        <span className={item.status === 'answered' ? styles.tagDone : styles.tag}>
          {t(`feedback.status.${item.status}`)}
        </span>
      </div>
      <p className={styles.muted}>
        {t('feedback.sentAt', { date: formatAirportDateTime(item.createdAt) })}
      </p>
      <p className={styles.messageText}>{item.content}</p>
      {item.reply ? (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>
            {t('feedback.reply')}
            {item.repliedAt ? (
              <span className={styles.muted}>
                {' · '}
                {t('feedback.repliedAt', { date: formatAirportDateTime(item.repliedAt) })}
              </span>
            ) : null}
          </p>
          <p className={styles.messageText}>{item.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

/** "My messages": the member's contact-form messages with their status and any reply. */
export function FeedbackSection() {
  const { t } = useTranslation('member');
  const [page, setPage] = useState(1);
  const feedback = useFeedback(page);
  let body;
  if (feedback.isPending) body = <ListSkeleton />;
  else if (feedback.isError)
    body = <ListError onRetry={() => void feedback.refetch()} retrying={feedback.isFetching} />;
  else if (feedback.data.total === 0)
    body = (
      <ListEmpty text={t('feedback.empty')} to={CONTACT_PATH} action={t('feedback.emptyAction')} />
    );
  else
    body = (
      <>
        <ul className={styles.list}>
          {feedback.data.list.map((item) => (
            <FeedbackItem key={item.id} item={item} />
          ))}
        </ul>
        <ListPager
          section={t('feedback.heading')}
          page={feedback.data.pageNum}
          pages={feedback.data.pages}
          onPage={setPage}
        />
      </>
    );
  return (
    <Panel className={styles.section} aria-labelledby="member-feedback" id="feedback">
      <h2 id="member-feedback" className={styles.sectionTitle}>
        {t('feedback.heading')}
      </h2>
      <p className={styles.sectionIntro}>{t('feedback.intro')}</p>
      {body}
    </Panel>
  );
}
