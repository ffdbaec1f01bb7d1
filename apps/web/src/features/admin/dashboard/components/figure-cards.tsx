import { Link } from 'react-router';
import type { DashboardSummary } from '@can/contracts/admin-service';
import { useAdminT } from '../../shell/admin-language';
import styles from './dashboard.module.css';

type FigureKey = keyof DashboardSummary['figures'];
const ORDER: { key: FigureKey; tone?: 'warn' | 'bad' }[] = [
  { key: 'pageViewsToday' },
  { key: 'flightsToday' },
  { key: 'delayedToday', tone: 'warn' },
  { key: 'cancelledToday', tone: 'bad' },
  { key: 'checkInsToday' },
  { key: 'openFeedback', tone: 'warn' },
];

type AlertKey = 'alertSmsToday' | 'alertEmailToday' | 'alertPushToday' | 'alertFailedToday';

/** Today's alert messages as cards: sent by SMS, by e-mail, by web push, failed on any. */
function alertFigures(rows: DashboardSummary['alertsToday']) {
  const sent = (channel: string) => rows.find((r) => r.channel === channel)?.sent ?? 0;
  const cards: { key: AlertKey; value: number; tone?: 'bad' }[] = [
    { key: 'alertSmsToday', value: sent('sms') },
    { key: 'alertEmailToday', value: sent('email') },
    { key: 'alertPushToday', value: sent('push') },
    { key: 'alertFailedToday', value: rows.reduce((n, r) => n + r.failed, 0), tone: 'bad' },
  ];
  return cards;
}

/**
 * Today's numbers at a glance, flight alerts sent included; the open-feedback card leads to
 * the inbox for those who use it.
 */
export function FigureCards({
  figures,
  alerts,
  inboxLink,
}: {
  figures: DashboardSummary['figures'];
  alerts: DashboardSummary['alertsToday'];
  inboxLink: boolean;
}) {
  const { t, i18n } = useAdminT('admin-service');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className={styles.sectionTitle}>
        {t('dashboard.figures.label')}
      </h2>
      <ul className={styles.figures}>
        {ORDER.map(({ key, tone }) => {
          const value = figures[key];
          const toneClass =
            tone && value > 0 ? (tone === 'bad' ? styles.figureBad : styles.figureWarn) : '';
          return (
            <li key={key} className={`${styles.figure} ${toneClass}`}>
              <span className={styles.figureValue}>{number.format(value)}</span>
              <span className={styles.figureLabel}>{t(`dashboard.figures.${key}`)}</span>
              {key === 'openFeedback' && inboxLink ? (
                <Link className={styles.figureLink} to="/admin/feedback">
                  {t('dashboard.openInbox')}
                </Link>
              ) : null}
            </li>
          );
        })}
        {alertFigures(alerts).map(({ key, value, tone }) => (
          <li key={key} className={`${styles.figure} ${tone && value > 0 ? styles.figureBad : ''}`}>
            <span className={styles.figureValue}>{number.format(value)}</span>
            <span className={styles.figureLabel}>{t(`dashboard.figures.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
