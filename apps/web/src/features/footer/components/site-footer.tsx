import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { airportToday } from '../../../lib/airport-time';
import { useServerDrawnAt } from '../../../lib/render-clock';
import { SERVICE_HOTLINE } from '../../../lib/service-hotline';
import { useFrameTranslation } from '../../../shell/frame-texts';
import { imageUrl, useFooterMenus, type SiteFooterData } from '../api/get-footer-menus';
import { FooterColumn } from './footer-column';
import styles from './site-footer.module.css';

const telHref = (number: string) => `tel:+86${number.replace(/\D/g, '').replace(/^0/, '')}`;

function Contact({ contact, imageBase }: Pick<SiteFooterData, 'contact' | 'imageBase'>) {
  const { t } = useFrameTranslation();
  const hotline = contact.hotline || SERVICE_HOTLINE;
  return (
    <section className={styles.contact}>
      <h2 className={styles.columnTitle}>{t('footer.contact')}</h2>
      <p className={styles.hotline}>
        <Phone aria-hidden="true" />
        <span className="visually-hidden">{t('footer.hotline')}</span>
        <a className="tabular-nums" href={telHref(hotline)}>
          {hotline}
        </a>
      </p>
      {contact.address && (
        <p className={styles.address}>
          <MapPin aria-hidden="true" />
          <span className="visually-hidden">{t('footer.address')}</span>
          <span>{contact.address}</span>
        </p>
      )}
      {contact.qrCodeUrl && (
        <figure className={styles.qr}>
          <img
            src={imageUrl(imageBase, contact.qrCodeUrl)}
            alt={contact.qrCodeLabel}
            width={112}
            height={112}
            loading="lazy"
          />
          <figcaption aria-hidden="true">{contact.qrCodeLabel}</figcaption>
        </figure>
      )}
    </section>
  );
}

/** The footer of spec section 1, loaded when the visitor scrolls near it. */
export default function SiteFooter() {
  const { t } = useFrameTranslation();
  const { t: tc } = useTranslation();
  const drawnAt = useServerDrawnAt();
  const [year] = useState(() => airportToday(drawnAt ?? Date.now()).slice(0, 4));
  const query = useFooterMenus();
  const footer = query.data;

  return (
    <footer className={styles.footer} aria-busy={query.isPending} data-testid="site-footer">
      <div className={styles.inner}>
        {query.isPending ? (
          <div className={styles.skeletonGrid}>
            {[0, 1, 2].map((i) => (
              <span key={i} className={styles.skeleton} />
            ))}
            <span className="visually-hidden">{t('footer.loading')}</span>
          </div>
        ) : query.isError || !footer ? (
          <div className={styles.failed}>
            <p>{t('footer.unavailable')}</p>
            <button type="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RefreshCw aria-hidden="true" />
              {t('footer.retry')}
            </button>
          </div>
        ) : (
          <div className={styles.grid}>
            <div className={styles.columns}>
              {footer.columns.map((column) => (
                <FooterColumn key={column.title} column={column} imageBase={footer.imageBase} />
              ))}
            </div>
            <Contact contact={footer.contact} imageBase={footer.imageBase} />
          </div>
        )}
      </div>
      <div className={styles.legal}>
        <div className={styles.legalInner}>
          <p>{tc('footer.copyright', { year })}</p>
          {footer && (
            <p className={styles.filings}>
              <a href={footer.icp.link} target="_blank" rel="noopener noreferrer">
                <span className="visually-hidden">{t('footer.icp')}: </span>
                {footer.icp.text}
              </a>
              <a href={footer.police.link} target="_blank" rel="noopener noreferrer">
                <ShieldCheck aria-hidden="true" />
                <span className="visually-hidden">{t('footer.police')}: </span>
                {footer.police.text}
              </a>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
