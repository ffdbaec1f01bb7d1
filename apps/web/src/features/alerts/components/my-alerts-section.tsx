import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import BellOff from 'lucide-react/icons/bell-off';
import type { AlertMineAnswer, AlertSubscription } from '@can/contracts/alerts';
import { formRefusal } from '../../../lib/refusal';
import { Button, ButtonLink } from '../../../ui/button';
import { Panel } from '../../../ui/panel';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { alertKeys, sendAlertToken, useMyAlerts } from '../api/alerts-api';
import { flightDetailHref } from '../model/alert-text';
import { AlertsTexts } from '../model/alerts-texts';
import { usePushRegistration } from '../model/browser-push';
import { AlertChannelsForm } from './alert-channels-form';
import { RefusalLine } from './refusal-line';
import { SubscriptionFacts, SubscriptionState } from './subscription-facts';
import styles from './alerts.module.css';

/** The member centre's own classes, so the section looks like its neighbours. */
export interface SectionLook {
  section?: string;
  title?: string;
  intro?: string;
}

/** The anchor of the section, for the centre's jump links. */
export const MY_ALERTS_ID = 'alerts';
const TITLE_ID = 'member-alerts';

function AlertItem({
  subscription,
  registration,
  onStopped,
  onSaved,
}: {
  subscription: AlertSubscription;
  registration: ServiceWorkerRegistration | null;
  onStopped: (stopped: AlertSubscription) => void;
  onSaved: (saved: AlertSubscription) => void;
}) {
  const { t } = useTranslation('alerts');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const s = subscription;
  const stop = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await sendAlertToken('unsubscribe', s.unsubscribeToken);
      onStopped(s);
    } catch (error) {
      setRefusal(formRefusal(error, t('failed')));
      setBusy(false);
    }
  };
  return (
    <li className={styles.item} data-testid="my-alert">
      <div className={styles.itemHead}>
        <Link to={flightDetailHref(s.flightId)}>
          <strong>{s.flightNo}</strong>
        </Link>
        <SubscriptionState status={s.status} />
      </div>
      <SubscriptionFacts subscription={s} />
      <AlertChannelsForm subscription={s} registration={registration} onSaved={onSaved} />
      <RefusalLine text={refusal} />
      <div className={styles.actions}>
        <Button
          onClick={() => void stop()}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={t('mine.stopLabel', { flight: s.flightNo })}
        >
          <BellOff aria-hidden="true" />
          {busy ? t('result.stopping') : t('mine.stop')}
        </Button>
      </div>
    </li>
  );
}

function MyAlertsView({ look }: { look: SectionLook }) {
  const { t } = useTranslation('alerts');
  const queryClient = useQueryClient();
  const mine = useMyAlerts();
  const registration = usePushRegistration();
  const [status, setStatus] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The stopped item's button is gone: the line saying so takes the focus.
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);
  const onStopped = (stopped: AlertSubscription) => {
    setStatus(t('result.stopped', { flight: stopped.flightNo }));
    queryClient.setQueryData<AlertMineAnswer>(alertKeys.mine(), (data) =>
      data ? { list: data.list.filter((s) => s.id !== stopped.id) } : data,
    );
    void queryClient.invalidateQueries({ queryKey: alertKeys.mine() });
  };
  const onSaved = (saved: AlertSubscription) => {
    queryClient.setQueryData<AlertMineAnswer>(alertKeys.mine(), (data) =>
      data ? { list: data.list.map((s) => (s.id === saved.id ? saved : s)) } : data,
    );
  };

  let body;
  if (mine.isPending) body = <LoadingState label={t('mine.loading')} />;
  else if (mine.isError)
    body = (
      <ErrorState
        message={t('mine.loadFailed')}
        retry={{
          label: t('page.retry'),
          onRetry: () => void mine.refetch(),
          busy: mine.isFetching,
        }}
      />
    );
  else if (mine.data.list.length === 0)
    body = (
      <EmptyState body={t('mine.empty')}>
        <ButtonLink to="/flight/departures">{t('mine.emptyAction')}</ButtonLink>
      </EmptyState>
    );
  else
    body = (
      <ul className={styles.list}>
        {mine.data.list.map((s) => (
          <AlertItem
            key={s.id}
            subscription={s}
            registration={registration}
            onStopped={onStopped}
            onSaved={onSaved}
          />
        ))}
      </ul>
    );
  return (
    <Panel className={look.section} aria-labelledby={TITLE_ID} id={MY_ALERTS_ID}>
      <h2 id={TITLE_ID} className={look.title ?? styles.title}>
        {t('mine.heading')}
      </h2>
      <p className={look.intro ?? styles.intro}>{t('mine.intro')}</p>
      <p ref={statusRef} tabIndex={-1} role="status" className={styles.status}>
        {status}
      </p>
      {body}
    </Panel>
  );
}

/**
 * "Flight alerts" in the member centre: the flights the member gets alerts for, each with its
 * channels to change (text message, e-mail, this browser) and to stop.
 */
export function MyAlertsSection({ look = {} }: { look?: SectionLook }) {
  return (
    <AlertsTexts fallback={<Panel className={look.section} aria-busy="true" />}>
      <MyAlertsView look={look} />
    </AlertsTexts>
  );
}

function JumpLink() {
  const { t } = useTranslation('alerts');
  return <a href={`#${MY_ALERTS_ID}`}>{t('mine.heading')}</a>;
}

/** The section's jump link among the centre's others. */
export function MyAlertsJump() {
  return (
    <AlertsTexts fallback={null}>
      <JumpLink />
    </AlertsTexts>
  );
}
