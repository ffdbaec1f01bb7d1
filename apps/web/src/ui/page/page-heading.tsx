import { createContext, useContext, type ReactNode } from 'react';

/** The title the banner shows beside its picture on this page, if any (page-frame.tsx). */
export const BannerTitleContext = createContext<string | undefined>(undefined);

/**
 * A page's h1. One visible title per page: where the banner already shows the same words
 * beside its picture (spec section 2), the heading stays for screen readers and the outline
 * but is not drawn a second time under it.
 */
export function PageHeading({
  children,
  className,
  id,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const bannerTitle = useContext(BannerTitleContext);
  const shownAbove = typeof children === 'string' && children.trim() === bannerTitle?.trim();
  return (
    <h1 id={id} className={shownAbove ? 'visually-hidden' : className}>
      {children}
    </h1>
  );
}
