import ui from '../../shell/ui/admin-ui.module.css';
import { useCatalogT } from '../model/use-catalog-t';

/** Shown or hidden, in words (never colour alone). */
export function VisibilityPill({ visible }: { visible: boolean }) {
  const { t } = useCatalogT();
  return (
    <span className={`${ui.pill} ${visible ? ui['pill-ok'] : ''}`}>
      {visible ? t('state.shown') : t('state.hidden')}
    </span>
  );
}
