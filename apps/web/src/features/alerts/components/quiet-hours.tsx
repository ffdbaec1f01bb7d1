import { useTranslation } from '../../../lib/i18n';
import styles from './alerts.module.css';

/** "Quiet hours": no text messages 23:00–07:00 unless the flight leaves within 3 hours. */
export function QuietHours({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('alerts');
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{t('panel.quietHours')}</span>
    </label>
  );
}
