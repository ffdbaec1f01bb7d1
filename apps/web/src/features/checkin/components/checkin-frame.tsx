import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { usePageDocumentTitle } from '../../../lib/document-title';
import type { CheckinStep } from '../model/steps';
import { StepIndicator } from './step-indicator';
import styles from './checkin.module.css';
import { Page, PageHeading } from '../../../ui/page';

/** Every check-in step: the step indicator, the step's heading and its content. */
export function CheckinFrame({
  step,
  title,
  children,
}: {
  step: CheckinStep;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('checkin');
  usePageDocumentTitle(title === t('title') ? title : `${title} · ${t('title')}`);
  return (
    <Page className={styles.page}>
      <StepIndicator current={step} />
      <PageHeading className={styles.title}>{title}</PageHeading>
      {children}
    </Page>
  );
}

export function HelpLine({ phone, hours }: { phone: string; hours: string }) {
  const { t } = useTranslation('checkin');
  return (
    <p className={styles.helpLine}>
      {t('helpLine', { hours })} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
    </p>
  );
}

export const Busy = () => <Page className={styles.page} aria-busy="true" />;
