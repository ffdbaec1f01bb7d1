import { useTranslation } from '../../../lib/i18n';
import House from 'lucide-react/icons/house';
import Plane from 'lucide-react/icons/plane';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { isTransportFailure, refusal } from '../../../lib/refusal';
import { useLinkTokenCall } from '../../../lib/link-token-call';
import { SERVICE_HOTLINE } from '../../../lib/service-hotline';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHead } from '../../../ui/page';
import { Panel } from '../../../ui/panel';
import { ErrorState, LoadingState } from '../../../ui/states';
import { sendAlertToken } from '../api/alerts-api';
import { flightDetailHref } from '../model/alert-text';
import { AlertsTexts } from '../model/alerts-texts';
import styles from '../components/alerts.module.css';

type Action = 'confirm' | 'unsubscribe';

function HomeLink() {
  const { t } = useTranslation('alerts');
  return (
    <ButtonLink to="/">
      <House aria-hidden="true" />
      {t('page.home')}
    </ButtonLink>
  );
}

function TokenView({ action }: { action: Action }) {
  const { t } = useTranslation('alerts');
  usePageDocumentTitle(t('page.title'));
  const { token, call } = useLinkTokenCall((value: string) => sendAlertToken(action, value));
  const { mutate } = call;

  let body;
  if (!token) {
    body = (
      <ErrorState message={t('page.badLink')}>
        <HomeLink />
      </ErrorState>
    );
  } else if (call.isSuccess) {
    const { flightId, flightNo, status } = call.data;
    body = (
      <Panel>
        <p role="status" className={styles.status} data-testid="alert-token-result">
          {t(status === 'active' ? 'page.active' : 'page.ended', { flight: flightNo })}
        </p>
        <div className={styles.actions}>
          <ButtonLink to={flightDetailHref(flightId)} variant="primary">
            <Plane aria-hidden="true" />
            {t('page.flightLink', { flight: flightNo })}
          </ButtonLink>
          <HomeLink />
        </div>
      </Panel>
    );
  } else if (call.isError) {
    const transport = isTransportFailure(call.error);
    body = (
      <ErrorState
        message={refusal(call.error, t('failed'))}
        retry={
          transport
            ? { label: t('page.retry'), onRetry: () => mutate(token), busy: false }
            : undefined
        }
        testId="alert-token-error"
      >
        <HomeLink />
      </ErrorState>
    );
  } else if (call.isPending) {
    body = <LoadingState label={t(action === 'confirm' ? 'page.confirming' : 'page.stopping')} />;
  } else {
    // The server's render, and the browser's before its call: what the page needs to work.
    body = (
      <noscript>
        <p>{t('page.needsScript', { hotline: SERVICE_HOTLINE })}</p>
      </noscript>
    );
  }

  return (
    <Page aria-busy={call.isPending || undefined}>
      <PageHead
        title={t('page.title')}
        intro={t(action === 'confirm' ? 'page.confirmIntro' : 'page.stopIntro')}
      />
      {body}
    </Page>
  );
}

function AlertsPageFallback() {
  return <Page aria-busy="true" />;
}

/**
 * The view `alerts/confirm` (/alerts/confirm?token=…): the mailed link that starts a guest's
 * e-mail alerts. The call is sent once the page is in the browser.
 */
export function ConfirmAlertsPage() {
  return (
    <AlertsTexts fallback={<AlertsPageFallback />}>
      <TokenView action="confirm" />
    </AlertsTexts>
  );
}

/** The view `alerts/unsubscribe` (/alerts/unsubscribe?token=…): every message's stop link. */
export function UnsubscribeAlertsPage() {
  return (
    <AlertsTexts fallback={<AlertsPageFallback />}>
      <TokenView action="unsubscribe" />
    </AlertsTexts>
  );
}
