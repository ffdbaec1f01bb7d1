import {
  ARRIVAL_STATUSES,
  DEPARTURE_STATUSES,
  type OpsFlight,
  type OpsFlightUpdate,
  type OpsOverride,
} from '@can/contracts/admin-ops';
import type { FlightRecord, FlightStatusCode } from '@can/contracts';
import type { StaffIdentity } from '@can/contracts/admin-auth';
import type { Db } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { BusinessRuleError, InvalidInputError } from '../../../platform/errors';
import type { AuditActor, AuditLog } from '../audit';
import { fromLocal, toLocal } from './local-time';
import type { FlightOpsPorts } from './ports';
import { overridesOf, saveOverride, type OverrideRow, type OverrideValues } from './repo';

/** Estimated times further than this from the scheduled ones are typing mistakes. */
const MAX_SHIFT_HOURS = 48;
const FIND_LIMIT = 50;

const minutes = (time: string) => time.slice(0, 16);

/** What travellers see of the fields operations can change (audit before/after). */
function shown(r: FlightRecord) {
  return {
    flightNo: r.flightNo,
    status: r.flightStatus,
    estDeparture: minutes(r.setoffTimePred),
    estArrival: minutes(r.arriTimePred),
    gate: r.boardingGate,
    belt: r.baggageTable,
    counter: r.checkInCounter,
  };
}

const EMPTY_OVERRIDE: OverrideValues = {
  status: null,
  est_departure: null,
  est_arrival: null,
  gate: null,
  belt: null,
  counter: null,
};

/** What operations set, in the words of the audit log (null: given back to the schedule). */
function afterValues(values: OverrideValues) {
  return {
    status: values.status,
    estDeparture: values.est_departure === null ? null : toLocal(values.est_departure),
    estArrival: values.est_arrival === null ? null : toLocal(values.est_arrival),
    gate: values.gate,
    belt: values.belt,
    counter: values.counter,
  };
}

