import type { Db } from '../../db/database';
import type { DeparturesOn } from '../../modules/checkin/departures';
import { StoredOrGeneratedSchedule } from '../../modules/flights/flight-source';

/** The schedule the site flies (imported days, else the generator), as check-in reads it. */
export function checkinSchedule(db: Db): DeparturesOn {
  const schedule = new StoredOrGeneratedSchedule(db);
  return (date) => schedule.flightsOn(date);
}
