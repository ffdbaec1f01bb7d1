import { Link } from 'react-router';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { PROMO_PATHS } from './frame-links';
import { useFrameTranslation } from './frame-texts';
import styles from './promo-banner.module.css';

/** The trade fair and airport expo banner of spec section 1, above the footer. */
export default function PromoBanner() {
  const { t } = useFrameTranslation();
  return (
    <section className={styles.promo} aria-label={t('promo.label')}>
      <ul className={styles.cards}>
        {(['tradeFair', 'expo'] as const).map((key) => (
          <li key={key}>
            <Link to={PROMO_PATHS[key]} className={styles.card} data-kind={key}>
              <span className={styles.text}>
                <span className={styles.title}>{t(`promo.${key}.title`)}</span>
                <span className={styles.lead}>{t(`promo.${key}.text`)}</span>
              </span>
              <span className={styles.more} aria-hidden="true">
                {t('promo.more')}
                <ChevronRight />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
