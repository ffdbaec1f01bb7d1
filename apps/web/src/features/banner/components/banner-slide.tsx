import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { linkTarget } from '../../../shell/safe-html';
import styles from './banner.module.css';

/** The artwork's own size: reserved by the img attributes, so nothing moves when it loads. */
const WIDTH = 1600;
const HEIGHT = 500;

/** A banner picture that falls back to the default picture when it cannot be loaded. */
export function BannerImage({
  src,
  fallbackSrc,
  priority = false,
}: {
  src: string;
  fallbackSrc: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={styles.image}
      src={failed ? fallbackSrc : src}
      alt=""
      width={WIDTH}
      height={HEIGHT}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * Spec section 2, click rules: an http(s) url opens a new window, an internal path navigates,
 * "" or "#" does nothing, so the picture is then not a link at all.
 */
export function PictureLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const target = linkTarget(url);
  if (!target) return <div className={className}>{children}</div>;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t('opensInNewWindow')}</span>
    </a>
  );
}
