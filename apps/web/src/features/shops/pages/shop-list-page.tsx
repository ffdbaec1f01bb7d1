import { useTranslation } from '../../../lib/i18n';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { ShopDirectory } from '../components/shop-directory';
import { CATEGORIES, KIND_CATEGORIES, type Category } from '../model/shop-filters';
import { ShopTexts } from '../model/shop-texts';
import { Page, PageHead, PageHeadLink } from '../../../ui/page';

function ShopList({
  category,
  kind,
  routeTitle,
}: {
  category?: Category;
  kind?: string;
  routeTitle?: string;
}) {
  const { t } = useTranslation('shops');
  const title = routeTitle || (category ? t(`category.${category}`) : t('title'));
  usePageDocumentTitle(title);
  return (
    <Page>
      <PageHead title={title} intro={t('intro')}>
        <PageHeadLink to="/terminal/map">{t('terminalMapLink')}</PageHeadLink>
      </PageHead>
      <ShopDirectory category={category} kind={kind} />
    </Page>
  );
}

const categoryOf = (value?: string) =>
  CATEGORIES.includes(value as Category) ? (value as Category) : undefined;

/**
 * The view `shop/list` (the shop and dining pages, /byairport-web/shops): the directory; a menu
 * entry may fix its category (`category`) or kind (`kind`: common for dining, mall for shopping).
 */
export default function ShopListPage({
  category,
  kind,
  routeTitle,
}: {
  category?: string;
  kind?: string;
  routeTitle?: string;
}) {
  return (
    <ShopTexts>
      <ShopList
        category={categoryOf(category)}
        kind={kind && kind in KIND_CATEGORIES ? kind : undefined}
        routeTitle={routeTitle}
      />
    </ShopTexts>
  );
}

/** The view `shop/art` (/byairport-web/fun/airportArt): art at the airport. */
export function AirportArtPage({ routeTitle }: { routeTitle?: string }) {
  return (
    <ShopTexts>
      <ShopList category="airportArt" routeTitle={routeTitle} />
    </ShopTexts>
  );
}

/** The view `shop/trip` (/byairport-web/fun/trip): special scenic spots in the terminals. */
export function ScenicSpotsPage({ routeTitle }: { routeTitle?: string }) {
  return (
    <ShopTexts>
      <ShopList category="scenicSpot" routeTitle={routeTitle} />
    </ShopTexts>
  );
}