const pick = <T extends object, K extends keyof T>(from: T, keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

function overrideAnswer(row: OverrideRow | undefined): OpsOverride | null {
  if (!row) return null;
  return {
    status: row.status as FlightStatusCode | null,
    estDeparture: row.est_departure === null ? null : toLocal(row.est_departure),
    estArrival: row.est_arrival === null ? null : toLocal(row.est_arrival),
    gate: row.gate,
    belt: row.belt,
    counter: row.counter,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/**
 * Flight operations (issue 9): find flights as the public search does, and set status,
 * estimated times, gate, belt and counters, or cancel. The values win over the simulator in
 * every public answer; after each change every instance forgets its caches and the change is
 * published to the open boards at once.
 */
export function createFlightOps(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  flightOps: FlightOpsPorts;
}) {
  const { db, clock, audit, flightOps } = deps;

  async function lookup(flightId: string) {
    try {
      return await flightOps.find(flightId);
    } catch {
      throw new BusinessRuleError('opsFlightNotFound');
    }
  }

  async function answer(flightId: string): Promise<OpsFlight> {
    const { record } = await lookup(flightId);
    const overrides = await overridesOf(db, [flightId]);
    return { record, override: overrideAnswer(overrides.get(flightId)) };
  }

  /** Converts and checks the times; throws the envelope error naming the field. */
  function times(
    body: OpsFlightUpdate,
    flight: { plannedDeparture: number; plannedArrival: number },
    record: FlightRecord,
  ) {
    const parse = (field: 'estDeparture' | 'estArrival', planned: number) => {
      const text = body[field];
      if (text === null) return null;
      const ms = fromLocal(text);
      if (ms === null) throw new InvalidInputError([{ field, issue: 'not a real time' }]);
      if (Math.abs(ms - planned) > MAX_SHIFT_HOURS * 3_600_000) {
        throw new BusinessRuleError('opsTimeOutOfRange', { hours: MAX_SHIFT_HOURS });
      }
      return ms;
    };
    const estDeparture = parse('estDeparture', flight.plannedDeparture);
    const estArrival = parse('estArrival', flight.plannedArrival);
    // A departure estimate alone moves the arrival with it (flight-overrides.ts).
    const dep = estDeparture ?? fromLocal(minutes(record.setoffTimePred));
    if (estArrival !== null && dep !== null && estArrival <= dep) {
      throw new BusinessRuleError('opsArrivalBeforeDeparture');
    }
    return { estDeparture, estArrival };
  }

  /** Writes the values and the audit entry together, then tells every instance and board. */
  async function change(
    staff: StaffIdentity,
    actor: AuditActor,
    action: 'flight.update' | 'flight.cancel',
    record: FlightRecord,
    values: OverrideValues,
  ): Promise<OpsFlight> {
    const at = clock.now().toISOString();
    await inTransaction(db, async (trx) => {
      const previous = (await overridesOf(trx, [record.flightId])).get(record.flightId);
      await saveOverride(trx, record.flightId, record.flightDate, values, {
        at,
        username: staff.username,
      });
      // Only what this change sets differently from what operations had set: a field left as
      // it was (set or automatic) is not a change, whatever travellers saw of it meanwhile.
      const before = shown(record);
      const after = afterValues(values);
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
        (key) => after[key] !== afterValues(previous ?? EMPTY_OVERRIDE)[key],
      );
      await audit.record(trx, actor, {
        action,
        target: `flight:${record.flightId}`,
        before: { flightNo: record.flightNo, ...pick(before, changed) },
        after: { flightNo: record.flightNo, ...pick(after, changed) },
      });
    });
    await flightOps.overridesChanged();
    await flightOps.tick(`ops:${actor.requestId}`);
    return answer(record.flightId);
  }

  return {
    /** Passenger and cargo, departures and arrivals: every flight the number finds that day. */
    async find(q: { flightNo: string; day: -1 | 0 | 1 }): Promise<OpsFlight[]> {
      const found = new Map<string, FlightRecord>();
      for (const type of ['1', '2'] as const) {
        for (const depOrArr of ['1', '2'] as const) {
          const list = await flightOps.search({
            type,
            depOrArr,
            terminal: '',
            day: q.day,
            pageNum: 1,
            pageSize: FIND_LIMIT,
            keyword: q.flightNo,
          });
          for (const r of list) found.set(r.flightId, r);
        }
      }
      const records = [...found.values()]
        .sort(
          (a, b) =>
            (a.depOrArr === 'D' ? a.setoffTimePlan : a.arriTimePlan).localeCompare(
              b.depOrArr === 'D' ? b.setoffTimePlan : b.arriTimePlan,
            ) || a.flightNo.localeCompare(b.flightNo),
        )
        .slice(0, FIND_LIMIT);
      const overrides = await overridesOf(
        db,
        records.map((r) => r.flightId),
      );
      return records.map((record) => ({
        record,
        override: overrideAnswer(overrides.get(record.flightId)),
      }));
    },

    detail: answer,

    /** `staff` is who set the values (kept with them); `actor` is what the audit log records. */
    async update(
      staff: StaffIdentity,
      actor: AuditActor,
      body: OpsFlightUpdate,
    ): Promise<OpsFlight> {
      const { flight, record } = await lookup(body.flightId);
      const allowed: readonly string[] =
        flight.depOrArr === 'D' ? DEPARTURE_STATUSES : ARRIVAL_STATUSES;
      if (body.status !== null && !allowed.includes(body.status)) {
        throw new BusinessRuleError('opsStatusNotForDirection');
      }
      const { estDeparture, estArrival } = times(body, flight, record);
      return change(staff, actor, 'flight.update', record, {
        status: body.status,
        est_departure: estDeparture,
        est_arrival: estArrival,
        gate: body.gate,
        belt: body.belt,
        counter: body.counter,
      });
    },

    async cancel(staff: StaffIdentity, actor: AuditActor, flightId: string): Promise<OpsFlight> {
      const { record } = await lookup(flightId);
      if (record.flightStatus === 'cancelled') {
        throw new BusinessRuleError('opsFlightAlreadyCancelled');
      }
      const current = (await overridesOf(db, [flightId])).get(flightId);
      return change(staff, actor, 'flight.cancel', record, {
        status: 'cancelled',
        est_departure: current?.est_departure ?? null,
        est_arrival: current?.est_arrival ?? null,
        gate: current?.gate ?? null,
        belt: current?.belt ?? null,
        counter: current?.counter ?? null,
      });
    },
  };
}

export type FlightOps = ReturnType<typeof createFlightOps>;
