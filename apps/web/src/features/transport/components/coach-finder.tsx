import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Search } from 'lucide-react';
import { useCoachRoute } from '../api/get-coach-route';
import { useCoachRoutes } from '../api/get-coach-routes';
import { useProvinces } from '../api/get-provinces';
import { refusalOf } from '../model/refusal';
import { useCoachParams } from '../model/use-coach-params';
import { usePageLocale } from '../model/use-locale';
import { RouteDetail } from './route-detail';
import { RouteList } from './route-list';
import styles from './traffic.module.css';
import { Button } from '../../../ui/button';

type Notice = 'selectCity' | 'selectRoute' | '';

/**
 * Coach routes: choose a province and a city, or search a line; then a route shows its stops
 * and times. The refusals of spec section 8 show in place: please select city, please select
 * route (checked here), province not found and line not found (answered by the server).
 */
export function CoachFinder() {
  const { t } = useTranslation('transport');
  const locale = usePageLocale();
  const id = useId();
  const [params, update] = useCoachParams();
  const provinces = useProvinces(locale);
  const [province, setProvince] = useState(params.province);
  const [city, setCity] = useState(params.city);
  const [keyword, setKeyword] = useState(params.keyword);
  const [chosenRoute, setChosenRoute] = useState(params.route);
  const [notice, setNotice] = useState<Notice>('');

  const searching = Boolean(params.province || params.city || params.keyword);
  const routes = useCoachRoutes(
    locale,
    { province: params.province, city: params.city, keyword: params.keyword },
    searching,
  );
  const route = useCoachRoute(locale, params.route);
  const cities = provinces.data?.find((p) => p.code === province)?.cities ?? [];

  const refusal =
    (notice && t(`refusals.${notice}`)) || refusalOf(routes.error) || refusalOf(route.error) || '';
  const failed =
    (routes.isError && !refusalOf(routes.error)) || (route.isError && !refusalOf(route.error));

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('coach.title')}
      </h2>
      <p className={styles.muted}>{t('coach.intro')}</p>
      <div className={styles.forms}>
        <form
          className={styles.form}
          aria-labelledby={`${id}-by-city`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!city) {
              setNotice('selectCity');
              return;
            }
            setNotice('');
            setChosenRoute('');
            update({ province, city, keyword: '', route: '' });
          }}
        >
          <h3 id={`${id}-by-city`} className={styles.formTitle}>
            {t('coach.byCity')}
          </h3>
          <div className={styles.fields}>
            <div className={styles.field}>
              <label htmlFor={`${id}-province`}>{t('coach.province')}</label>
              <select
                id={`${id}-province`}
                value={province}
                onChange={(e) => {
                  setProvince(e.target.value);
                  setCity('');
                }}
                disabled={!provinces.data}
              >
                <option value="">{t('coach.chooseProvince')}</option>
                {provinces.data?.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-city`}>{t('coach.city')}</label>
              <select id={`${id}-city`} value={city} onChange={(e) => setCity(e.target.value)}>
                <option value="">{t('coach.chooseCity')}</option>
                {cities.map((c) => (
                  <option key={c.code} value={c.code}>
                    {t('coach.cityOption', { name: c.name, count: c.routeCount })}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Button type="submit" variant="primary" className={styles.action}>
            {t('coach.findRoutes')}
          </Button>
        </form>

        <form
          role="search"
          className={styles.form}
          aria-labelledby={`${id}-by-line`}
          onSubmit={(e) => {
            e.preventDefault();
            setNotice('');
            setChosenRoute('');
            update({ keyword: keyword.trim(), province: '', city: '', route: '' });
          }}
        >
          <h3 id={`${id}-by-line`} className={styles.formTitle}>
            {t('coach.byLine')}
          </h3>
          <div className={styles.field}>
            <label htmlFor={`${id}-keyword`}>{t('coach.keyword')}</label>
            <input
              id={`${id}-keyword`}
              type="search"
              value={keyword}
              maxLength={40}
              placeholder={t('coach.keywordPlaceholder')}
              onChange={(e) => setKeyword(e.target.value)}
            />
          </div>
          <Button type="submit" className={styles.action}>
            <Search aria-hidden="true" focusable="false" />
            {t('coach.search')}
          </Button>
        </form>
      </div>

      <div aria-live="polite">
        {refusal && (
          <p className={styles.refusal} role="alert" data-testid="traffic-refusal">
            {refusal}
          </p>
        )}
        {failed && (
          <p className={styles.refusal} role="alert">
            {t('states.error')}
          </p>
        )}
      </div>

      {routes.isFetching && <p role="status">{t('states.loading')}</p>}
      {routes.data && searching && (
        <RouteList
          routes={routes.data}
          chosen={chosenRoute}
          onChoose={setChosenRoute}
          onShow={(routeId) => {
            if (!routeId) {
              setNotice('selectRoute');
              return;
            }
            setNotice('');
            update({ route: routeId });
          }}
        />
      )}
      {route.isPending && params.route && <p role="status">{t('states.loading')}</p>}
      {route.data && <RouteDetail route={route.data} />}
    </section>
  );
}
