import type { InputHTMLAttributes } from 'react';
import Search from 'lucide-react/icons/search';
import styles from './search-box.module.css';

/**
 * A search input with a magnifier drawn inside it. The label stays with the feature (a `label`
 * for the input's id); `large` for a page whose search is its main control (the airlines).
 */
export function SearchBox({
  large,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  large?: boolean;
  [data: `data-${string}`]: unknown;
}) {
  return (
    <div className={className ? `${styles.box} ${className}` : styles.box} data-large={large}>
      <Search aria-hidden="true" focusable="false" className={styles.icon} />
      <input type="search" className={styles.input} {...input} />
    </div>
  );
}
