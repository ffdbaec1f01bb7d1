import { useTranslation } from '../../../lib/i18n';
import BellRing from 'lucide-react/icons/bell-ring';
import { Button } from '../../../ui/button';
import styles from './alerts.module.css';

/** One channel to tick (text messages, e-mail), its name beside the box. */
export function ChannelCheck({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** The panel's main button: follow the flight; "Subscribing…" while the call runs. */
export function SubscribeButton({
  busy,
  onClick,
  label,
}: {
  busy: boolean;
  onClick: () => void;
  label: string;
}) {
  const { t } = useTranslation('alerts');
  return (
    <div className={styles.actions}>
      <Button variant="primary" onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
        <BellRing aria-hidden="true" />
        {busy ? t('panel.subscribing') : label}
      </Button>
    </div>
  );
}
