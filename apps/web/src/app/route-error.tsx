import { useTranslation } from '../lib/i18n';
import { Button, ButtonLink } from '../ui/button';
import { EmptyState } from '../ui/states';

/** A view failed to load or render (often a stale chunk after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <EmptyState
      align="center"
      headingLevel={1}
      title={t('routeError.title')}
      body={t('routeError.body')}
    >
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
      <ButtonLink to="/" reloadDocument>
        {t('routeError.home')}
      </ButtonLink>
    </EmptyState>
  );
}
