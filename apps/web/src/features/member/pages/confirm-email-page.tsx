import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import UserRound from 'lucide-react/icons/user-round';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { isTransportFailure, refusal } from '../../../lib/refusal';
import { serverContext } from '../../../lib/server-context';
import { SERVICE_HOTLINE } from '../../../lib/service-hotline';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHead } from '../../../ui/page';
import { Panel } from '../../../ui/panel';
import { ErrorState, LoadingState } from '../../../ui/states';
import { confirmEmail } from '../api/member-email';
import { MemberTexts } from '../model/member-texts';
import styles from '../components/centre.module.css';

const CENTRE = '/user/index';
const isToken = (token: string) => token.length >= 10 && token.length <= 300;

function CentreLink() {
  const { t } = useTranslation('member');
  return (
    <ButtonLink to={CENTRE} variant="primary" className={styles.start}>
      <UserRound aria-hidden="true" />
      {t('email.centreLink')}
    </ButtonLink>
  );
}

function ConfirmEmailView() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  usePageDocumentTitle(t('email.pageTitle'));
  // The address holds a personal token: no shared cache keeps the page (decision 019).
  const server = serverContext();
  if (server) server.deviceState = true;
  const call = useMutation({ mutationFn: confirmEmail, retry: false });
  const { mutate } = call;
  // Once the page is in the browser: a link scanner fetching the page changes nothing.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !isToken(token)) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  let body;
  if (!isToken(token)) {
    body = (
      <ErrorState message={t('email.badLink')}>
        <CentreLink />
      </ErrorState>
    );
  } else if (call.isSuccess) {
    body = (
      <Panel>
        <p role="status" data-testid="member-email-result">
          {call.data.msg || t('email.confirmed')}
        </p>
        <CentreLink />
      </Panel>
    );
  } else if (call.isError) {
    body = (
      <ErrorState
        message={refusal(call.error, t('email.failed'))}
        retry={
          isTransportFailure(call.error)
            ? { label: t('email.retry'), onRetry: () => mutate(token), busy: false }
            : undefined
        }
        testId="member-email-error"
      >
        <CentreLink />
      </ErrorState>
    );
  } else if (call.isPending) {
    body = <LoadingState label={t('email.confirming')} />;
  } else {
    body = (
      <noscript>
        <p>{t('email.needsScript', { hotline: SERVICE_HOTLINE })}</p>
      </noscript>
    );
  }
  return (
    <Page aria-busy={call.isPending || undefined}>
      <PageHead title={t('email.pageTitle')} intro={t('email.pageIntro')} />
      {body}
    </Page>
  );
}

/** The view `member/confirmEmail` (/member/confirmEmail?token=…): the mailed link. */
export function ConfirmEmailPage() {
  return (
    <MemberTexts fallback={<Page aria-busy="true" />}>
      <ConfirmEmailView />
    </MemberTexts>
  );
}
