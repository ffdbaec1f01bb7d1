import { z } from 'zod';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { cityOf } from '../../reference/cities';
import { airportInstant } from './generator';
import type { ScheduledFlight } from './flight-types';
import { deleteScheduleDays, insertScheduledFlights } from './repo';

/**
 * The schedule file format (CSV with a header row, or a JSON array of the same objects):
 *
 * | column | example | meaning |
 * | --- | --- | --- |
 * | date | 2026-11-22 | airport-local date of the movement at CAN |
 * | direction | D | D departure, A arrival |
 * | type | 1 | 1 passenger, 2 cargo |
 * | flightNo | CZ3101 | operating flight number |
 * | airline | CZ | IATA airline code |
 * | city | PEK | the other airport (IATA) |
 * | via | CSX | stop on the way, or empty |
 * | departure | 08:30 | local time of departure (at CAN or at origin); "+1" suffix for the next day, "-1" for the day before |
 * | arrival | 11:45 | local time of arrival, same suffixes |
 * | terminal | T2 | T1, T2, T3 or empty (cargo) |
 * | counter, gate, belt, exit | C01-C12, B262, 12, A2 | as shown to travellers; empty when not known |
 * | aircraft | B738 | ICAO type code |
 * | codeshares | MF1234 KL4301 | space-separated codeshare numbers |
 * | task | W/Z | flight task code |
 */
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)([+-]1)?$/;

const row = z.object({
  date: z.string().regex(/^\d{4}-\d\d-\d\d$/, 'YYYY-MM-DD'),
  direction: z.enum(['D', 'A']),
  type: z.enum(['1', '2']).default('1'),
  flightNo: z.string().regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, 'like CZ3101'),
  airline: z.string().regex(/^[A-Z0-9]{2}$/),
  city: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .refine((c) => Boolean(cityOf(c)), 'an airport the site knows (reference/cities.ts)'),
  via: z
    .string()
    .regex(/^([A-Z]{3})?$/)
    .default(''),
  departure: z.string().regex(HHMM, 'HH:mm, optionally +1 or -1'),
  arrival: z.string().regex(HHMM, 'HH:mm, optionally +1 or -1'),
  terminal: z.enum(['', 'T1', 'T2', 'T3']).default(''),
  counter: z.string().max(20).default(''),
  gate: z.string().max(10).default(''),
  belt: z.string().max(10).default(''),
  exit: z.string().max(10).default(''),
  aircraft: z.string().max(10).default(''),
  codeshares: z.string().max(200).default(''),
  task: z.string().max(10).default(''),
});

function instant(date: string, hhmm: string): number {
  const [, h, m, shift] = HHMM.exec(hhmm)!;
  return airportInstant(date, Number(h) * 60 + Number(m) + (shift ? Number(shift) * 1440 : 0));
}

export function parseCsv(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = (lines.shift() ?? '').split(',').map((h) => h.trim());
  return lines.map((line) =>
    Object.fromEntries(
      line.split(',').map((cell, i) => [header[i] ?? `column${i + 1}`, cell.trim()]),
    ),
  );
}

export class ScheduleFileError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The schedule file has ${problems.length} problem(s):\n${problems.slice(0, 50).join('\n')}`,
    );
  }
}

/** Reads and checks every row; any bad row refuses the whole file, naming row and field. */
export function parseSchedule(text: string, format: 'csv' | 'json'): ScheduledFlight[] {
  const rows: unknown[] = format === 'json' ? (JSON.parse(text) as unknown[]) : parseCsv(text);
  if (!Array.isArray(rows))
    throw new ScheduleFileError(['the JSON file must hold an array of rows']);
  const problems: string[] = [];
  const flights: ScheduledFlight[] = [];
  rows.forEach((raw, i) => {
    const parsed = row.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`row ${i + 1}: ${issue.path.join('.')}: ${issue.message}`);
      return;
    }
    const r = parsed.data;
    const city = cityOf(r.city)!;
    flights.push({
      flightId: `${r.date}-${r.direction}-${r.flightNo}`,
      flightNo: r.flightNo,
      flightDate: r.date,
      airline: r.airline,
      depOrArr: r.direction,
      type: r.type,
      domesticOrIntl: city.scope === 'D' ? 'D' : 'I',
      city: r.city,
      via: r.via,
      plannedDeparture: instant(r.date, r.departure),
      plannedArrival: instant(r.date, r.arrival),
      terminal: r.terminal,
      counter: r.counter,
      gate: r.gate,
      belt: r.belt,
      exit: r.exit,
      aircraft: r.aircraft,
      shares: r.codeshares.split(/\s+/).filter(Boolean),
      flightTask: r.task || (r.type === '2' ? 'H/G' : 'W/Z'),
    });
  });
  const ids = new Set<string>();
  for (const f of flights) {
    if (ids.has(f.flightId)) problems.push(`${f.flightId}: listed twice`);
    ids.add(f.flightId);
  }
  if (problems.length) throw new ScheduleFileError(problems);
  return flights;
}

/** Replaces the stored schedule of every date in the file, in one transaction. */
export async function importSchedule(db: Db, flights: ScheduledFlight[]): Promise<string[]> {
  const dates = [...new Set(flights.map((f) => f.flightDate))].sort();
  await inTransaction(db, async (trx) => {
    if (dates.length) await deleteScheduleDays(trx, dates);
    for (let i = 0; i < flights.length; i += 200)
      await insertScheduledFlights(trx, flights.slice(i, i + 200));
  });
  return dates;
}
