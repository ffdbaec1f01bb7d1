import { useEffect, useRef } from 'react';
import type { SmsLoginNotice } from './use-sms-login';

/** The line's test id, and the feature's class for each tone. */
export type NoticeLook = { testId: string; refusal?: string; info?: string };

/**
 * The line beside the form: the code sent (a status) or the server's refusal (an alert, which
 * takes the focus). It stays in the page while empty, so the regions are announced when filled.
 */
export function SmsLoginNoticeLine({ notice, look }: { notice: SmsLoginNotice; look: NoticeLook }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const error = notice?.tone === 'error';
  useEffect(() => {
    if (notice?.tone === 'error') ref.current?.focus();
  }, [notice]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={error ? look.refusal : look.info}
      role={error ? 'alert' : 'status'}
      data-testid={look.testId}
    >
      {notice?.text}
    </p>
  );
}
