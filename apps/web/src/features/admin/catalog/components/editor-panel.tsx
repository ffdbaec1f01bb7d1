import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import ui from '../../shell/ui/admin-ui.module.css';
import { useCatalogT } from '../model/use-catalog-t';
import styles from './catalog.module.css';

export interface EditorPanelProps<Input extends FieldValues, Output> {
  title: string;
  defaultValues: DefaultValues<Input>;
  resolver: Resolver<Input, unknown, Output>;
  /** Saves; a rejection keeps the form as typed (the shell has shown the server's message). */
  onSave: (values: Output) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The form beside a list: its heading takes focus when it opens, the contract's schema checks
 * it before sending, and Cancel hands focus back to the list.
 */
export function EditorPanel<Input extends FieldValues, Output>({
  title,
  defaultValues,
  resolver,
  onSave,
  onClose,
  children,
}: EditorPanelProps<Input, Output>) {
  const { t } = useCatalogT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues, mode: 'onTouched' });

  useEffect(() => heading.current?.focus(), [title]);
  // On closing, focus goes back to what opened the form (or the page's heading if it is gone).
  const opener = useRef(document.activeElement);
  useEffect(() => {
    const from = opener.current;
    return () => {
      const target =
        from instanceof HTMLElement && from.isConnected
          ? from
          : document.getElementById('admin-page-title');
      target?.focus();
    };
  }, []);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await onSave(values);
      } catch (error) {
        setFailure(error instanceof Error ? error.message : t('status.failed'));
      }
    },
    () => setFailure(t('status.invalid')),
  );

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <FormProvider {...form}>
        <form className={ui.form} noValidate onSubmit={(event) => void submit(event)}>
          {children}
          <p role="alert" className={ui.fieldError}>
            {failure}
          </p>
          <div className={ui.toolbar}>
            <button
              type="submit"
              className={ui.buttonPrimary}
              disabled={form.formState.isSubmitting}
            >
              {form.formState.isSubmitting ? t('action.saving') : t('action.save')}
            </button>
            <button type="button" className={ui.button} onClick={onClose}>
              {t('action.cancel')}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
