import { useTranslation } from '../../../lib/i18n';
import { useShopList } from '../api/get-shop-list';
import { useShopFilters, type ShopFilters as Filters } from '../model/shop-filters';
import { usePageLocale } from '../model/use-locale';
import { ShopCard } from './shop-card';
import { ShopFilters } from './shop-filters';
import styles from './shops.module.css';
import { Button } from '../../../ui/button';
import { CardGrid } from '../../../ui/card-grid';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';

/** The directory: filters in the URL, the cards, and "load more" for the next page. */
export function ShopDirectory({ category, kind }: { category?: string; kind?: string }) {
  const { t } = useTranslation('shops');
  const locale = usePageLocale();
  const [filters, update] = useShopFilters({ category, kind });
  const shops = useShopList(locale, filters);
  const items = shops.data?.pages.flatMap((p) => p.list) ?? [];
  const total = shops.data?.pages[0]?.total ?? 0;

  let body;
  if (shops.isPending) body = <LoadingState label={t('states.loading')} />;
  else if (shops.isError)
    body = (
      <ErrorState
        message={t('states.error')}
        retry={{ label: t('states.retry'), onRetry: () => void shops.refetch() }}
      />
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        testId="shops-empty"
        headingLevel={3}
        title={filters.terminal === 'T1' ? t('states.t1Title') : t('states.emptyTitle')}
        body={filters.terminal === 'T1' ? t('states.t1Body') : t('states.emptyBody')}
      />
    );
  else
    body = (
      <>
        <CardGrid data-stale={shops.isPlaceholderData} aria-label={t('listLabel')}>
          {items.map((shop) => (
            <ShopCard key={shop.id} shop={shop} />
          ))}
        </CardGrid>
        {shops.hasNextPage && (
          <Button
            className={styles.more}
            onClick={() => void shops.fetchNextPage()}
            disabled={shops.isFetchingNextPage}
          >
            {shops.isFetchingNextPage ? t('states.loading') : t('loadMore')}
          </Button>
        )}
      </>
    );

  return (
    <section className={styles.directory} aria-labelledby="shop-directory-title">
      <h2 id="shop-directory-title" className="visually-hidden">
        {t('directoryTitle')}
      </h2>
      <ShopFilters
        filters={filters}
        onChange={(changes: Partial<Filters>) => update(changes)}
        fixedCategory={Boolean(category)}
      />
      <p role="status" className={styles.muted} data-testid="shop-count">
        {shops.data ? t('count', { shown: items.length, total }) : ''}
      </p>
      {body}
    </section>
  );
}
