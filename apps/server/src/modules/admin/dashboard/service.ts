import { DASHBOARD_DAYS, type DashboardSummary } from '@can/contracts/admin-service';
import { FLIGHT_STATUS_CODES, type FlightListQuery, type FlightPage } from '@can/contracts';
import { ALERT_CHANNELS } from '@can/contracts/alert-paths';
import type { Db } from '../../../db/database';
import { airportDayOf, airportInstant, airportIso } from '../../../platform/airport-time';
import type { Clock } from '../../../platform/clock';
import type { AlertDeskPort } from '../alerts-desk';
import * as repo from './repo';

const DAY_MS = 86_400_000;
const TOP_PATHS = 10;

/** The public flight service's list call: the dashboard counts what travellers see. */
export type FlightAnswers = { list(query: FlightListQuery): Promise<FlightPage> };

/** Today's alert messages sent and failed, by channel (the alerts module's desk). */
export type AlertFigures = Pick<AlertDeskPort, 'today'>;

/** The last `count` airport days ending today, oldest first. */
function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    airportDayOf(new Date(now.getTime() - (count - 1 - i) * DAY_MS)),
  );
}

/** The back-office home: today's figures and two weeks of page views and check-ins. */
export function createDashboardService(deps: {
  db: Db;
  clock: Clock;
  flights: FlightAnswers;
  alerts: AlertFigures;
}) {
  const { db, clock, flights, alerts } = deps;

  async function todaysFlights(depOrArr: '1' | '2') {
    const page = await flights.list({
      type: '1',
      terminal: '',
      day: 0,
      depOrArr,
      pageNum: 1,
      pageSize: 2000,
    });
    return page.list;
  }

  return {
    async summary(): Promise<DashboardSummary> {
      const now = clock.now();
      const days = lastDays(now, DASHBOARD_DAYS);
      const firstDay = days[0]!;
      const today = days[days.length - 1]!;
      // The first airport day starts at 00:00 airport time (16:00 UTC the day before).
      const since = new Date(airportInstant(firstDay, 0)).toISOString();
      const [views, paths, checkIns, openFeedback, departures, arrivals, alertFigures] =
        await Promise.all([
          repo.viewsByDay(db, firstDay),
          repo.topPaths(db, firstDay, TOP_PATHS),
          repo.checkInTimes(db, since),
          repo.openFeedbackCount(db),
          todaysFlights('1'),
          todaysFlights('2'),
          alerts.today(),
        ]);

      const viewsOn = new Map(views.map((v) => [v.day, v.views]));
      const checkInsOn = new Map<string, number>();
      for (const at of checkIns) {
        const day = airportDayOf(new Date(at));
        checkInsOn.set(day, (checkInsOn.get(day) ?? 0) + 1);
      }
      const byStatus = new Map(
        FLIGHT_STATUS_CODES.map((status) => [status, { status, departures: 0, arrivals: 0 }]),
      );
      for (const f of departures) byStatus.get(f.flightStatus)!.departures += 1;
      for (const f of arrivals) byStatus.get(f.flightStatus)!.arrivals += 1;
      const flightsByStatus = [...byStatus.values()].filter((s) => s.departures + s.arrivals > 0);
      const countOf = (status: string) => {
        const s = byStatus.get(status as (typeof FLIGHT_STATUS_CODES)[number]);
        return s ? s.departures + s.arrivals : 0;
      };

      return {
        today,
        generatedAt: airportIso(now),
        figures: {
          pageViewsToday: viewsOn.get(today) ?? 0,
          flightsToday: departures.length + arrivals.length,
          delayedToday: countOf('delayed'),
          cancelledToday: countOf('cancelled'),
          checkInsToday: checkInsOn.get(today) ?? 0,
          openFeedback,
        },
        pageViewsByDay: days.map((day) => ({ day, count: viewsOn.get(day) ?? 0 })),
        topPaths: paths,
        flightsByStatus,
        checkInsByDay: days.map((day) => ({ day, count: checkInsOn.get(day) ?? 0 })),
        // Every channel, in the contract's order (0 when nothing went out).
        alertsToday: ALERT_CHANNELS.map((channel) => {
          const row = alertFigures.find((r) => r.channel === channel);
          return { channel, sent: row?.sent ?? 0, failed: row?.failed ?? 0 };
        }),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
