import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldErrors, type FieldValues } from 'react-hook-form';
import ui from '../../shell/ui/admin-ui.module.css';
import { useCatalogT } from '../model/use-catalog-t';
import styles from './catalog.module.css';

const KNOWN_MESSAGES = new Set(['required', 'tooLong', 'pattern', 'invalid']);

/** The error of a dotted field name ("name.zh-CN") as a text of this namespace. */
export function useFieldError(name: string): string | undefined {
  const { t } = useCatalogT();
  const {
    formState: { errors },
  } = useFormContext();
  let at: unknown = errors as FieldErrors<FieldValues>;
  for (const part of name.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  const message = (at as { message?: unknown } | undefined)?.message;
  if (at === undefined) return undefined;
  return t(
    `validation.${typeof message === 'string' && KNOWN_MESSAGES.has(message) ? message : 'invalid'}`,
  );
}

interface FieldProps {
  name: string;
  label: string;
  hint?: string | undefined;
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <small id={`${id}-hint`} className={ui.hint}>
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className={ui.fieldError}>
          {error}
        </small>
      )}
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

export function TextField({
  name,
  label,
  hint,
  multiline,
  rows = 4,
  type = 'text',
  number,
  lang,
}: FieldProps & {
  multiline?: boolean;
  rows?: number;
  type?: string;
  number?: boolean;
  /** The language of the text typed in (a translated field's). */
  lang?: string;
}) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const common = {
    id,
    lang,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <textarea {...common} rows={rows} {...register(name)} />
      ) : (
        <input
          {...common}
          type={number ? 'number' : type}
          {...register(name, number ? { valueAsNumber: true } : {})}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  name,
  label,
  hint,
  options,
  number,
}: FieldProps & { options: { value: string; label: string }[]; number?: boolean }) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...register(
          name,
          number ? { setValueAs: (v: string) => (v === '' ? null : Number(v)) } : {},
        )}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const { register } = useFormContext();
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={styles.checkbox}>
        <input id={id} type="checkbox" {...register(name)} />
        {label}
      </label>
    </div>
  );
}
