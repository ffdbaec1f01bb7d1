import { useTranslation } from '../../../lib/i18n';
import { ExternalLink, Phone } from 'lucide-react';
import type { Airline } from '@can/contracts/flights';
import type { Locale } from '@can/contracts/locale';
import styles from './airline-directory.module.css';
import { ButtonAnchor } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Panel } from '../../../ui/panel';

const NAME_FIELD = {
  'zh-CN': 'nameCn',
  'en-US': 'nameEn',
  'fr-FR': 'nameFr',
  'ko-KR': 'nameKr',
} as const;

/** One airline: logo, names (the reader's language, then Chinese or English as on the signs), code, terminals, hotline and website. */
export function AirlineCard({ airline, locale }: { airline: Airline; locale: Locale }) {
  const { t } = useTranslation('flights');
  const name = airline[NAME_FIELD[locale]] || airline.name;
  const other = locale === 'zh-CN' ? airline.nameEn : airline.nameCn;
  return (
    <Panel as="li" className={styles.card} data-testid="airline-card">
      <img
        className={styles.logo}
        src={airline.logo}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.names}>
        <h2 className={styles.name}>{name}</h2>
        {other && other !== name ? (
          <p
            className={styles.other}
            lang={locale === 'zh-CN' ? 'en' : 'zh-CN'}
            // The name as it is on the airline's signs, beside the reader's own: a proper name.
            translate="no"
          >
            {other}
          </p>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('airlines.code')}</dt>
          <dd className={styles.code}>{airline.code}</dd>
        </div>
        <div>
          <dt>{t('airlines.terminals')}</dt>
          <dd className={styles.chips}>
            {airline.terminals.length
              ? airline.terminals.map((x) => <Chip key={x}>{x}</Chip>)
              : '—'}
          </dd>
        </div>
      </dl>
      <div className={styles.links}>
        {airline.hotline ? (
          <ButtonAnchor
            href={`tel:${airline.hotline.replace(/[^\d+]/g, '')}`}
            aria-label={`${t('airlines.hotline')} ${airline.hotline}`}
          >
            <Phone aria-hidden="true" focusable="false" />
            <span className="tabular-nums">{airline.hotline}</span>
          </ButtonAnchor>
        ) : null}
        {airline.website ? (
          <ButtonAnchor
            href={airline.website}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('airlines.website')} ${t('airlines.websiteOf', { airline: name })} ${t('newWindow')}`}
          >
            <ExternalLink aria-hidden="true" focusable="false" />
            {t('airlines.website')}
          </ButtonAnchor>
        ) : null}
      </div>
    </Panel>
  );
}
