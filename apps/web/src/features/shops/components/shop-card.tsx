import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import type { ShopSummary } from '@can/contracts/shops';
import { detailHref } from '../model/shop-filters';
import { OpenState, PriceLevel } from './open-state';
import styles from './shops.module.css';
import { Card } from '../../../ui/card-grid';
import { Chip } from '../../../ui/chip';

/** One outlet in the directory: name, category, where, hours, price, details and map links. */
export function ShopCard({ shop }: { shop: ShopSummary }) {
  const { t } = useTranslation('shops');
  return (
    <Card data-testid="shop-card">
      <p className={styles.badges}>
        <Chip className={styles.badge}>{t(`category.${shop.category}`)}</Chip>
        <Chip tone="quiet" className={styles.badge}>
          {shop.terminal}
        </Chip>
        <Chip tone="quiet" className={styles.badge}>
          {t(`side.${shop.side}`)}
        </Chip>
      </p>
      <h3 className={styles.cardTitle}>
        <Link to={detailHref(shop)}>{shop.name}</Link>
      </h3>
      <p className={styles.location}>{shop.location}</p>
      <p className={styles.meta}>
        <OpenState hours={shop.hours} openNow={shop.openNow} />
        <PriceLevel level={shop.priceLevel} />
      </p>
      <Link to={shop.mapHref} className={styles.mapLink}>
        <MapPin aria-hidden="true" focusable="false" className={styles.smallIcon} />
        {t('showOnMap', { name: shop.name })}
      </Link>
    </Card>
  );
}
