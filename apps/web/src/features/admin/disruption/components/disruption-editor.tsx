import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import {
  DISRUPTION_TEXT_MAX,
  disruptionUpdateBody,
  type AdminDisruption,
  type DisruptionUpdate,
} from '@can/contracts/disruption';
import { LOCALES, type Locale } from '@can/contracts/locale';
import { ApiError } from '../../../../lib/api-error';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import { ConfirmGroup } from '../../shell/ui/confirm-group';
import { useUpdateDisruption } from '../api/disruption-api';
import {
  changeOf,
  fieldsNamedIn,
  formOf,
  TEXT_KINDS,
  type DisruptionChange,
  type DisruptionForm,
  type TextFieldName,
  type TextKind,
} from '../model/disruption-form';
import styles from './disruption.module.css';

// The contract's schema checks the form exactly as the server will: the message in all four
// languages to switch on, at most DISRUPTION_TEXT_MAX characters each, texts trimmed.
const resolver = zodResolver(disruptionUpdateBody) as unknown as Resolver<
  DisruptionForm,
  unknown,
  DisruptionUpdate
>;

/** The fields required to switch on, checked again when the switch changes. */
const MESSAGE_FIELDS = LOCALES.map((locale) => `message.${locale}` as const);

/** The server's own words for a refusal; '' when it gave none (the form says it failed). */
const reasonOf = (error: unknown) => {
  if (!(error instanceof ApiError)) return '';
  return error.details.serverMessage ?? (error.message === 'error' ? '' : error.message);
};

/**
 * The switch and the texts of disruption mode. Switching on or off asks once more, in words;
 * changing the texts alone saves at once. A refusal (the form's own check or the server's) is
 * shown in the form's alert line and beside each field it names.
 */
export function DisruptionEditor({ state }: { state: AdminDisruption }) {
  const { t } = useAdminT('admin-ops');
  const id = useId();
  const form = useForm<DisruptionForm, unknown, DisruptionUpdate>({
    resolver,
    defaultValues: formOf(state),
    mode: 'onTouched',
  });
  const active = useWatch({ control: form.control, name: 'active' });
  const [pending, setPending] = useState<DisruptionUpdate | null>(null);
  const [failure, setFailure] = useState('');
  const [result, setResult] = useState('');
  const update = useUpdateDisruption();
  const saveButton = useRef<HTMLButtonElement>(null);
  const busy = update.isPending;
  const errors = form.formState.errors;
  // Where focus goes once the form is usable again after a save: the first field the server
  // refused, else the Save button (the confirm buttons are gone, the fields were disabled).
  const focusNext = useRef<TextFieldName | 'save' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target || pending !== null || busy) return;
    focusNext.current = null;
    if (target === 'save') saveButton.current?.focus();
    else form.setFocus(target);
  });

  const send = async (body: DisruptionUpdate) => {
    const change = changeOf(state.active, body.active);
    setFailure('');
    setResult('');
    try {
      const saved = await update.mutateAsync(body);
      form.reset(formOf(saved));
      setResult(t(`disruption.saved.${change}${change === 'texts' && !saved.active ? 'Off' : ''}`));
      focusNext.current = 'save';
    } catch (error) {
      const reason = reasonOf(error);
      const named = fieldsNamedIn(reason);
      for (const name of named) form.setError(name, { type: 'server', message: 'server' });
      setFailure(reason || t('disruption.failed'));
      focusNext.current = named[0] ?? 'save';
    } finally {
      setPending(null);
    }
  };

  const checked = async (body: DisruptionUpdate) => {
    setFailure('');
    setResult('');
    // Switching on or off reaches every traveller at once: asked about first.
    if (body.active !== state.active) setPending(body);
    else await send(body);
  };
  const refused = () => {
    setResult('');
    setFailure(t('disruption.invalid'));
  };

  const keep = () => {
    focusNext.current = 'save';
    setPending(null);
  };

  const errorText = (error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.message === 'required') return t('disruption.errors.required');
    if (error.message === 'tooLong')
      return t('disruption.errors.tooLong', { max: DISRUPTION_TEXT_MAX });
    if (error.message === 'server') return t('disruption.errors.server');
    return t('disruption.errors.invalid');
  };

  const textArea = (kind: TextKind, locale: Locale) => {
    const field = `${id}-${kind}-${locale}`;
    const error = errorText(errors[kind]?.[locale]);
    return (
      <div key={kind} className={ui.field}>
        <label htmlFor={field}>
          {t(`disruption.${kind}`)} · {t(`languages.native.${locale}`, { ns: 'admin' })}
        </label>
        <textarea
          id={field}
          lang={locale}
          rows={kind === 'message' ? 4 : 3}
          aria-required={kind === 'message' && active ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${field}-error` : undefined}
          {...form.register(`${kind}.${locale}`)}
        />
        {error ? (
          <small id={`${field}-error`} className={ui.fieldError}>
            {error}
          </small>
        ) : null}
      </div>
    );
  };

  const change: DisruptionChange | null = pending ? changeOf(state.active, pending.active) : null;

  return (
    <form
      className={ui.form}
      style={{ maxWidth: 'none' }}
      noValidate
      onSubmit={(event) => void form.handleSubmit(checked, refused)(event)}
    >
      <fieldset className={styles.plain} disabled={pending !== null || busy}>
        <div className={ui.field}>
          <label htmlFor={`${id}-active`} className={styles.switch}>
            <input
              id={`${id}-active`}
              type="checkbox"
              aria-describedby={`${id}-active-hint`}
              // The messages are required only to switch on: checked again when it changes.
              {...form.register('active', { deps: MESSAGE_FIELDS })}
            />
            {t('disruption.activeLabel')}
          </label>
          <small id={`${id}-active-hint`} className={ui.hint}>
            {t('disruption.activeHint')}
          </small>
        </div>
        <p className={ui.hint}>{t('disruption.textsHint', { max: DISRUPTION_TEXT_MAX })}</p>
        <div className={`${ui.split} ${styles.languages}`}>
          {LOCALES.map((locale) => (
            <fieldset key={locale} className={`${ui.box} ${styles.language}`}>
              <legend lang={locale}>{t(`languages.native.${locale}`, { ns: 'admin' })}</legend>
              {TEXT_KINDS.map((kind) => textArea(kind, locale))}
            </fieldset>
          ))}
        </div>
      </fieldset>
      <p role="alert" className={ui.fieldError}>
        {failure}
      </p>
      <div className={ui.actions}>
        <button
          ref={saveButton}
          type="submit"
          className={ui.buttonPrimary}
          disabled={busy || pending !== null}
        >
          {busy ? t('disruption.saving') : t('disruption.save')}
        </button>
      </div>
      {pending && change !== 'texts' ? (
        <ConfirmGroup
          id={`${id}-question`}
          question={t(change === 'on' ? 'disruption.questionOn' : 'disruption.questionOff')}
          confirm={t(change === 'on' ? 'disruption.confirmOn' : 'disruption.confirmOff')}
          keep={t('disruption.keep')}
          busy={busy}
          onConfirm={() => send(pending)}
          onKeep={keep}
        />
      ) : null}
      <p className={ui.result} role="status">
        {result}
      </p>
    </form>
  );
}
