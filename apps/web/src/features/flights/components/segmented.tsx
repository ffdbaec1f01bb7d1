import { useId, type ReactNode } from 'react';
import styles from './segmented.module.css';

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A quiet second line: the date of a day, "closed" under T1. */
  hint?: ReactNode;
}

/**
 * A choice of one (day, terminal, kind of flight) as native radio buttons in a fieldset:
 * arrow keys, a legend read with the group, and a look of joined buttons.
 */
export function Segmented<T extends string>({
  legend,
  options,
  value,
  onChange,
  testId,
  name: fieldName,
}: {
  legend: string;
  /** The field's name in the board's plain GET form (works before scripts run); own id otherwise. */
  name?: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
}) {
  const ownName = useId();
  const name = fieldName ?? ownName;
  return (
    <fieldset className={styles.group} data-testid={testId}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.face}>
              <span className={styles.label}>{option.label}</span>
              {option.hint ? <span className={styles.hint}>{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
