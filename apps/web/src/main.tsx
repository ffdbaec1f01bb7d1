import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate as fillQueryCache } from '@tanstack/react-query';
import './shell/global.css';
import { initI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { installFrameParts } from './frame-parts';
import { getClientConfig } from './lib/config';
import { storedLocale } from './lib/current-locale';
import { registerNavigate } from './lib/navigation';
import { takeOverPageRenderedAt } from './lib/render-clock';
import { installRootFontSize, setRenderedLayout } from './lib/responsive';
import { warmDateFormat } from './lib/date-format';
import { yieldToMain } from './lib/yield-to-main';
import { readPageData } from './ssr/page-data';
import { takeOverRenderedPage } from './ssr/take-over';

async function start() {
  // The entry's own code has just run (a task of its own); the app starts in the next one.
  await yieldToMain();
  installRootFontSize();
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  // A page the server rendered in this reader's language is taken over where it stands
  // (hydrated); otherwise (another stored language, no server rendering) the browser renders it.
  const page = readPageData();
  const rendered = page && page.router && page.locale === storedLocale() ? page : undefined;
  // Everything the first view needs starts at once: the texts, the signing config, and (through
  // the router, which starts loading when created) the view's code and its data.
  // Between the steps the phone gets the main thread back (yieldToMain): each step is a task
  // of its own, short enough not to block a tap for long (issue 18, Total Blocking Time).
  const textsReady = initI18n(rendered?.locale);
  getClientConfig().catch(() => undefined);
  await yieldToMain();
  const queryClient = createQueryClient();
  if (rendered) {
    fillQueryCache(queryClient, rendered.queries);
    setRenderedLayout(rendered.narrow === true);
    takeOverPageRenderedAt(rendered.renderedAt);
  }
  installFrameParts(queryClient);
  if (rendered?.dates) {
    await yieldToMain();
    warmDateFormat(rendered.locale);
  }
  await yieldToMain();
  const router = rendered
    ? await takeOverRenderedPage(queryClient, rendered, textsReady)
    : createAppRouter(queryClient);
  registerNavigate((to) => void router.navigate(to));
  await textsReady;
  await yieldToMain();

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A transition: React would hydrate in slices of a few milliseconds, answering taps in between.
  // Preact, which runs this code (decision 032), makes it a plain call; the parts of the page in
  // `InTurn` (header, banner, page, the board's rows) are taken over in tasks of their own after
  // this one (decision 033).
  if (rendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  // The offline app (issue 20): only in a build, where the service worker exists, and a second
  // after the page has loaded, so neither its code nor its downloads compete with the first view.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const later = () => setTimeout(registerOfflineApp, 1_000);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  }
}

/*
 * The network or the server may be away just then (a gate with no signal, a restart). The failed
 * download is not an error for the reader, and trying again in this page would not help:
 * Chromium keeps a failed module import failed for the life of the page. The next page load
 * installs the offline app.
 */
function registerOfflineApp() {
  import('./features/offline/register-offline-app').then(
    (m) => m.registerOfflineApp(),
    () => undefined,
  );
}

void start();
