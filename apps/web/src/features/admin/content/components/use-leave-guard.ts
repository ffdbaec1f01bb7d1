import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../../../shell/confirm-dialog';
import { useAdminT } from '../../shell/admin-language';

/**
 * Asks before unsaved changes are left behind: another back-office page (a dialog), or closing
 * or reloading the tab (the browser's own question). Moving within `base/…` is the editor
 * following its item to a new id, never a leave.
 */
export function useLeaveGuard(dirty: boolean, base: string) {
  const { t } = useAdminT('admin-content');
  const blocker = useBlocker(
    ({ nextLocation }) => dirty && !nextLocation.pathname.startsWith(`${base}/`),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    void confirm({
      title: t('editor.leaveTitle'),
      body: t('editor.leaveBody'),
      confirmLabel: t('editor.leaveConfirm'),
      cancelLabel: t('editor.leaveCancel'),
      cancelable: true,
    }).then((choice) => {
      if (!live) return;
      if (choice === 'confirm') blocker.proceed();
      else blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
