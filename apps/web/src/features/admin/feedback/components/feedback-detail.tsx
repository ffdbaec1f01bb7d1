import { useEffect, useRef } from 'react';
import type { FeedbackDetail } from '@can/contracts/admin-service';
import { formatAirportDateTime } from '../../../../lib/airport-time';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import {
  closeFeedback,
  reopenFeedback,
  replyToFeedback,
  useFeedbackAction,
} from '../api/feedback-actions';
import { useFeedbackDetail } from '../api/get-feedback-detail';
import { ReplyForm } from './reply-form';
import { StatusPill } from './status-pill';
import styles from './feedback.module.css';

function Facts({ message }: { message: FeedbackDetail }) {
  const { t } = useAdminT('admin-service');
  return (
    <dl className={styles.facts}>
      <dt>{t('feedback.detail.from')}</dt>
      <dd>{message.name}</dd>
      <dt>{t('feedback.detail.email')}</dt>
      <dd>
        <a href={`mailto:${message.email}`}>{message.email}</a>
      </dd>
      <dt>{t('feedback.detail.received')}</dt>
      <dd className={styles.time}>{formatAirportDateTime(message.createdAt)}</dd>
      <dt>{t('feedback.detail.language')}</dt>
      <dd>{t(`feedback.locales.${message.locale}`, { defaultValue: message.locale })}</dd>
      <dt>{t('feedback.detail.kind')}</dt>
      <dd>{message.fromMember ? t('feedback.detail.member') : t('feedback.detail.visitor')}</dd>
    </dl>
  );
}

function SentReply({ message }: { message: FeedbackDetail }) {
  const { t } = useAdminT('admin-service');
  if (!message.reply) return null;
  return (
    <section className={styles.reply} aria-labelledby="feedback-sent-reply">
      <h3 id="feedback-sent-reply" className={styles.sectionTitle}>
        {t('feedback.detail.reply')}
      </h3>
      <p className={styles.text}>{message.reply}</p>
      {message.repliedAt ? (
        <p className={styles.meta}>
          {t('feedback.detail.repliedBy', {
            name: message.repliedBy ?? '—',
            time: formatAirportDateTime(message.repliedAt),
          })}
        </p>
      ) : null}
      {message.replyMailId ? (
        <p className={styles.meta}>
          {t('feedback.detail.mailSent', { email: message.email })} ·{' '}
          {t('feedback.detail.mailId', { id: message.replyMailId })}
        </p>
      ) : null}
    </section>
  );
}

/** One message in full: who sent it, what they wrote, the reply; reply, close or reopen. */
export function FeedbackDetailPanel({
  id,
  onResult,
}: {
  id: number;
  onResult: (text: string) => void;
}) {
  const { t } = useAdminT('admin-service');
  const detail = useFeedbackDetail(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const reply = useFeedbackAction((text: string) => replyToFeedback(id, text));
  const close = useFeedbackAction(() => closeFeedback(id));
  const reopen = useFeedbackAction(() => reopenFeedback(id));

  // Opening a message moves focus to it (below the list on narrow screens).
  const loaded = detail.data?.id;
  useEffect(() => {
    if (loaded === id) heading.current?.focus({ preventScroll: false });
  }, [loaded, id]);

  if (detail.isPending) return <p role="status">{t('feedback.detail.loading')}</p>;
  if (detail.isError)
    return (
      <div className={ui.error}>
        <p>{t('feedback.detail.error')}</p>
        <button type="button" className={ui.button} onClick={() => void detail.refetch()}>
          {t('feedback.retry')}
        </button>
      </div>
    );

  const message = detail.data;
  const busy = reply.isPending || close.isPending || reopen.isPending;
  return (
    <article className={`${ui.card} ${styles.detail}`} aria-labelledby="feedback-detail-title">
      <div className={styles.detailHead}>
        <h2 id="feedback-detail-title" ref={heading} tabIndex={-1} className={styles.detailTitle}>
          {message.title}
        </h2>
        <StatusPill status={message.status} />
      </div>
      <Facts message={message} />
      <section aria-labelledby="feedback-message-text">
        <h3 id="feedback-message-text" className={styles.sectionTitle}>
          {t('feedback.detail.message')}
        </h3>
        <p className={styles.text}>{message.content}</p>
      </section>
      <SentReply message={message} />
      {message.status === 'closed' ? (
        <>
          <p className={styles.meta}>
            {message.closedAt
              ? t('feedback.detail.closedBy', {
                  name: message.closedBy ?? '—',
                  time: formatAirportDateTime(message.closedAt),
                })
              : null}
          </p>
          <p>{t('feedback.detail.closedNote')}</p>
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.button}
              disabled={busy}
              onClick={() =>
                reopen.mutate(undefined, {
                  onSuccess: () => onResult(t('feedback.result.reopened')),
                })
              }
            >
              {t('feedback.detail.reopen')}
            </button>
          </div>
        </>
      ) : (
        <>
          <ReplyForm
            key={`${message.id}:${message.repliedAt ?? ''}`}
            answered={message.status === 'answered'}
            initial={message.reply ?? ''}
            sending={reply.isPending}
            onSend={(text) =>
              reply.mutate(text, {
                onSuccess: (saved) =>
                  onResult(
                    saved.replyMailId
                      ? t('feedback.result.replied', { email: saved.email })
                      : t('feedback.result.repliedNoMail'),
                  ),
              })
            }
          />
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.buttonDanger}
              disabled={busy}
              onClick={() =>
                close.mutate(undefined, {
                  onSuccess: () => onResult(t('feedback.result.closed')),
                })
              }
            >
              {t('feedback.detail.close')}
            </button>
          </div>
        </>
      )}
    </article>
  );
}
