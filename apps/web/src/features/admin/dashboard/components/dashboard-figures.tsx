import { lazy } from 'react';
import type { DashboardSummary } from '@can/contracts/admin-service';
import { formatAirportDay } from '../../../../lib/airport-time';
import { parseLocale } from '@can/contracts/locale';
import { useAdminT } from '../../shell/admin-language';
import ui from '../../shell/ui/admin-ui.module.css';
import { ChartFigure } from './chart-figure';

// recharts loads with the first chart, not with the page's figures.
const DayBars = lazy(() => import('./dashboard-charts').then((m) => ({ default: m.DayBars })));
const TopPathBars = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.TopPathBars })),
);
const StatusBars = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.StatusBars })),
);

const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The four charts, each with its words and its table. */
export function DashboardCharts({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useAdminT('admin-service');
  const locale = parseLocale(i18n.language);
  const longDay = (day: string) => formatAirportDay(`${day}T12:00:00+08:00`, locale);

  const views = summary.pageViewsByDay;
  const busiest = views.reduce((best, d) => (d.count > best.count ? d : best), views[0]!);
  const viewsTotal = sum(views.map((d) => d.count));
  const checkIns = summary.checkInsByDay;
  const statuses = summary.flightsByStatus.map((s) => ({
    ...s,
    label: t(`flightStatus.${s.status}`),
  }));
  const departures = sum(statuses.map((s) => s.departures));
  const arrivals = sum(statuses.map((s) => s.arrivals));
  const top = summary.topPaths[0];

  return (
    <div className={ui.split}>
      <ChartFigure
        id="chart-page-views"
        title={t('dashboard.pageViews.title')}
        summary={
          viewsTotal > 0
            ? t('dashboard.pageViews.summary', {
                total: viewsTotal,
                day: longDay(busiest.day),
                count: busiest.count,
              })
            : t('dashboard.pageViews.summaryNone')
        }
        table={{
          columns: [t('dashboard.pageViews.day'), t('dashboard.pageViews.views')],
          rows: views.map((d) => [longDay(d.day), d.count]),
        }}
      >
        <DayBars
          data={views.map((d) => ({ label: shortDay(d.day), count: d.count }))}
          label={t('dashboard.pageViews.views')}
        />
      </ChartFigure>

      <ChartFigure
        id="chart-top-paths"
        title={t('dashboard.topPaths.title')}
        summary={
          top
            ? t('dashboard.topPaths.summary', { path: top.path, count: top.views })
            : t('dashboard.topPaths.empty')
        }
        table={{
          columns: [t('dashboard.topPaths.path'), t('dashboard.topPaths.views')],
          rows: summary.topPaths.map((p) => [p.path, p.views]),
        }}
      >
        <TopPathBars data={summary.topPaths} label={t('dashboard.topPaths.views')} />
      </ChartFigure>

      <ChartFigure
        id="chart-flights"
        title={t('dashboard.flights.title')}
        summary={
          statuses.length > 0
            ? t('dashboard.flights.summary', {
                total: departures + arrivals,
                departures,
                arrivals,
                delayed: summary.figures.delayedToday,
                cancelled: summary.figures.cancelledToday,
              })
            : t('dashboard.flights.empty')
        }
        table={{
          columns: [
            t('dashboard.flights.status'),
            t('dashboard.flights.departures'),
            t('dashboard.flights.arrivals'),
            t('dashboard.flights.total'),
          ],
          rows: statuses.map((s) => [s.label, s.departures, s.arrivals, s.departures + s.arrivals]),
        }}
      >
        <StatusBars
          data={statuses}
          departuresLabel={t('dashboard.flights.departures')}
          arrivalsLabel={t('dashboard.flights.arrivals')}
        />
      </ChartFigure>

      <ChartFigure
        id="chart-check-ins"
        title={t('dashboard.checkIns.title')}
        summary={t('dashboard.checkIns.summary', {
          total: sum(checkIns.map((d) => d.count)),
          today: summary.figures.checkInsToday,
        })}
        table={{
          columns: [t('dashboard.checkIns.day'), t('dashboard.checkIns.count')],
          rows: checkIns.map((d) => [longDay(d.day), d.count]),
        }}
      >
        <DayBars
          data={checkIns.map((d) => ({ label: shortDay(d.day), count: d.count }))}
          label={t('dashboard.checkIns.count')}
          accent
        />
      </ChartFigure>
    </div>
  );
}
