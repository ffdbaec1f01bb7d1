import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';
import { HomeHero } from '../components/home-hero';
import { QuickLinks } from '../components/quick-links';

/**
 * The home page. Blocks owned by other features (today's weather) come in as slots, filled
 * where the routes are defined, so features never import each other.
 */
export function HomePage({ weather }: { weather?: ReactNode }) {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <HomeHero aside={weather} />
      <QuickLinks />
    </>
  );
}
