import { Suspense } from 'react';
import type { BannerPartProps } from '../../../shell/frame-parts';
import { useFrameTranslation } from '../../../shell/frame-texts';
import { useRollPictures } from '../api/get-roll-pictures';
import { DEFAULT_BANNER_SRC } from '../api/picture-url';
import { BannerCarousel } from './banner-carousel';
import { BannerImage } from './banner-slide';
import { BannerSkeleton } from './banner-skeleton';
import styles from './banner.module.css';
import { resilientLazy } from '../../../lib/resilient-lazy';

// Not needed on the home page; its pictures are asked for below while its code loads.
const FolderBanner = resilientLazy(() => import('./folder-banner'));

/** Home (urlKey home) and hotel (urlKey hotel-<slug>) carousels; the default picture on failure. */
function CarouselBanner({ urlKey, label }: { urlKey: string; label: string }) {
  const query = useRollPictures(urlKey);
  if (query.isPending) return <BannerSkeleton kind="carousel" />;
  const defaultSrc = query.data?.defaultSrc ?? DEFAULT_BANNER_SRC;
  const pictures = query.data?.pictures ?? [];
  if (pictures.length === 0) {
    return (
      <section
        className={styles.banner}
        data-kind="carousel"
        data-testid="page-banner"
        aria-label={label}
      >
        <div className={styles.picture}>
          <BannerImage src={defaultSrc} fallbackSrc={DEFAULT_BANNER_SRC} priority />
        </div>
      </section>
    );
  }
  return (
    <div data-testid="page-banner">
      <BannerCarousel pictures={pictures} defaultSrc={defaultSrc} label={label} />
    </div>
  );
}

/** The banner of spec section 2, by the kind the route asks for. */
export function PageBanner({ kind, urlKey, title, hotelSlug, folderNameAsTitle }: BannerPartProps) {
  const { t } = useFrameTranslation();
  const carouselKey =
    kind === 'home' ? 'home' : kind === 'hotel' && hotelSlug ? `hotel-${hotelSlug}` : undefined;
  // Starts the folder's picture call at once, in parallel with the folder banner's code.
  useRollPictures(carouselKey ? undefined : urlKey);
  if (carouselKey) {
    return (
      <CarouselBanner
        urlKey={carouselKey}
        label={kind === 'home' ? t('banner.label') : (title ?? t('banner.label'))}
      />
    );
  }
  return (
    <Suspense fallback={<BannerSkeleton kind="folder" />}>
      <FolderBanner urlKey={urlKey} title={title} folderNameAsTitle={folderNameAsTitle} />
    </Suspense>
  );
}
