import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';

/**
 * What journeys read from, or make in, the e2e server's own database (run.mjs gives every run a
 * throwaway SQLite file): SMS codes from the console gateway's outbox, new bookings from the
 * pinned `booking:create` command, records a journey has just made.
 */
export const databaseUrl = process.env.E2E_DATABASE_URL ?? 'sqlite:/tmp/x';
export const databaseFile = databaseUrl.replace(/^sqlite:/, '');

/** How far the journeys' clock runs from the system clock (E2E_AIRPORT_TIME, run.mjs). */
export const clockOffsetMs = Number(process.env.E2E_CLOCK_OFFSET_MS ?? '0') || 0;

/** The environment that puts a command of the server on the journeys' clock. */
export function serverClockEnv(): Record<string, string> {
  return clockOffsetMs
    ? { TEST_CLOCK_CONTROL: 'true', TEST_CLOCK_OFFSET_MS: String(clockOffsetMs) }
    : {};
}

/** Runs `read` on the server's database, opened read-only for as long as it takes. */
export function readDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The code of the newest outbox message to `mobile`. */
export function outboxCode(mobile: string): string | null {
  const row = readDatabase(
    (db) =>
      db
        .prepare('select content from sms_outbox where mobile = ? order by id desc limit 1')
        .get(mobile) as { content: string } | undefined,
  );
  return row ? (/\d{6}/.exec(row.content)?.[0] ?? null) : null;
}

export interface Passenger {
  name: string;
  certType: 'NI' | 'PP';
  certNo: string;
  mobile: string;
}

/** A new ordinary adult booked inside the check-in window, from the pinned command. */
export function newPassenger(flight?: string): Passenger {
  const args = ['run', '--silent', 'booking:create', '--', '--count', '1'];
  if (flight) args.push('--flight', flight);
  const out = execFileSync('npm', args, {
    env: { ...process.env, DATABASE_URL: databaseUrl, ...serverClockEnv() },
    encoding: 'utf8',
  });
  const [passenger] = JSON.parse(out) as Passenger[];
  if (!passenger) throw new Error(`booking:create printed ${out}`);
  return passenger;
}

/** A mobile number no other journey uses (the SMS limits count per number). */
export const freshMobile = () =>
  `1${3 + Math.floor(Math.random() * 7)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A passenger's first booked segment: its id and its flight's (which carries the date). */
function firstSegmentOf(passenger: Passenger): { id: number; flight_id: string } {
  const row = readDatabase(
    (db) =>
      db
        .prepare(
          `select s.id, s.flight_id from checkin_segment s
           join checkin_passenger p on p.id = s.passenger_id
           where p.cert_type = ? and p.cert_no = ? order by s.id limit 1`,
        )
        .get(passenger.certType, passenger.certNo) as { id: number; flight_id: string } | undefined,
  );
  if (!row) throw new Error(`no segment booked for ${passenger.name}`);
  return row;
}

/** The flight (id, which carries its date) of a passenger's first booked segment. */
export const flightIdOf = (passenger: Passenger): string => firstSegmentOf(passenger).flight_id;

/** The id of a passenger's (first) booked segment: its audit target is `segment:<id>`. */
export const segmentIdOf = (passenger: Passenger): number => firstSegmentOf(passenger).id;
