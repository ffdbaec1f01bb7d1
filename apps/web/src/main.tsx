import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './shell/global.css';
import { initI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { installFrameParts } from './frame-parts';
import { getClientConfig } from './lib/config';
import { registerNavigate } from './lib/navigation';
import { installRootFontSize } from './lib/responsive';

async function start() {
  installRootFontSize();
  // Everything the first view needs starts at once: the texts, the signing config, and (through
  // the router, which starts loading when created) the view's code and its data.
  const textsReady = initI18n();
  getClientConfig().catch(() => undefined);
  const queryClient = createQueryClient();
  installFrameParts(queryClient);
  const router = createAppRouter(queryClient);
  registerNavigate((to) => void router.navigate(to));
  await textsReady;

  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
