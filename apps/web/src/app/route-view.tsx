import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from './route-handle';
import { loadView, type RouteView } from './view-registry';

/** Renders a registry view with its route props and the route's title. */
function BoundView({
  View,
  props,
  meta,
}: {
  View: RouteView;
  props: Record<string, string>;
  meta: RouteMeta;
}) {
  const { t } = useTranslation('navigation');
  const routeTitle = meta.title ?? (meta.titleKey ? t(meta.titleKey) : undefined);
  return <View {...props} routeTitle={routeTitle} />;
}

/** `lazy` of a route showing the registry view `component`: the view's code loads on first visit. */
export function lazyView(
  component: string,
  props: Record<string, string>,
  meta: RouteMeta,
): RouteObject['lazy'] {
  return async () => {
    const View = await loadView(component);
    return { element: <BoundView View={View} props={props} meta={meta} /> };
  };
}
