import type { NavMenu } from '@can/contracts/cms';
import { Link } from 'react-router';
import ExternalLink from 'lucide-react/icons/external-link';
import { useFrameTranslation } from './frame-texts';
import { isExternalEntry } from './nav-menu';

/** A menu entry as a link: a router link, or a new tab (rel noopener) for buyNow. */
export function NavEntryLink({
  entry,
  className,
  current,
  onNavigate,
}: {
  entry: NavMenu;
  className?: string;
  current?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useFrameTranslation();
  if (isExternalEntry(entry)) {
    return (
      <a
        className={className}
        href={entry.path}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {entry.name}
        <ExternalLink aria-hidden="true" width="1em" height="1em" />
        <span className="visually-hidden">{t('header.opensNewTab')}</span>
      </a>
    );
  }
  return (
    <Link
      className={className}
      to={entry.path}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {entry.name}
    </Link>
  );
}
