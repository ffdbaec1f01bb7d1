import { useTranslation } from '../../../lib/i18n';
import { useParams, useLocation } from 'react-router';
import type { ContentViewProps } from '../route-props';
import { FolderPage } from './folder-page';

/** The hotels overview page the hotel pages sit under (menu entry `hotels`). */
const HOTELS_HREF = '/passenger-service/hotels';

/**
 * The view `hotel/detail` (/hotelDetail/boerman, daisi, aosite, nuofute): the hotel's article of
 * the folder `hotel-<slug>`, in the visitor's language. The frame shows the hotel's carousel.
 */
export function HotelPage(props: ContentViewProps) {
  const { t } = useTranslation('content');
  const params = useParams();
  const { pathname } = useLocation();
  const slug = params.slug ?? pathname.split('/').filter(Boolean).at(-1) ?? '';
  return (
    <FolderPage
      {...props}
      urlKey={`hotel-${slug}`}
      parent={{ label: t('hotel.back'), href: HOTELS_HREF }}
    />
  );
}
