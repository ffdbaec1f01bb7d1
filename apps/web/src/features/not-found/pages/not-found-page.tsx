import { useTranslation } from '../../../lib/i18n';
import { House, Phone } from 'lucide-react';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { SERVICE_HOTLINE, SERVICE_HOTLINE_HREF } from '../../../lib/service-hotline';
import { ButtonAnchor, ButtonLink } from '../../../ui/button';
import styles from './not-found-page.module.css';

/** An aircraft that has flown off the map: a dashed route ending in a question. */
function LostRouteArtwork() {
  return (
    <svg className={styles.artwork} viewBox="0 0 320 140" aria-hidden="true" focusable="false">
      <path
        d="M20 120 C 90 120, 110 40, 180 50 S 270 110, 300 30"
        fill="none"
        stroke="#0b4ea2"
        strokeWidth="3"
        strokeDasharray="8 9"
        strokeLinecap="round"
      />
      <circle cx="20" cy="120" r="8" fill="#0b4ea2" />
      <circle cx="20" cy="120" r="3.5" fill="#ffffff" />
      <g transform="translate(300 30) rotate(-50)">
        <path d="M-14 0 L14 -1 Q20 0 14 2 L-14 3 Z" fill="#072a55" />
        <path d="M0 1 L-8 14 L-3 14 L8 2 Z" fill="#072a55" />
        <path d="M0 0 L-8 -12 L-3 -12 L8 0 Z" fill="#072a55" />
        <path d="M-12 1 L-17 -6 L-14 -6 L-9 1 Z" fill="#ffb81c" />
      </g>
    </svg>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageDocumentTitle(t('notFound.title'));
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <LostRouteArtwork />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/" variant="primary">
          <House aria-hidden="true" />
          {t('notFound.backHome')}
        </ButtonLink>
        <ButtonAnchor className="tabular-nums" href={SERVICE_HOTLINE_HREF}>
          <Phone aria-hidden="true" />
          {t('footer.hotline')} {SERVICE_HOTLINE}
        </ButtonAnchor>
      </div>
    </section>
  );
}
