import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { BoardingPass } from '@can/contracts/checkin';
import { checkinKeys, getBarcodeImage } from '../api/checkin-api';
import { passAsPng, saveBlob } from '../model/pass-image';
import { savePass } from '../model/saved-passes';
import { Button } from '../../../ui/button';
import styles from './checkin.module.css';

/** The field labels and values of the pass, in the order they are shown and drawn. */
export function passFields(t: (key: string) => string, pass: BoardingPass): [string, string][] {
  return [
    [
      t('pass.name'),
      pass.nameLatin && pass.nameLatin !== pass.name ? `${pass.name} ${pass.nameLatin}` : pass.name,
    ],
    [t('pass.flight'), pass.flightNo],
    [t('pass.operatingFlight'), pass.operatingFlightNo],
    [t('pass.date'), pass.flightDate],
    [t('pass.from'), `${pass.fromCity} ${pass.from}`],
    [t('pass.to'), `${pass.toCity} ${pass.to}`],
    [t('pass.departure'), pass.departureTime.slice(11)],
    [t('pass.boardingTime'), pass.boardingTime.slice(-5)],
    [t('pass.gate'), pass.gate],
    [t('pass.terminal'), pass.terminal],
    [t('pass.seat'), pass.seat],
    [t('pass.cabin'), pass.cabinName],
    [t('pass.sequence'), String(pass.sequenceNo).padStart(3, '0')],
    [t('pass.pnr'), pass.pnr],
    [t('pass.ticket'), pass.ticketNo],
  ];
}

/**
 * The boarding pass: every field, the PDF417 bar code, print and download as a picture. A pass
 * read from the server is kept on this device for offline use with its bar code (saved-passes);
 * a kept pass comes with its bar code (`keptBarcode`).
 */
export function BoardingPassCard({
  pass,
  keptBarcode,
}: {
  pass: BoardingPass;
  keptBarcode?: Blob;
}) {
  const { t } = useTranslation('checkin');
  const fetched = useQuery({
    queryKey: checkinKeys.barcode(pass.segmentId),
    queryFn: ({ signal }) => getBarcodeImage(pass.segmentId, signal),
    staleTime: Infinity,
    retry: 1,
    enabled: !keptBarcode,
  });
  const barcode = { data: keptBarcode ?? fetched.data, isError: !keptBarcode && fetched.isError };
  useEffect(() => {
    if (!keptBarcode && fetched.data) void savePass(pass, fetched.data).catch(() => undefined);
  }, [keptBarcode, fetched.data, pass]);
  const url = useMemo(
    () => (barcode.data ? URL.createObjectURL(barcode.data) : null),
    [barcode.data],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const [saving, setSaving] = useState(false);

  const fields = passFields(t, pass);
  const download = async () => {
    if (!barcode.data) return;
    setSaving(true);
    try {
      const png = await passAsPng(pass, barcode.data, { title: t('pass.title'), fields });
      saveBlob(png, `boarding-pass-${pass.flightNo}-${pass.flightDate}-${pass.seat}.png`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      className={styles.pass}
      aria-labelledby="checkin-pass-title"
      data-testid="boarding-pass"
    >
      <header className={styles.passHead}>
        <h2 id="checkin-pass-title" className={styles.passTitle}>
          {t('pass.title')}
        </h2>
        <span>
          {pass.from} → {pass.to}
        </span>
      </header>
      <dl className={styles.passFields}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.barcode}>
        {url ? (
          <img src={url} alt={t('pass.barcodeAlt', { flight: pass.flightNo, seat: pass.seat })} />
        ) : barcode.isError ? (
          <p className={styles.refusal}>{t('messages.boardingPassFailed')}</p>
        ) : (
          <p className={styles.info}>{t('loading')}</p>
        )}
      </div>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button variant="primary" onClick={() => window.print()}>
          {t('pass.print')}
        </Button>
        <Button onClick={() => void download()} disabled={!barcode.data || saving}>
          {t('pass.download')}
        </Button>
      </div>
    </section>
  );
}
