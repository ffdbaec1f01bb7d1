import { useEffect, type ReactNode } from 'react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

/**
 * Says on <html> that the page is the app's now (taken over from the server, or rendered here):
 * its forms and buttons work, and what this device holds shows from then on.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

export function AppProviders({
  queryClient,
  i18n = i18next,
  children,
}: {
  queryClient: QueryClient;
  /** The page's own i18next when rendered on the server; the browser's one otherwise. */
  i18n?: i18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppReady />
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
