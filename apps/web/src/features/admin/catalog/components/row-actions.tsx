import ui from '../../shell/ui/admin-ui.module.css';
import { useCatalogT } from '../model/use-catalog-t';
import styles from './catalog.module.css';
import { DeleteButton } from './delete-button';

/**
 * A row's buttons, each named with the row's name: Edit, then Hide/Show (when the row can be
 * hidden) or the two-press removal (when it can be deleted).
 */
export function RowActions({
  name,
  onEdit,
  visible = false,
  onToggle,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  visible?: boolean;
  onToggle?: () => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
}) {
  const { t } = useCatalogT();
  return (
    <div className={styles.rowActions}>
      <button
        type="button"
        className={ui.button}
        aria-label={t('action.editNamed', { name })}
        onClick={onEdit}
      >
        {t('action.edit')}
      </button>
      {onToggle && (
        <button
          type="button"
          className={ui.button}
          aria-label={t(visible ? 'action.hideNamed' : 'action.showNamed', { name })}
          onClick={() => void onToggle()}
        >
          {visible ? t('action.hide') : t('action.show')}
        </button>
      )}
      {onDelete && <DeleteButton name={name} onDelete={onDelete} />}
    </div>
  );
}
