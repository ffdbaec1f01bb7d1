import { useAdminT } from '../../shell/admin-language';
import { AdminPage } from '../../shell/ui/admin-page';
import ui from '../../shell/ui/admin-ui.module.css';
import { QueryState } from '../../shell/ui/query-state';
import { isFlightNumber, useFlight, useFlightSearch } from '../api/flight-ops-api';
import { FlightEditor } from '../components/flight-editor';
import { FlightResults } from '../components/flight-results';
import { FlightSearchForm } from '../components/flight-search-form';
import { useOpsParams } from '../model/use-ops-params';

/** /admin/flight-ops: find a flight, then set its status, times, gate, belt and counters. */
export function Component() {
  const { t } = useAdminT('admin-ops');
  const params = useOpsParams();
  const found = useFlightSearch(params.flightNo, params.day);
  const flight = useFlight(params.flightId);

  return (
    <AdminPage title={t('flights.title')}>
      <p className={ui.hint}>{t('flights.intro')}</p>
      <FlightSearchForm
        key={`${params.flightNo}|${params.day}`}
        flightNo={params.flightNo}
        day={params.day}
        onSearch={params.search}
      />
      {isFlightNumber(params.flightNo) ? (
        <QueryState query={found}>
          {(data) => (
            <FlightResults flights={data.list} selectedId={params.flightId} onEdit={params.edit} />
          )}
        </QueryState>
      ) : null}
      {flight.data ? <FlightEditor key={flight.data.record.flightId} flight={flight.data} /> : null}
    </AdminPage>
  );
}
