import { useTranslation } from '../../../lib/i18n';
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
import { Page, PageHead } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/states';

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
    <Page>
      <PageHead title={title} intro={t('intro')} />
      {categories.isPending && <LoadingState label={t('states.loading')} />}
      {categories.isError && (
        <ErrorState
          message={t('states.error')}
          retry={{ label: t('states.retry'), onRetry: () => void categories.refetch() }}
        />
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
    </Page>
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
