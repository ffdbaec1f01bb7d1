import { useTranslation } from '../../../lib/i18n';
import { Clock } from 'lucide-react';
import styles from './shops.module.css';
import { Chip } from '../../../ui/chip';

/** Business hours with "open now" or "closed now" as a word and an icon, not colour alone. */
export function OpenState({ hours, openNow }: { hours: string; openNow: boolean }) {
  const { t } = useTranslation('shops');
  return (
    <span className={styles.hours}>
      <Clock aria-hidden="true" focusable="false" className={styles.smallIcon} />
      {hours}
      <Chip tone={openNow ? 'success' : 'neutral'} pill data-testid="open-state">
        {openNow ? t('openNow') : t('closedNow')}
      </Chip>
    </span>
  );
}

/** ¥ to ¥¥¥¥, read out as words. */
export function PriceLevel({ level }: { level: number }) {
  const { t } = useTranslation('shops');
  if (level <= 0) return <span className={styles.muted}>{t('price.free')}</span>;
  return (
    <span aria-label={t(`price.level${level}`)} role="img" className={styles.price}>
      {'¥'.repeat(level)}
    </span>
  );
}
