import X from 'lucide-react/icons/x';
import styles from './icon-button.module.css';

/** An X that closes what it stands in (a dialog, a bar); `label` is its accessible name. */
export function CloseButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className ? `${styles.iconButton} ${className}` : styles.iconButton}
      aria-label={label}
      onClick={onClick}
    >
      <X aria-hidden="true" />
    </button>
  );
}
