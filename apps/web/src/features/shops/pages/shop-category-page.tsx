import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BedDouble,
  Landmark,
  Palette,
  ShoppingBag,
  Soup,
  Tag,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { useShopCategories } from '../api/get-shop-categories';
import styles from '../components/shops.module.css';
import type { Category } from '../model/shop-filters';
import { ShopTexts } from '../model/shop-texts';
import { usePageLocale } from '../model/use-locale';
import { PageHeading } from '../../../ui/page';

const ICONS: Record<Category, LucideIcon> = {
  restaurant: UtensilsCrossed,
  authenticCuisine: Soup,
  retail: ShoppingBag,
  dutyFree: Tag,
  lounge: BedDouble,
  airportArt: Palette,
  scenicSpot: Landmark,
};

function Categories({ routeTitle }: { routeTitle?: string }) {
  const { t } = useTranslation('shops');
  const categories = useShopCategories(usePageLocale(), '');
  const title = routeTitle || t('categoriesTitle');
  usePageDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <PageHeading className={styles.title}>{title}</PageHeading>
        <p className={styles.muted}>{t('intro')}</p>
      </header>
      {categories.isPending && <p role="status">{t('states.loading')}</p>}
      {categories.isError && (
        <div role="alert" className={styles.state}>
          <p>{t('states.error')}</p>
          <button type="button" className={styles.button} onClick={() => void categories.refetch()}>
            {t('states.retry')}
          </button>
        </div>
      )}
      <ul className={styles.categoryGrid} data-testid="shop-categories">
        {categories.data?.map((c) => {
          const Icon = ICONS[c.category];
          return (
            <li key={c.category}>
              <Link
                to={`/byairport-web/shops?category=${c.category}`}
                className={styles.categoryTile}
              >
                <Icon aria-hidden="true" focusable="false" className={styles.categoryIcon} />
                <span className={styles.categoryName}>{t(`category.${c.category}`)}</span>
                <span className={styles.muted}>{t('places', { count: c.count })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The view `shop/category` (/category, /byairport-web/h5/category): the categories to browse. */
export default function ShopCategoryPage({ routeTitle }: { routeTitle?: string }) {
  return (
    <ShopTexts>
      <Categories routeTitle={routeTitle} />
    </ShopTexts>
  );
}
