import { Outlet, ScrollRestoration } from 'react-router';
import { PageFrame } from '../shell/page-frame';
import { RouteError } from './route-error';

/** Every route sits in the shared frame (spec section 2). */
export function RootLayout() {
  return (
    <PageFrame>
      <Outlet />
      <ScrollRestoration />
    </PageFrame>
  );
}

/** Shown while the first view's code loads: the frame, with the page area kept free. */
export function RootFallback() {
  return <PageFrame />;
}

export function RootError() {
  return (
    <PageFrame>
      <RouteError />
    </PageFrame>
  );
}
