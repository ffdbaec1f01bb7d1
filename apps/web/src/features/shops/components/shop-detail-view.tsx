import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate } from 'react-router';
import { MapPin, Phone } from 'lucide-react';
import { ApiError } from '../../../lib/api-client';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { useShopDetail } from '../api/get-shop-detail';
import { detailHref } from '../model/shop-filters';
import { usePageLocale } from '../model/use-locale';
import { OpenState, PriceLevel } from './open-state';
import styles from './shops.module.css';
import { ButtonLink } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { FactList } from '../../../ui/fact-list';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/states';

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * One outlet: what and where, hours, price, phone, description, QR codes, map link. Each detail
 * route shows its own kind (shops, dining, services such as lounges); an id of another kind goes
 * to its own route, so a lounge address never shows a restaurant.
 */
export function ShopDetailView({
  id,
  backHref,
  kinds,
}: {
  id: string;
  backHref: string;
  kinds: readonly string[];
}) {
  const { t } = useTranslation('shops');
  const shop = useShopDetail(usePageLocale(), id);
  usePageDocumentTitle(shop.data?.name ?? t('detailTitle'));

  if (!/^\d{1,9}$/.test(id) || shop.isError) {
    const refused =
      shop.error instanceof ApiError && shop.error.kind === 'code'
        ? shop.error.details.serverMessage
        : undefined;
    return (
      <Page>
        <ErrorState headingLevel={1} title={refused ?? t('states.notFound')} message={null}>
          <Link to={backHref}>{t('backToDirectory')}</Link>
        </ErrorState>
      </Page>
    );
  }
  if (!shop.data)
    return (
      <Page aria-busy="true">
        <LoadingState label={t('states.loading')} />
      </Page>
    );
  const s = shop.data;
  if (!kinds.includes(s.kind)) return <Navigate to={detailHref(s)} replace />;
  return (
    <Page as="article" data-testid="shop-detail">
      <p>
        <Link to={backHref}>{t('backToDirectory')}</Link>
      </p>
      <header className={styles.detailHeader}>
        <p className={styles.badges}>
          <Chip className={styles.badge}>{t(`category.${s.category}`)}</Chip>
          {[s.terminal, t(`flow.${s.flow}`), t(`scope.${s.scope}`), t(`side.${s.side}`)].map(
            (text, i) => (
              <Chip key={i} tone="quiet" className={styles.badge}>
                {text}
              </Chip>
            ),
          )}
        </p>
        <h1 className={styles.title}>{s.name}</h1>
        <p className={styles.location}>{s.location}</p>
      </header>
      <FactList>
        <div>
          <dt>{t('detail.hours')}</dt>
          <dd>
            <OpenState hours={s.hours} openNow={s.openNow} />
          </dd>
        </div>
        <div>
          <dt>{t('detail.price')}</dt>
          <dd>
            <PriceLevel level={s.priceLevel} /> {s.priceText}
          </dd>
        </div>
        {s.phone && (
          <div>
            <dt>{t('detail.phone')}</dt>
            <dd>
              <a href={`tel:${s.phone}`}>
                <Phone aria-hidden="true" focusable="false" className={styles.smallIcon} />
                {s.phone}
              </a>
            </dd>
          </div>
        )}
      </FactList>
      <p className={styles.description}>{s.description}</p>
      <p>
        <ButtonLink to={s.mapHref}>
          <MapPin aria-hidden="true" focusable="false" />
          {t('showOnMap', { name: s.name })}
        </ButtonLink>
      </p>
      {s.qrCodes.length > 0 && (
        <section aria-labelledby="shop-qr-title">
          <h2 id="shop-qr-title" className={styles.subTitle}>
            {t('detail.qrTitle')}
          </h2>
          <ul className={styles.qrList}>
            {s.qrCodes.map((code) => (
              <li key={code.kind} className={styles.qr}>
                <img
                  src={svgSource(code.svg)}
                  width={140}
                  height={140}
                  alt={t('detail.qrAlt', { label: code.label, name: s.name })}
                />
                <span>{code.label}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
