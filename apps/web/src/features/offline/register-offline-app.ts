import { i18n } from '../../lib/i18n';
import { Workbox } from 'workbox-window';
import { emit } from '../../lib/notify';

/*
 * Installs the offline app (issue 20, decision 026): the service worker built from src/sw/, once
 * the page has loaded, so it never competes with the first view. When a new version is waiting,
 * a calm message offers to reload; the new version takes over only when the reader says so, and
 * every open tab reloads with it.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerOfflineApp(): void {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    // A reload in another tab (or this one) once the new version has taken over.
    workbox.addEventListener('controlling', () => window.location.reload());
    emit({
      tone: 'info',
      text: i18n.t('appUpdate.ready'),
      durationMs: 0,
      action: { label: i18n.t('appUpdate.reload'), run: () => workbox.messageSkipWaiting() },
    });
  });
  void workbox.register().catch(() => undefined);
}
