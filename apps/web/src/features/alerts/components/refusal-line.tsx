import { useEffect, useRef } from 'react';
import styles from './alerts.module.css';

/**
 * Why a call was refused, in the server's words, beside the form: an alert that takes the focus.
 * It stays in the page while empty, so the region is announced when filled.
 */
export function RefusalLine({ text, testId }: { text: string | null; testId?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  return (
    <p ref={ref} tabIndex={-1} className={styles.refusal} role="alert" data-testid={testId}>
      {text}
    </p>
  );
}
