import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/document-title';
import { FlightSearch } from '../components/flight-search';
import { HomeHero } from '../components/home-hero';
import { QuickLinks } from '../components/quick-links';

/**
 * The home page travellers expect: a flight search at the top, the common services, then the
 * newest notices and news. Blocks owned by other features (today's weather, the news) come in
 * as slots, filled where the routes are defined, so features never import each other.
 */
export function HomePage({ weather, news }: { weather?: ReactNode; news?: ReactNode }) {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <HomeHero aside={weather} search={<FlightSearch />} />
      <QuickLinks />
      {news}
    </>
  );
}
