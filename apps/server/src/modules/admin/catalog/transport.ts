import { answers } from '@can/contracts';
import {
  adminCatalogPaths as paths,
  savedData,
  transportListData,
  coachRouteSaveBody,
  terminalSaveBody,
  transportDeleteBody,
  type CityTerminalEntry,
  type CoachRouteEntry,
  type CoachRouteSaveBody,
  type TerminalSaveBody,
  type TransportDeleteBody,
} from '@can/contracts/admin-catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { TransportCityTerminalTable, TransportCoachRouteTable } from '../../../db/schema';
import { ok } from '../../../platform/envelope';
import { NotFoundError } from '../../../platform/errors';
import type { AdminDeps } from '../deps';
import { EDITORS } from './editor-roles';
import { editable, storable } from './i18n-fields';

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

const TABLE = { terminal: 'transport_city_terminal', coachRoute: 'transport_coach_route' } as const;

/** City air terminals (added, edited, removed) and coach routes (fares, times, notes; removed). */
export function createTransportEditor({ db, audit }: AdminDeps) {
  const findTerminal = (trx: Db, id: number) =>
    trx.selectFrom('transport_city_terminal').selectAll().where('id', '=', id).executeTakeFirst();
  const findRoute = (trx: Db, id: number) =>
    trx.selectFrom('transport_coach_route').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    async list() {
      const [terminals, routes] = await Promise.all([
        db
          .selectFrom('transport_city_terminal')
          .selectAll()
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        db.selectFrom('transport_coach_route').selectAll().orderBy('sort').orderBy('id').execute(),
      ]);
      return { terminals: terminals.map(terminalOf), routes: routes.map(routeOf) };
    },

    async saveTerminal(request: FastifyRequest, body: TerminalSaveBody) {
      return db.transaction().execute(async (trx) => {
        const before = body.id === undefined ? undefined : await findTerminal(trx, body.id);
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
        if (before)
          await trx
            .updateTable('transport_city_terminal')
            .set(values)
            .where('id', '=', before.id)
            .execute();
        else
          id = (
            await trx
              .insertInto('transport_city_terminal')
              .values({ ...values, services_json: '[]' })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        await audit.record(trx, request, {
          action: before ? 'cityTerminal.update' : 'cityTerminal.create',
          target: `city-terminal:${id}`,
          before: before && terminalOf(before),
          after: { ...body, id },
        });
        return { id: id! };
      });
    },

    async saveRoute(request: FastifyRequest, body: CoachRouteSaveBody) {
      return db.transaction().execute(async (trx) => {
        const before = await findRoute(trx, body.id);
        if (!before) throw new NotFoundError();
        const timetable = body.timetable.map((t) => ({
          terminal: t.terminal,
          times: [...t.times].sort(),
        }));
        await trx
          .updateTable('transport_coach_route')
          .set({
            name_i18n: storable(body.name),
            destination_i18n: storable(body.destination),
            notes_i18n: storable(body.notes),
            fare: body.fare,
            duration_minutes: body.durationMinutes,
            timetable_json: JSON.stringify(timetable),
          })
          .where('id', '=', body.id)
          .execute();
        const after = await findRoute(trx, body.id);
        await audit.record(trx, request, {
          action: 'coachRoute.update',
          target: `coach-route:${body.id}`,
          before: routeOf(before),
          after: after && routeOf(after),
        });
        return { id: body.id };
      });
    },

    async remove(request: FastifyRequest, { kind, id }: TransportDeleteBody) {
      return db.transaction().execute(async (trx) => {
        const row = kind === 'terminal' ? await findTerminal(trx, id) : await findRoute(trx, id);
        if (!row) throw new NotFoundError();
        const before =
          kind === 'terminal'
            ? terminalOf(row as Selectable<TransportCityTerminalTable>)
            : routeOf(row as Selectable<TransportCoachRouteTable>);
        // A removed city terminal leaves its routes in place, without a terminal (set null).
        if (kind === 'terminal')
          await trx
            .updateTable('transport_coach_route')
            .set({ city_terminal_id: null })
            .where('city_terminal_id', '=', id)
            .execute();
        await trx.deleteFrom(TABLE[kind]).where('id', '=', id).execute();
        await audit.record(trx, request, {
          action: kind === 'terminal' ? 'cityTerminal.delete' : 'coachRoute.delete',
          target: `${kind === 'terminal' ? 'city-terminal' : 'coach-route'}:${id}`,
          before,
        });
        return { id };
      });
    },
  };
}

export const transportRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  const transport = createTransportEditor(deps);
  app.get(
    paths.transportList,
    { config: EDITORS, schema: { response: answers(transportListData) } },
    async (request) => ok(request, await transport.list()),
  );
  app.post(
    paths.terminalSave,
    { config: EDITORS, schema: { body: terminalSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await transport.saveTerminal(request, request.body)),
  );
  app.post(
    paths.coachRouteSave,
    { config: EDITORS, schema: { body: coachRouteSaveBody, response: answers(savedData) } },
    async (request) => ok(request, await transport.saveRoute(request, request.body)),
  );
  app.post(
    paths.transportDelete,
    { config: EDITORS, schema: { body: transportDeleteBody, response: answers(savedData) } },
    async (request) => ok(request, await transport.remove(request, request.body)),
  );
};
