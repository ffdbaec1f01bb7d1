import type { BannerPartProps } from '../../../shell/frame-parts';
import { useFrameTranslation } from '../../../shell/frame-texts';
import { useFolder } from '../api/get-folder';
import { useRollPictures } from '../api/get-roll-pictures';
import { DEFAULT_BANNER_SRC } from '../api/picture-url';
import { BannerImage, PictureLink } from './banner-slide';
import { BannerSkeleton } from './banner-skeleton';
import styles from './banner.module.css';

/**
 * Pages other than home: the first picture of the page's urlKey (the default picture when
 * there is none or it fails), with the page title beside it; on pri detail pages the folder's
 * name instead (folderNameAsTitle).
 */
export default function FolderBanner({
  urlKey,
  title,
  folderNameAsTitle,
}: Omit<BannerPartProps, 'kind' | 'hotelSlug'>) {
  const { t } = useFrameTranslation();
  const query = useRollPictures(urlKey);
  const folder = useFolder(urlKey, folderNameAsTitle);
  const heading = folderNameAsTitle
    ? (folder.data?.name ?? (folder.isLoading ? '' : title))
    : title;
  const caption = heading ? (
    <span className={styles.caption}>
      <span className={styles.captionInner}>
        <span className={styles.pageTitle}>{heading}</span>
      </span>
    </span>
  ) : null;
  if (urlKey && query.isPending) return <BannerSkeleton kind="folder">{caption}</BannerSkeleton>;
  const picture = query.data?.pictures[0];
  const defaultSrc = query.data?.defaultSrc ?? DEFAULT_BANNER_SRC;
  return (
    <section
      className={styles.banner}
      data-kind="folder"
      data-testid="page-banner"
      aria-label={t('banner.pageLabel')}
    >
      <PictureLink url={picture?.url ?? ''} className={styles.picture}>
        <BannerImage src={picture?.src ?? defaultSrc} fallbackSrc={DEFAULT_BANNER_SRC} priority />
        {caption}
      </PictureLink>
    </section>
  );
}
