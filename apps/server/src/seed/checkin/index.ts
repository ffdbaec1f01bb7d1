import type { Db } from '../../db/database';
import { bookPassenger, freshFlight, type BookingOptions } from '../../modules/checkin/bookings';
import { idCardNumber } from '../../modules/checkin/id-card';
import type { NewPassenger } from '../../modules/checkin/people';
import { DEMO_PASSENGERS } from './demo-passengers';
import { checkinSchedule } from './schedule';

/**
 * The demo passengers of the README: fixed names, certificates and numbers, each booked on a
 * departure inside the check-in window. They are `demo` passengers: when their window comes
 * close to shutting, the check-in module moves them to a fresh flight (bookings.ts), so the
 * flow can be tried at any time after seeding.
 */
export async function seedCheckin(db: Db, now: Date): Promise<void> {
  const flightsOn = checkinSchedule(db);
  for (const demo of DEMO_PASSENGERS) {
    const flight = await freshFlight(flightsOn, now.getTime());
    const person: NewPassenger = {
      name: demo.name,
      nameLatin: demo.nameLatin,
      certType: demo.certType,
      certNo:
        demo.certType === 'NI'
          ? idCardNumber(demo.area!, demo.birthDate, demo.order!)
          : demo.passportNo!,
      mobile: demo.mobile,
      birthDate: demo.birthDate,
    };
    const options: BookingOptions = { ...demo.booking, demo: true };
    await bookPassenger(db, person, flight, now, options);
  }
}
