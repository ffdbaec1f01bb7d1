import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { MemberProfile } from '@can/contracts/member';
import { formRefusal } from '../../../lib/refusal';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field/text-field';
import { useChangeEmail } from '../api/member-email';
import styles from './centre.module.css';

/**
 * The member's e-mail address for flight alerts: the confirmed one (masked), one waiting for
 * its link, and a small form to add, change or remove it. The server's words say what went
 * wrong under the field, and what happened in a status line.
 */
export function EmailRow({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('member');
  const id = useId();
  const change = useChangeEmail();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const run = async (call: Parameters<typeof change.mutateAsync>[0]) => {
    setError(undefined);
    setStatus('');
    try {
      const { msg } = await change.mutateAsync(call);
      setStatus(msg);
      setValue('');
    } catch (failure) {
      setError(formRefusal(failure, t('email.failed')) ?? undefined);
    }
  };
  return (
    <section className={styles.emailRow} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className={styles.emailHeading}>
        {t('email.heading')}
      </h3>
      <p data-testid="member-email">
        {profile.email ?? t('email.none')}
        {profile.emailPending ? (
          <span className={styles.emailPending}>
            {' '}
            {t('email.pending', { email: profile.emailPending })}
          </span>
        ) : null}
      </p>
      <form
        className={styles.emailForm}
        data-testid="member-email-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run({ action: 'set', email: value });
        }}
      >
        <TextField
          id={id}
          label={profile.email ? t('email.changeLabel') : t('email.addLabel')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={200}
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={change.isPending || !value.trim()}>
            {change.isPending ? t('email.sending') : t('email.send')}
          </Button>
          {profile.email || profile.emailPending ? (
            <Button disabled={change.isPending} onClick={() => void run({ action: 'remove' })}>
              {t('email.remove')}
            </Button>
          ) : null}
        </div>
      </form>
      <p role="status" className={styles.emailStatus} data-testid="member-email-status">
        {status}
      </p>
    </section>
  );
}
