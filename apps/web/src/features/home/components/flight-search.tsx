import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Segmented } from '../../../ui/segmented';
import styles from './flight-search.module.css';

type Direction = 'departures' | 'arrivals';

/** The boards the search opens (the flights feature's routes, spec section 2). */
const BOARD_PATHS: Record<Direction, string> = {
  departures: '/flight/departures',
  arrivals: '/flight/arrivals',
};
const DIRECTIONS: readonly Direction[] = ['departures', 'arrivals'];

/**
 * The home page's flight search (as at Changi, Heathrow, Schiphol): a flight number or a city,
 * departures or arrivals, and the board opens with the result. A plain GET form underneath, so
 * the board answers it even before scripts run.
 */
export function FlightSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const id = useId();
  const [direction, setDirection] = useState<Direction>('departures');
  const [keyword, setKeyword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = keyword.trim();
    const board = BOARD_PATHS[direction];
    navigate(q ? `${board}?${new URLSearchParams({ q })}` : board);
  };

  return (
    <form
      role="search"
      aria-labelledby={`${id}-title`}
      className={styles.search}
      action={BOARD_PATHS[direction]}
      method="get"
      onSubmit={onSubmit}
      data-testid="home-flight-search"
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t('flightSearch.title')}
      </h2>
      <Segmented
        legend={t('flightSearch.direction')}
        hideLegend="always"
        equal
        name={`${id}-direction`}
        options={DIRECTIONS.map((value) => ({ value, label: t(`flightSearch.${value}`) }))}
        value={direction}
        onChange={setDirection}
      />
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor={`${id}-keyword`}>
          {t('flightSearch.label')}
        </label>
        <input
          id={`${id}-keyword`}
          className={styles.input}
          type="search"
          name="q"
          value={keyword}
          maxLength={40}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          placeholder={t('flightSearch.label')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Button type="submit" variant="primary">
          <Search aria-hidden="true" focusable="false" />
          {t('flightSearch.submit')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('flightSearch.hint')}
      </p>
    </form>
  );
}
