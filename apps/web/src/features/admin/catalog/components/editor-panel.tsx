import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { Locale } from '@can/contracts/locale';
import { missingLanguages, translatedPaths } from '../../shell/missing-languages';
import ui from '../../shell/ui/admin-ui.module.css';
import { LanguageTabs, languageTabIds } from '../../shell/ui/language-tabs';
import { EditLanguage } from '../model/edit-language';
import { localesWithErrors } from '../model/language-errors';
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
 * it before sending, and Cancel hands focus back to the list. A form with translated fields has
 * a tab per language above them; its translated fields show the chosen language only, and every
 * language is sent. A refused save shows the first language with an error (unless the one shown
 * has one) and focuses the first field in error.
 */
/**
 * Focuses the form's first field in error once it is on screen: after the language tab the
 * refusal chose has rendered and the errors have reached the fields (a few frames at most).
 */
function focusFirstError(formId: string, frames = 10) {
  requestAnimationFrame(() => {
    const field = document
      .getElementById(formId)
      ?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (frames > 0) focusFirstError(formId, frames - 1);
  });
}

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
  const tabsId = useId();
  const formId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [locale, setLocale] = useState<Locale>('zh-CN');
  // Translated fields stay the same for the form's life; the values only seed it.
  const [paths] = useState(() => translatedPaths(defaultValues) as FieldPath<Input>[]);
  // A refused save focuses its first field in error on screen (the form's own rule); an error
  // only in a hidden language opens that language first (`refused`).
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues, mode: 'onTouched' });
  const texts = useWatch({ control: form.control, name: paths });
  const missing = missingLanguages(texts);

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

  const refused = (errors: FieldErrors<Input>) => {
    setFailure(t('status.invalid'));
    const wrong = localesWithErrors(errors, paths);
    if (wrong.length > 0 && !wrong.includes(locale)) {
      setLocale(wrong[0]!);
      focusFirstError(formId);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('status.failed'));
    }
  }, refused);

  const ids = languageTabIds(tabsId);
  const fields =
    paths.length === 0 ? (
      children
    ) : (
      <>
        <p className={styles.hint}>{t('languagesHint')}</p>
        <LanguageTabs
          active={locale}
          complete={(l) => !missing.includes(l)}
          onSelect={setLocale}
          idPrefix={tabsId}
        />
        <div
          role="tabpanel"
          id={ids.panel}
          aria-labelledby={ids.tab(locale)}
          className={styles.languagePanel}
        >
          <EditLanguage value={locale}>{children}</EditLanguage>
        </div>
      </>
    );

  return (
    <section className={`${ui.card} ${styles.panel}`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <FormProvider {...form}>
        <form id={formId} className={ui.form} noValidate onSubmit={(event) => void submit(event)}>
          {fields}
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
