import type { Locale } from '@can/contracts';
import type { Db } from '../../../db/database';

/** The fields of a segment the desk changes (audit before/after). */
export interface DeskSegmentView {
  segmentId: number;
  status: string;
  channel: string;
  seat: string;
  sequenceNo: number;
}

type DeskChange = Promise<{ before: DeskSegmentView; after: DeskSegmentView; flightId: string }>;

/** The check-in module's airport desk (app.ts passes it): runs inside the audited transaction. */
export interface CheckinDeskPort {
  mark(
    q: Db,
    input: { segmentId: number; channel: 'counter' | 'kiosk'; seat: string; locale: Locale },
  ): DeskChange;
  release(q: Db, segmentId: number): DeskChange;
}
