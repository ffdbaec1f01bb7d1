import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Panel } from '../../../ui/panel';
import styles from './checkin.module.css';

export interface Declarations {
  acceptAgreement: boolean;
  acceptDangerousGoods: boolean;
  acceptExitRow?: boolean;
}

const AGREEMENT_PARAGRAPHS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;

/**
 * The confirm step (spec sections 2 and 9): the agreement shown in full, whose box can be
 * ticked only once it has been scrolled to its end; the ordinary-adult declaration; the
 * dangerous-goods notice; the exit-row declaration for an exit seat.
 */
export function ConfirmPanel({
  seat,
  exitSeat,
  busy,
  refusal,
  onConfirm,
}: {
  seat: string;
  exitSeat: boolean;
  busy: boolean;
  /** The last refusal of a confirm; `id` changes with every refusal, even in the same words. */
  refusal: { text: string; id: number } | null;
  onConfirm: (declarations: Declarations) => void;
}) {
  const { t } = useTranslation('checkin');
  const id = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const [read, setRead] = useState(false);
  const [agreement, setAgreement] = useState(false);
  const [adult, setAdult] = useState(false);
  const [dangerous, setDangerous] = useState(false);
  const [exitRow, setExitRow] = useState(false);
  const [missing, setMissing] = useState<{ text: string; id: number } | null>(null);

  const checkRead = () => {
    const box = scrollRef.current;
    if (box && box.scrollTop + box.clientHeight >= box.scrollHeight - 4) setRead(true);
  };
  useEffect(checkRead, []);
  // Every refusal, the form's own or the server's, takes the focus to the words explaining it,
  // so a keyboard or screen-reader user stays in the form (the busy button lost the focus).
  const message = missing ?? refusal;
  useEffect(() => {
    if (message) refusalRef.current?.focus();
  }, [message]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem =
      !agreement || !adult
        ? t('messages.agreementRequired')
        : !dangerous
          ? t('messages.dangerousGoodsRequired')
          : exitSeat && !exitRow
            ? t('messages.exitRowRequired')
            : null;
    setMissing(problem ? { text: problem, id: Date.now() } : null);
    if (problem) return;
    onConfirm({
      acceptAgreement: agreement && adult,
      acceptDangerousGoods: dangerous,
      ...(exitSeat ? { acceptExitRow: exitRow } : {}),
    });
  };

  return (
    <Panel
      as="form"
      className={styles.card}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.subtitle}>
        {t('confirm.heading', { seat })}
      </h2>
      <h3 className={styles.minorTitle} id={`${id}-agreement`}>
        {t('agreement.title')}
      </h3>
      <div
        ref={scrollRef}
        className={styles.agreement}
        role="region"
        aria-labelledby={`${id}-agreement`}
        tabIndex={0}
        onScroll={checkRead}
        data-testid="agreement"
      >
        {AGREEMENT_PARAGRAPHS.map((p) => (
          <p key={p}>{t(`agreement.${p}`)}</p>
        ))}
      </div>
      <p className={styles.hint} id={`${id}-read`} aria-live="polite">
        {read ? t('agreement.read') : t('agreement.scrollHint')}
      </p>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={agreement}
          disabled={!read}
          aria-describedby={`${id}-read`}
          onChange={(event) => setAgreement(event.target.checked)}
        />
        {t('agreement.accept')}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={adult}
          onChange={(event) => setAdult(event.target.checked)}
        />
        {t('confirm.adultDeclaration')}
      </label>
      <div className={styles.notice}>
        <h3 className={styles.minorTitle}>{t('dangerousGoods.title')}</h3>
        <p>{t('dangerousGoods.text')}</p>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={dangerous}
            onChange={(event) => setDangerous(event.target.checked)}
          />
          {t('dangerousGoods.accept')}
        </label>
      </div>
      {exitSeat ? (
        <div className={styles.notice}>
          <h3 className={styles.minorTitle}>{t('exitRow.title')}</h3>
          <p>{t('exitRow.text')}</p>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={exitRow}
              onChange={(event) => setExitRow(event.target.checked)}
            />
            {t('exitRow.accept')}
          </label>
        </div>
      ) : null}
      <p
        ref={refusalRef}
        tabIndex={-1}
        className={message ? styles.refusal : styles.info}
        role="alert"
        data-testid="confirm-message"
      >
        {message?.text}
      </p>
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? t('confirm.submitting') : t('confirm.submit')}
      </Button>
    </Panel>
  );
}
