import { useState } from 'react';
import { useCatalogT } from './use-catalog-t';

interface VisibilityChange {
  id: number;
  visible: boolean;
}

/**
 * The page's live status line and the steps that end in it: save then close the editor,
 * show/hide a row, delete a row. Each announces what it did, by name.
 */
export function useSaveAnnounce() {
  const { t } = useCatalogT();
  const [status, setStatus] = useState('');
  return {
    status,
    /** An editor's onSave: sends the values, closes the editor, says what was saved. */
    saveWith:
      <V>(
        send: (values: V) => Promise<unknown>,
        close: () => void,
        nameOf: (values: V) => string,
      ) =>
      async (values: V) => {
        await send(values);
        close();
        setStatus(t('status.saved', { name: nameOf(values) }));
      },
    /** Shows a hidden row or hides a shown one. */
    toggleWith:
      (send: (change: VisibilityChange) => Promise<unknown>) =>
      async (id: number, visible: boolean, name: string) => {
        await send({ id, visible: !visible });
        setStatus(t(visible ? 'status.hidden' : 'status.shown', { name }));
      },
    /** Removes a row. */
    deleteWith: (remove: () => Promise<unknown>, name: string) => async () => {
      await remove();
      setStatus(t('status.deleted', { name }));
    },
  };
}
