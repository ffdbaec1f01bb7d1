import type { ReactNode } from 'react';
import styles from './contact-form.module.css';

/** A labelled field with its hint and its error, wired for assistive technology. */
export function ContactField({
  id,
  label,
  hint,
  error,
  counter,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  counter?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <div className={styles.below}>
        <p id={`${id}-error`} className={styles.error} data-testid={`${id}-error`}>
          {error}
        </p>
        {counter && (
          <p className={`${styles.counter} tabular-nums`} aria-hidden="true">
            {counter}
          </p>
        )}
      </div>
    </div>
  );
}

/** aria-describedby of a field: its hint and, when shown, its error. */
export const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
