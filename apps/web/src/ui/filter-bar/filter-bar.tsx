import {
  useId,
  type ButtonHTMLAttributes,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import Search from 'lucide-react/icons/search';
import { Button } from '../button';
import styles from './filter-bar.module.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

type FilterBarProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'role' | 'children'> & {
  /** The field's label, above it; `labelClassName` gives it the feature's look (or hides it). */
  label: ReactNode;
  labelClassName?: string;
  /** The text field (`type="search"`): its value, onChange, placeholder…; an id is made if none. */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>;
  /** The submit button's words; a magnifier stands before them. */
  submit: ReactNode;
  /** Below 992 px the field takes the whole line, the buttons share the line under it. */
  stack?: boolean;
  /** Controls between the field and the submit button, such as FilterBarButton. */
  children?: ReactNode;
  [data: `data-${string}`]: unknown;
};

/**
 * A search form (`role="search"`): a labelled field and the buttons beside it, on one row. The
 * feature handles the submit (the URL, a query) and gives the words from its own namespace.
 */
export function FilterBar({
  label,
  labelClassName,
  input,
  submit,
  stack,
  children,
  ...form
}: FilterBarProps) {
  const madeId = useId();
  const id = input.id ?? madeId;
  return (
    <form role="search" {...form}>
      <label className={join(styles.label, labelClassName)} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row} data-stack={stack || undefined}>
        <input {...input} id={id} type="search" className={styles.input} />
        {children}
        <Button type="submit" variant="primary" className={styles.action}>
          <Search aria-hidden="true" />
          {submit}
        </Button>
      </div>
    </form>
  );
}

/** A button beside the field (clear the search): an outlined button, quieter than the submit. */
export function FilterBarButton({
  className,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  return <Button className={join(styles.action, styles.quiet, className)} {...props} />;
}
