import { useEffect, useRef, useState } from 'react';
import ui from '../../shell/ui/admin-ui.module.css';
import { useCatalogT } from '../model/use-catalog-t';

/**
 * Removal in two presses: the first turns the button into "Confirm removal" (focus stays on
 * it, its name says what goes), the second removes; moving away cancels.
 */
export function DeleteButton({
  name,
  onDelete,
}: {
  name: string;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useCatalogT();
  const [armed, setArmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (armed) ref.current?.focus();
  }, [armed]);
  return (
    <button
      ref={ref}
      type="button"
      className={armed ? ui.buttonDanger : ui.button}
      disabled={busy}
      aria-label={t(armed ? 'action.confirmDeleteNamed' : 'action.deleteNamed', { name })}
      onBlur={() => setArmed(false)}
      onClick={async () => {
        if (!armed) return setArmed(true);
        setBusy(true);
        try {
          await onDelete();
        } finally {
          setBusy(false);
          setArmed(false);
        }
      }}
    >
      {armed ? t('action.confirmDelete') : t('action.delete')}
    </button>
  );
}
