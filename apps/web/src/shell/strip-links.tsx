import { Link } from 'react-router';
import ExternalLink from 'lucide-react/icons/external-link';
import Phone from 'lucide-react/icons/phone';
import { currentLocale } from '../lib/current-locale';
import { SERVICE_HOTLINE, SERVICE_HOTLINE_HREF } from '../lib/service-hotline';
import { exchangeRatesUrl, MESSAGES_PATH, VISA_FREE_PATH } from './frame-links';
import { useFrameTranslation } from './frame-texts';
import styles from './top-strip.module.css';

/** Visa-free transit, important messages and the exchange rates: in the strip and the drawer. */
export function StripLinks({
  className,
  onNavigate,
}: {
  className?: string | undefined;
  onNavigate?: () => void;
}) {
  const { t } = useFrameTranslation();
  return (
    <ul className={className}>
      <li>
        <Link to={VISA_FREE_PATH} onClick={onNavigate}>
          {t('strip.visaFree')}
        </Link>
      </li>
      <li>
        <Link to={MESSAGES_PATH} onClick={onNavigate}>
          {t('strip.messages')}
        </Link>
      </li>
      <li>
        <a href={exchangeRatesUrl(currentLocale())} target="_blank" rel="noopener noreferrer">
          {t('strip.exchange')}
          <ExternalLink aria-hidden="true" className={styles.external} />
          <span className="visually-hidden">{t('header.opensNewTab')}</span>
        </a>
      </li>
    </ul>
  );
}

/** The strip's right-hand side, shown at 992 px and wider: the hotline and the three links. */
export function WideStripTools() {
  const { t } = useFrameTranslation();
  return (
    <>
      <p className={`${styles.hotline} only-wide`}>
        <Phone aria-hidden="true" className={styles.icon} />
        <span>{t('strip.hotline')}</span>
        <a className="tabular-nums" href={SERVICE_HOTLINE_HREF}>
          {SERVICE_HOTLINE}
        </a>
      </p>
      <nav className="only-wide" aria-label={t('strip.links')}>
        <StripLinks className={styles.links} />
      </nav>
    </>
  );
}
