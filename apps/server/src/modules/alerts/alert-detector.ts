import type { FlightRecord } from '@can/contracts';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../platform/clock';
import {
  alertStateOf,
  eventsBetween,
  plannedTimeOf,
  stateAfter,
  type AlertFlightState,
} from './alert-events';
import { channelsOf, endOfAlerts } from './subscription-rules';
import * as repo from './repo';

export interface AlertDetectorDeps {
  db: Db;
  clock: Clock;
  /** The flight's current record (overrides applied), or null when the schedule lost it. */
  findFlight: (flightId: string) => Promise<FlightRecord | null>;
}

const same = (a: AlertFlightState, b: AlertFlightState) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Turns flight changes into messages: for each followed flight it compares the state now with
 * what its subscribers were last told, and in one transaction moves that state on (claimed by
 * its version, so of several instances exactly one does it) and writes one outbox row per
 * event × subscription × channel. A change made while no instance ran is found on the next look,
 * since the told state is stored, not remembered.
 */
export function createAlertDetector({ db, clock, findFlight }: AlertDetectorDeps) {
  async function look(flightId: string): Promise<number> {
    const record = await findFlight(flightId);
    if (!record) return 0;
    const stored = await repo.readFlightState(db, flightId);
    const nowState = alertStateOf(record);
    const at = clock.now().toISOString();
    if (!stored) {
      await repo.keepFirstFlightState(db, flightId, JSON.stringify(nowState), at);
      return 0;
    }
    const before = JSON.parse(stored.state) as AlertFlightState;
    const events = eventsBetween(before, nowState, plannedTimeOf(record));
    const next = stateAfter(before, nowState, events);
    if (events.length === 0 && same(before, next)) return 0;
    return inTransaction(db, async (trx) => {
      const version = stored.version + 1;
      if (!(await repo.claimFlightState(trx, flightId, stored.version, JSON.stringify(next), at)))
        return 0;
      if (events.length === 0) return 0;
      await repo.moveEnd(trx, flightId, endOfAlerts(record));
      const subscriptions = await repo.activeSubscriptionsOf(trx, flightId);
      const rows = events.flatMap((event) =>
        subscriptions.flatMap((s) =>
          channelsOf(s).map((channel) => ({
            idempotency_key: `${flightId}:${version}:${event.kind}:${s.id}:${channel}`,
            subscription_id: s.id,
            channel,
            flight_id: flightId,
            event: JSON.stringify(event),
            status: 'pending',
            attempts: 0,
            next_attempt_at: at,
            created_at: at,
          })),
        ),
      );
      await repo.enqueue(trx, rows);
      return rows.length;
    });
  }

  return {
    /** Looks at the given flights (those a change feed named), or at every followed flight. */
    async look(flightIds?: string[]): Promise<number> {
      const followed = new Set(await repo.followedFlightIds(db));
      const ids = flightIds ? flightIds.filter((id) => followed.has(id)) : [...followed];
      let queued = 0;
      for (const id of ids) queued += await look(id);
      return queued;
    },
    /** Keeps the flight's state as its first subscriber saw it (changes after it are told). */
    async remember(record: FlightRecord): Promise<void> {
      await repo.keepFirstFlightState(
        db,
        record.flightId,
        JSON.stringify(alertStateOf(record)),
        clock.now().toISOString(),
      );
    },
  };
}

export type AlertDetector = ReturnType<typeof createAlertDetector>;
