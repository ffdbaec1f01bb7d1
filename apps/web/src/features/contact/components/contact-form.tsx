import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import CircleCheck from 'lucide-react/icons/circle-check';
import Send from 'lucide-react/icons/send';
import type { ContactMessageBody, ContactMessageInput } from '@can/contracts/contact';
import { CONTACT_LIMITS } from '@can/contracts/paths';
import { refusalText, useSubmitContactMessage } from '../api/submit-contact-message';
import { ContactField, describedBy } from './contact-field';
import { Button } from '../../../ui/button';
import styles from './contact-form.module.css';

/** The contract's schema, loaded with the first check (zod stays out of the page's first JS). */
const contactResolver: Resolver<ContactMessageInput, unknown, ContactMessageBody> = async (
  values,
  context,
  options,
) => {
  const { contactMessageBody } = await import('@can/contracts/contact');
  return zodResolver(contactMessageBody)(values, context, options);
};

const EMPTY: ContactMessageInput = { title: '', name: '', email: '', content: '' };
type FieldName = keyof ContactMessageInput;

/**
 * The contact form of spec sections 3 and 5: title, name, email (a commonly used address,
 * because replies go by email) and the question. The contract's schema checks it here and on
 * the server; a refusal (invalid, too many messages, no network) keeps every word typed.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const formId = useId();
  const submit = useSubmitContactMessage();
  const [receipt, setReceipt] = useState<{ id: number; email: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const receiptRef = useRef<HTMLHeadingElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const form = useForm<ContactMessageInput, unknown, ContactMessageBody>({
    resolver: contactResolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';

  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const errorText = (name: FieldName) => {
    const key = errors[name]?.message;
    if (!key) return undefined;
    return t(`validation.${key}`, {
      min: 'min' in CONTACT_LIMITS[name] ? CONTACT_LIMITS[name].min : undefined,
      max: CONTACT_LIMITS[name].max,
    });
  };

  const onValid = async (values: ContactMessageBody) => {
    setRefusal(null);
    try {
      const sent = await submit.mutateAsync(values);
      setReceipt({ id: sent.id, email: values.email });
      form.reset(EMPTY);
    } catch (error) {
      setRefusal(refusalText(error, t('refusal.generic')));
    }
  };

  if (receipt)
    return (
      <section className={styles.success} role="status" data-testid="contact-success">
        <CircleCheck aria-hidden="true" className={styles.successIcon} />
        <h3 ref={receiptRef} tabIndex={-1} className={styles.successTitle}>
          {t('success.title')}
        </h3>
        <p>{t('success.body', { number: receipt.id, email: receipt.email })}</p>
        <Button onClick={() => setReceipt(null)}>{t('success.another')}</Button>
      </section>
    );

  const field = (name: FieldName) => {
    const id = `${formId}-${name}`;
    const error = errorText(name);
    const hint = name === 'email' ? t('fields.email.hint') : undefined;
    return {
      id,
      error,
      hint,
      control: {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': true,
        'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
        ...form.register(name),
      },
    };
  };
  const title = field('title');
  const name = field('name');
  const email = field('email');
  const question = field('content');

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      data-testid="contact-form"
    >
      <p className={styles.note}>{t('form.required')}</p>
      <ContactField id={title.id} label={t('fields.title.label')} error={title.error}>
        <input
          className={styles.input}
          type="text"
          maxLength={CONTACT_LIMITS.title.max + 20}
          placeholder={t('fields.title.placeholder')}
          {...title.control}
        />
      </ContactField>
      <div className={styles.pair}>
        <ContactField id={name.id} label={t('fields.name.label')} error={name.error}>
          <input
            className={styles.input}
            type="text"
            autoComplete="name"
            placeholder={t('fields.name.placeholder')}
            {...name.control}
          />
        </ContactField>
        <ContactField
          id={email.id}
          label={t('fields.email.label')}
          hint={email.hint}
          error={email.error}
        >
          <input
            className={styles.input}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('fields.email.placeholder')}
            {...email.control}
          />
        </ContactField>
      </div>
      <ContactField
        id={question.id}
        label={t('fields.content.label')}
        error={question.error}
        counter={t('fields.content.counter', {
          length: content.length,
          max: CONTACT_LIMITS.content.max,
        })}
      >
        <textarea
          className={styles.textarea}
          rows={7}
          placeholder={t('fields.content.placeholder')}
          {...question.control}
        />
      </ContactField>
      {refusal && (
        <div
          ref={refusalRef}
          tabIndex={-1}
          className={styles.refusal}
          role="alert"
          data-testid="contact-refusal"
        >
          <p className={styles.refusalTitle}>{t('refusal.title')}</p>
          <p>{refusal}</p>
          <p>{t('refusal.kept')}</p>
        </div>
      )}
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        <Send aria-hidden="true" />
        {isSubmitting ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
