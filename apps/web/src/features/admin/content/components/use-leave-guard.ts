import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { confirm } from '../../../../shell/confirm-dialog';
import { useAdminT } from '../../shell/admin-language';

/** The in-app address a click on a plain link would open, or null (new tab, other site…). */
function linkTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self'))
    return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * Asks before unsaved changes are left behind: a link to another back-office page (a dialog),
 * or closing or reloading the tab (the browser's own question). Moving within `base/…` is the
 * editor following its item to a new id, never a leave. Links are caught before React Router
 * sees them (capture phase), so the route table needs no blocker: its code would ship with `/`.
 */
export function useLeaveGuard(dirty: boolean, base: string) {
  const { t } = useAdminT('admin-content');
  const navigate = useNavigate();

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      const url = linkTarget(event);
      if (!url || url.pathname.startsWith(`${base}/`)) return;
      event.preventDefault();
      event.stopPropagation();
      void confirm({
        title: t('editor.leaveTitle'),
        body: t('editor.leaveBody'),
        confirmLabel: t('editor.leaveConfirm'),
        cancelLabel: t('editor.leaveCancel'),
        cancelable: true,
      }).then((choice) => {
        if (choice === 'confirm') void navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty, base, navigate, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
