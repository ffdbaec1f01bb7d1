import { useId, type ReactNode } from 'react';
import styles from './segmented.module.css';

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A quiet second line: the date of a day, "closed" under T1. */
  hint?: ReactNode;
}

/**
 * A choice of one (day, terminal, kind of flight, departures or arrivals) as native radio
 * buttons in a fieldset: arrow keys, a legend read with the group, and a look of joined buttons.
 */
export function Segmented<T extends string>({
  legend,
  hideLegend,
  options,
  value,
  onChange,
  testId,
  name: fieldName,
  equal,
}: {
  legend: string;
  /** The legend is read but not shown: on a phone (`narrow`), or always. */
  hideLegend?: 'narrow' | 'always';
  /** The field's name in a plain GET form (works before scripts run); own id otherwise. */
  name?: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
  /** Every option the same width, however long its label. */
  equal?: boolean;
}) {
  const ownName = useId();
  const name = fieldName ?? ownName;
  const legendClass =
    hideLegend === 'always'
      ? 'visually-hidden'
      : hideLegend === 'narrow'
        ? `${styles.legend} ${styles.narrowHidden}`
        : styles.legend;
  return (
    <fieldset className={styles.group} data-testid={testId}>
      <legend className={legendClass}>{legend}</legend>
      <div className={styles.options} data-equal={equal || undefined}>
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
              <span>{option.label}</span>
              {option.hint ? <span className={styles.hint}>{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
