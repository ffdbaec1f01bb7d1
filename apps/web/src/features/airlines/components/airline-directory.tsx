import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { parseLocale } from '@can/contracts/locale';
import { usePageDocumentTitle } from '../../../lib/document-title';
import { useAirlines, type AirlineTerminal } from '../api/get-airlines';
import { AirlineCard } from './airline-card';
import styles from './airline-directory.module.css';
import { SearchBox } from '../../../ui/search-field';
import { Page, PageHead } from '../../../ui/page';
import { EmptyState, ErrorState } from '../../../ui/states';

const TERMINALS: AirlineTerminal[] = ['', 'T1', 'T2', 'T3'];

/** The airline directory: search as you type (?q=), terminal (?terminal=), cards with contacts. */
export function AirlineDirectory() {
  const { t, i18n } = useTranslation('flights');
  const locale = parseLocale(i18n.resolvedLanguage);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, 40);
  const raw = (params.get('terminal') ?? '').toUpperCase();
  const terminal = (TERMINALS.includes(raw as AirlineTerminal) ? raw : '') as AirlineTerminal;
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    // Back or forward changed the keyword: show it.
    setSeenQ(q);
    if (q !== text.trim()) setText(q);
  }
  const airlines = useAirlines(q, terminal);
  usePageDocumentTitle(t('airlines.title'));

  const put = (key: string, value: string, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace },
    );

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => put('q', wanted, true), 250);
    return () => clearTimeout(timer);
  });

  let body;
  if (airlines.isPending)
    body = (
      <div className={styles.loading} aria-busy="true" data-testid="airlines-loading">
        <span className="visually-hidden" role="status">
          {t('airlines.loading')}
        </span>
      </div>
    );
  else if (airlines.isError)
    body = (
      // A block around the framed state: in the page's grid, its auto margins would narrow it.
      <div>
        <ErrorState
          framed
          align="center"
          title={t('states.errorTitle')}
          message={t('states.errorBody')}
          retry={{
            label: t('states.retry'),
            onRetry: () => void airlines.refetch(),
            busy: airlines.isFetching,
            variant: 'primary',
          }}
        />
      </div>
    );
  else if (airlines.data.length === 0)
    body = (
      <div>
        <EmptyState
          framed
          align="center"
          testId="airlines-empty"
          title={terminal === 'T1' && !q ? t('states.t1Title') : t('airlines.emptyTitle', { q })}
          body={terminal === 'T1' && !q ? t('states.t1Body') : t('airlines.emptyBody')}
        />
      </div>
    );
  else
    body = (
      <ul
        className={styles.grid}
        data-stale={airlines.isPlaceholderData}
        aria-label={t('airlines.listLabel')}
      >
        {airlines.data.map((a) => (
          <AirlineCard key={a.code} airline={a} locale={locale} />
        ))}
      </ul>
    );

  return (
    <Page>
      <PageHead title={t('airlines.title')} intro={t('airlines.intro')} />
      <div className={styles.tools}>
        <form
          role="search"
          className={styles.search}
          onSubmit={(e) => {
            e.preventDefault();
            put('q', text.trim(), true);
          }}
        >
          <label htmlFor={id} className={styles.label}>
            {t('airlines.searchLabel')}
          </label>
          <SearchBox
            large
            id={id}
            value={text}
            maxLength={40}
            autoComplete="off"
            placeholder={t('airlines.placeholder')}
            onChange={(e) => setText(e.target.value)}
            data-testid="airline-search"
          />
        </form>
        <fieldset className={styles.terminals}>
          <legend className={styles.label}>{t('filters.terminal')}</legend>
          <div className={styles.segments}>
            {TERMINALS.map((x) => (
              <label key={x || 'all'} className={styles.segment}>
                <input
                  type="radio"
                  name={`${id}-terminal`}
                  checked={terminal === x}
                  onChange={() => put('terminal', x)}
                />
                <span>{x || t('filters.allTerminals')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p className={styles.count} aria-live="polite">
        {airlines.data ? t('airlines.count', { count: airlines.data.length }) : ''}
      </p>
      {body}
    </Page>
  );
}
