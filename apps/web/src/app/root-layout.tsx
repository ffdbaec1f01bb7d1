import { useTranslation } from '../lib/i18n';
import { Outlet, ScrollRestoration } from 'react-router';
import { useNavMenus } from '../features/navigation/api/get-nav-menus';
import { useMemberTokenCheck } from '../lib/member-token-check';
import { PageFrame } from '../shell/page-frame';
import { RouteError } from './route-error';
import { useRouteFrame } from './route-frame';

/** Every route sits in the shared frame (spec section 2), laid out by the route's name and meta. */
export function RootLayout() {
  const frame = useRouteFrame();
  const menu = useNavMenus();
  useMemberTokenCheck();
  return (
    <PageFrame {...frame} menu={menu}>
      <Outlet />
      <ScrollRestoration />
    </PageFrame>
  );
}

/** The page area while the first view's code and data load; the frame reserves its space. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <p className="visually-hidden" role="status" data-page-pending>
      {t('loading')}
    </p>
  );
}

export function RootError() {
  const menu = useNavMenus();
  return (
    <PageFrame menu={menu} banner="none">
      <RouteError />
    </PageFrame>
  );
}
