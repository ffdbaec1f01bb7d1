import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import ui from '../../shell/ui/admin-ui.module.css';
import { useCatalogT } from '../model/use-catalog-t';

/** A list of departure times ("07:00 07:30 …") edited as one line of text. */
export function TimesField({ name, label }: { name: string; label: string }) {
  const { t } = useCatalogT();
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState(((field.value as string[] | undefined) ?? []).join(' '));
  const invalid = Boolean(fieldState.error);
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          field.onChange(text.split(/[\s,，、]+/).filter(Boolean));
          field.onBlur();
        }}
      />
      <small id={`${id}-hint`} className={ui.hint}>
        {t('transport.timesHint')}
      </small>
      {invalid && (
        <small id={`${id}-error`} className={ui.fieldError}>
          {t('transport.timesInvalid')}
        </small>
      )}
    </div>
  );
}
