import { useEffect, type ReactNode } from 'react';
import { i18n as browserI18n, I18nProvider, type I18n } from '../lib/i18n';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { afterTurns } from '../lib/in-turn';

/**
 * Says on <html> that the page is the app's now (taken over from the server, every part in its
 * turn, or rendered here): its forms and buttons work, and what this device holds shows from
 * then on.
 */
function AppReady() {
  useEffect(() => {
    afterTurns(() => {
      document.documentElement.dataset.appReady = '';
    });
  }, []);
  return null;
}

export function AppProviders({
  queryClient,
  i18n = browserI18n,
  children,
}: {
  queryClient: QueryClient;
  /** The page's own texts when rendered on the server; the browser's one otherwise. */
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppReady />
        {children}
      </QueryClientProvider>
    </I18nProvider>
  );
}
