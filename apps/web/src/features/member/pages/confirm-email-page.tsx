import { useTranslation } from '../../../lib/i18n';
import UserRound from 'lucide-react/icons/user-round';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { isTransportFailure, refusal } from '../../../lib/refusal';
import { useLinkTokenCall } from '../../../lib/link-token-call';
import { SERVICE_HOTLINE } from '../../../lib/service-hotline';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHead } from '../../../ui/page';
import { Panel } from '../../../ui/panel';
import { ErrorState, LoadingState } from '../../../ui/states';
import { confirmEmail } from '../api/member-email';
import { MemberTexts } from '../model/member-texts';
import styles from '../components/centre.module.css';

const CENTRE = '/user/index';

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
  usePageDocumentTitle(t('email.pageTitle'));
  const { token, call } = useLinkTokenCall(confirmEmail);
  const { mutate } = call;

  let body;
  if (!token) {
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
