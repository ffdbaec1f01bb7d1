import type {
  CityTerminalEntry,
  CoachRouteEntry,
  CoachRouteSaveBody,
  TerminalSaveBody,
  TransportDeleteBody,
} from '@can/contracts/admin-catalog';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { TransportCityTerminalTable, TransportCoachRouteTable } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import { NotFoundError } from '../../../platform/errors';
import type { AuditActor, AuditLog } from '../audit';
import { editable, storable } from './i18n-fields';
import * as repo from './repo/transport';

function terminalOf(row: Selectable<TransportCityTerminalTable>): CityTerminalEntry {
  return {
    id: row.id,
    name: editable(row.name_i18n),
    district: editable(row.district_i18n),
    address: editable(row.address_i18n),
    description: editable(row.description_i18n),
    hours: row.hours,
    phone: row.phone,
    sort: row.sort,
  };
}

function routeOf(row: Selectable<TransportCoachRouteTable>): CoachRouteEntry {
  return {
    id: row.id,
    code: row.code,
    name: editable(row.name_i18n),
    destination: editable(row.destination_i18n),
    notes: editable(row.notes_i18n),
    fare: row.fare,
    durationMinutes: row.duration_minutes,
    cityTerminalId: row.city_terminal_id,
    timetable: JSON.parse(row.timetable_json) as CoachRouteEntry['timetable'],
    sort: row.sort,
  };
}

/** City air terminals (added, edited, removed) and coach routes (fares, times, notes; removed). */
export function createTransportEditor({ db, audit }: { db: Db; audit: AuditLog }) {
  return {
    async list() {
      const [terminals, routes] = await Promise.all([repo.terminals(db), repo.routes(db)]);
      return { terminals: terminals.map(terminalOf), routes: routes.map(routeOf) };
    },

    async saveTerminal(actor: AuditActor, body: TerminalSaveBody) {
      return inTransaction(db, async (trx) => {
        const before = body.id === undefined ? undefined : await repo.findTerminal(trx, body.id);
        if (body.id !== undefined && !before) throw new NotFoundError();
        const values = {
          name_i18n: storable(body.name),
          district_i18n: storable(body.district),
          address_i18n: storable(body.address),
          description_i18n: storable(body.description),
          hours: body.hours,
          phone: body.phone,
          sort: body.sort,
        };
        let id = body.id;
        if (before) await repo.updateTerminal(trx, before.id, values);
        else id = await repo.insertTerminal(trx, { ...values, services_json: '[]' });
        await audit.record(trx, actor, {
          action: before ? 'cityTerminal.update' : 'cityTerminal.create',
          target: `city-terminal:${id}`,
          before: before && terminalOf(before),
          after: { ...body, id },
        });
        return { id: id! };
      });
    },

    async saveRoute(actor: AuditActor, body: CoachRouteSaveBody) {
      return inTransaction(db, async (trx) => {
        const before = await repo.findRoute(trx, body.id);
        if (!before) throw new NotFoundError();
        const timetable = body.timetable.map((t) => ({
          terminal: t.terminal,
          times: [...t.times].sort(),
        }));
        await repo.updateRoute(trx, body.id, {
          name_i18n: storable(body.name),
          destination_i18n: storable(body.destination),
          notes_i18n: storable(body.notes),
          fare: body.fare,
          duration_minutes: body.durationMinutes,
          timetable_json: JSON.stringify(timetable),
        });
        const after = await repo.findRoute(trx, body.id);
        await audit.record(trx, actor, {
          action: 'coachRoute.update',
          target: `coach-route:${body.id}`,
          before: routeOf(before),
          after: after && routeOf(after),
        });
        return { id: body.id };
      });
    },

    async remove(actor: AuditActor, { kind, id }: TransportDeleteBody) {
      return inTransaction(db, async (trx) => {
        const row =
          kind === 'terminal' ? await repo.findTerminal(trx, id) : await repo.findRoute(trx, id);
        if (!row) throw new NotFoundError();
        const before =
          kind === 'terminal'
            ? terminalOf(row as Selectable<TransportCityTerminalTable>)
            : routeOf(row as Selectable<TransportCoachRouteTable>);
        // A removed city terminal leaves its routes in place, without a terminal (set null).
        if (kind === 'terminal') await repo.detachRoutes(trx, id);
        await repo.remove(trx, kind, id);
        await audit.record(trx, actor, {
          action: kind === 'terminal' ? 'cityTerminal.delete' : 'coachRoute.delete',
          target: `${kind === 'terminal' ? 'city-terminal' : 'coach-route'}:${id}`,
          before,
        });
        return { id };
      });
    },
  };
}
