/** A checked-in segment's boarding pass, and its PDF417 barcode as an image. */
import type { Locale } from '@can/contracts';
import type { BoardingPass } from '@can/contracts/checkin';
import { bcbpOf, pdf417Png } from '../barcode';
import { boardingPassOf } from './answers';
import type { CheckinServiceDeps } from './deps';
import { checkedInSegment, passenger } from './lookup';

export function boardingPassMethods(deps: Pick<CheckinServiceDeps, 'db' | 'flightsOn'>) {
  const { db, flightsOn } = deps;
  return {
    async boardingPass(
      passengerId: number,
      segmentId: number,
      locale: Locale,
    ): Promise<BoardingPass> {
      const s = await checkedInSegment(db, passengerId, segmentId);
      return boardingPassOf(flightsOn, await passenger(db, passengerId), s, locale);
    },

    async boardingPassImage(passengerId: number, segmentId: number): Promise<Buffer> {
      const s = await checkedInSegment(db, passengerId, segmentId);
      return pdf417Png(bcbpOf(s, (await passenger(db, passengerId)).name_latin));
    },
  };
}
