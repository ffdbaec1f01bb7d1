import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
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
      <fieldset className={styles.directions}>
        <legend className="visually-hidden">{t('flightSearch.direction')}</legend>
        {DIRECTIONS.map((value) => (
          <label key={value} className={styles.direction}>
            <input
              className={styles.radio}
              type="radio"
              name={`${id}-direction`}
              value={value}
              checked={direction === value}
              onChange={() => setDirection(value)}
            />
            <span className={styles.face}>{t(`flightSearch.${value}`)}</span>
          </label>
        ))}
      </fieldset>
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
        <button type="submit" className={styles.submit}>
          <Search aria-hidden="true" focusable="false" />
          {t('flightSearch.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('flightSearch.hint')}
      </p>
    </form>
  );
}
