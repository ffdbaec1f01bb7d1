import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '../lib/i18n';
import type { RouteObject } from 'react-router';
import { errorText } from '../lib/api-error';
import { notifyError } from '../lib/notify';
import { useLoadAgain } from '../lib/resilient-lazy';
import type { RouteMeta } from './route-handle';
import { loadView, type RouteView, type ViewName } from './view-registry';
import { SERVICE_HOTLINE } from '../lib/service-hotline';
import { serverContext } from '../lib/server-context';
import { useHydrated } from '../lib/use-hydrated';

/**
 * Views that show what this device holds (a member's sign-in, a passenger's check-in, a member's
 * details in the contact form): the server cannot see it, so it renders their title and what
 * they need, and the view itself renders once the browser has taken the page over.
 */
const DEVICE_VIEWS: ReadonlySet<string> = new Set<ViewName>([
  'checkin/start',
  'member/login',
  'member/centre',
  'checkin/list',
  'checkin/seatmap',
  'checkin/board',
  'checkin/tip',
  'contact/index',
]);

function DeviceViewPending({ title }: { title: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="view-later" aria-busy="true">
      {title ? <h1>{title}</h1> : null}
      <noscript>
        <p>{t('needsScript', { hotline: SERVICE_HOTLINE })}</p>
      </noscript>
    </section>
  );
}

/** Renders a registry view with its route props and the route's title. */
function BoundView({
  View,
  component,
  props,
  meta,
}: {
  View: RouteView;
  component: string;
  props: Record<string, string>;
  meta: RouteMeta;
}) {
  const { t } = useTranslation('navigation');
  const routeTitle = meta.title ?? (meta.titleKey ? t(meta.titleKey) : undefined);
  if (DEVICE_VIEWS.has(component))
    return <DeviceView View={View} props={props} routeTitle={routeTitle} />;
  return <View {...props} routeTitle={routeTitle} />;
}

/**
 * A device view: what it needs until the browser has taken the page over, then the view. Only
 * these ask whether the page is taken over: the answer changing re-renders at once (React's
 * external-store rule), which a whole board or guide need not pay; the view itself then renders
 * as deferred work (below).
 */
function DeviceView({
  View,
  props,
  routeTitle,
}: {
  View: RouteView;
  props: Record<string, string>;
  routeTitle: string | undefined;
}) {
  // Taken over, the view renders as deferred work: React renders it in slices of a few
  // milliseconds (a check-in form is a long render on a phone) instead of in the one urgent
  // re-render the external-store rule asks for. A page the browser renders shows it at once.
  const hydrated = useDeferredValue(useHydrated());
  if (!hydrated) {
    const server = serverContext();
    if (server) server.deviceState = true;
    return <DeviceViewPending title={routeTitle} />;
  }
  return <View {...props} routeTitle={routeTitle} />;
}

/**
 * A view whose code could not be fetched (the connection dropped, the server restarts): a calm
 * line in the page, in the frame that stays, and the view as soon as it loads.
 */
function ViewLater({
  component,
  props,
  meta,
}: {
  component: string;
  props: Record<string, string>;
  meta: RouteMeta;
}) {
  const load = useMemo(
    () => () => loadView(component).then((View) => ({ default: View })),
    [component],
  );
  const { Loaded, retry } = useLoadAgain(load);
  if (Loaded) return <BoundView View={Loaded} component={component} props={props} meta={meta} />;
  return <ViewLaterNotice retry={retry} />;
}

function ViewLaterNotice({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="view-later">
      {t('viewLoadLater')}{' '}
      <button type="button" onClick={retry}>
        {t('retryNow')}
      </button>
    </p>
  );
}

/** What stands in the page while a view's code cannot be fetched. */
export const viewLater = (retry: () => void) => <ViewLaterNotice retry={retry} />;

/**
 * `lazy` of a route showing the registry view `component`: the view's code loads on first
 * visit. React Router keeps what `lazy` gave for good, so a failed download gives a view that
 * loads itself again (ViewLater) rather than an error that would stay until a reload.
 */
export function lazyView(
  component: string,
  props: Record<string, string>,
  meta: RouteMeta,
): RouteObject['lazy'] {
  return async () => {
    try {
      const View = await loadView(component);
      return {
        element: <BoundView View={View} component={component} props={props} meta={meta} />,
      };
    } catch (error) {
      // On the server a view that cannot load is a fault to see, not a connection to wait for.
      if (serverContext()) throw error;
      notifyError(errorText('network'));
      return { element: <ViewLater component={component} props={props} meta={meta} /> };
    }
  };
}
