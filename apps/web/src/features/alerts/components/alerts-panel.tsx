import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { AlertSubscription } from '@can/contracts/alerts';
import { LoadingState } from '../../../ui/states';
import { Panel } from '../../../ui/panel';
import { alertKeys, useMyAlerts } from '../api/alerts-api';
import { AlertsTexts } from '../model/alerts-texts';
import { usePushRegistration } from '../model/browser-push';
import { useIsMember } from '../model/use-member';
import { GuestAlerts } from './guest-alerts';
import { MemberAlerts, type Subscribed } from './member-alerts';
import { SubscriptionResult } from './subscription-result';
import styles from './alerts.module.css';

export interface FlightAlertsProps {
  flightId: string;
  flightNo: string;
}

/** What this panel did: nothing yet (a member's list decides), subscribed, or stopped. */
type Done = { subscription: AlertSubscription | null } | undefined;

function AlertsPanelView({ flightId, flightNo }: FlightAlertsProps) {
  const { t } = useTranslation('alerts');
  const headingId = useId();
  const queryClient = useQueryClient();
  const member = useIsMember();
  const mine = useMyAlerts(member);
  const registration = usePushRegistration();
  const [done, setDone] = useState<Done>();
  const [status, setStatus] = useState('');
  // The form or button that had the focus is gone once a call succeeds: the status line takes it.
  const [announced, setAnnounced] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (announced) statusRef.current?.focus();
  }, [announced]);

  const existing = member ? mine.data?.list.find((s) => s.flightId === flightId) : undefined;
  const subscription = done ? done.subscription : (existing ?? null);
  const refreshMine = () => {
    if (member) void queryClient.invalidateQueries({ queryKey: alertKeys.mine() });
  };

  const onSubscribed: Subscribed = ({ msg, data }, pushNote) => {
    setDone({ subscription: data });
    const said =
      msg ||
      t(data.status === 'pending' ? 'result.pending' : 'result.active', {
        flight: data.flightNo,
        email: data.email ?? '',
      });
    // The form with the line beside the browser's box is gone: its word joins the status.
    setStatus(pushNote ? `${said} ${pushNote}` : said);
    setAnnounced((n) => n + 1);
    refreshMine();
  };
  const onStopped = () => {
    setDone({ subscription: null });
    setStatus(t('result.stopped', { flight: flightNo }));
    setAnnounced((n) => n + 1);
    refreshMine();
  };

  let body;
  if (subscription) body = <SubscriptionResult subscription={subscription} onStopped={onStopped} />;
  else if (member && !done && mine.isPending) body = <LoadingState label={t('panel.checking')} />;
  else if (member)
    body = (
      <MemberAlerts flightId={flightId} onSubscribed={onSubscribed} registration={registration} />
    );
  else
    body = (
      <GuestAlerts flightId={flightId} onSubscribed={onSubscribed} registration={registration} />
    );

  return (
    <Panel aria-labelledby={headingId} data-testid="flight-alerts">
      <h2 id={headingId} className={styles.title}>
        {t('panel.heading', { flight: flightNo })}
      </h2>
      <p className={styles.intro}>{t('panel.intro')}</p>
      <p ref={statusRef} tabIndex={-1} role="status" className={styles.status}>
        {status}
      </p>
      {body}
    </Panel>
  );
}

/**
 * "Get alerts for CZ3101" on the flight's page (issue 22): a member picks SMS to the login
 * mobile, e-mail to the profile's address and this browser; a guest follows by SMS (number
 * confirmed by a code), e-mail (confirmed by a mailed link) or this browser's notifications.
 * Loaded when the reader nears it (flight-alerts-slot.tsx).
 */
export default function AlertsPanel(props: FlightAlertsProps) {
  return (
    <AlertsTexts fallback={<div className={styles.reserve} aria-busy="true" />}>
      <AlertsPanelView {...props} />
    </AlertsTexts>
  );
}
