import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from './page-heading';
import styles from './page.module.css';

type PageProps = HTMLAttributes<HTMLElement> & {
  /** `article` for one item's page (a shop, a flight); a plain block otherwise. */
  as?: ElementType;
};

/** The content of a public page: the site's width, gutters and vertical rhythm. */
export function Page({ as: Tag = 'div', className, ...props }: PageProps) {
  return <Tag className={className ? `${styles.page} ${className}` : styles.page} {...props} />;
}

/**
 * A page's head: its h1 (drawn once, see PageHeading), an optional line of introduction, and
 * whatever the page puts beside them (a stamp, a link).
 */
export function PageHead({
  title,
  intro,
  children,
  titleId,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  titleId?: string;
}) {
  return (
    <header className={styles.head}>
      <PageHeading className={styles.title} id={titleId}>
        {title}
      </PageHeading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </header>
  );
}

/** A link in a page's head to the page that goes with it (the map beside a directory). */
export function PageHeadLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className={styles.link}>
        {children}
      </Link>
    </p>
  );
}
