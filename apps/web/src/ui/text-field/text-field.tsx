import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './text-field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  /** The rule the value breaks, in the reader's words; the field is then marked invalid. */
  error?: string;
  /** A live line under the field that describes what is typed (a count of digits). */
  hint?: ReactNode;
  /** A button beside the field (a picture to renew, a code to send). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled text field with its hint and its error, both tied to it by aria-describedby. The
 * rest of the props go to the input (a react-hook-form registration, with its ref, among them).
 */
export function TextField({ id, label, error, hint, action, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const field = (
    <input
      id={id}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...input}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {action ? (
        <div className={styles.inline}>
          {field}
          {action}
        </div>
      ) : (
        field
      )}
      {hint ? (
        <p id={hintId} className={styles.hint} aria-live="polite">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error line (nothing while there is none); `id` is what the field is described by. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}
