import { useLocation, useParams, useSearchParams } from 'react-router';
import { ShopDetailView } from '../components/shop-detail-view';
import { ShopTexts } from '../model/shop-texts';

/** The view `shop/detail` (/shop/mall/detail/:id and /shop/common/detail/:id). */
export default function ShopDetailPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const kind = pathname.startsWith('/shop/mall/') ? 'mall' : 'common';
  return (
    <ShopTexts>
      <ShopDetailView key={id} id={id} backHref="/shop/dining" kinds={[kind]} />
    </ShopTexts>
  );
}

/**
 * The view `facility/detail`: /amenities/service/details/:id and
 * /airportFacility/service/detail?id= (lounges, art, scenic spots and other services).
 */
export function FacilityDetailPage() {
  const { id: fromPath } = useParams();
  const [params] = useSearchParams();
  const id = fromPath ?? params.get('id') ?? '';
  return (
    <ShopTexts>
      <ShopDetailView key={id} id={id} backHref="/byairport-web/h5/category" kinds={['amenity']} />
    </ShopTexts>
  );
}
