import type { AdminDisruption, DisruptionUpdate } from '@can/contracts';
import type { Db } from '../../../db/database';

/** Crisis mode as the back office uses it (the disruption module provides it). */
export interface DisruptionPort {
  current(): Promise<AdminDisruption>;
  /** `record` writes the audit entry inside the transaction of the change. */
  update(
    change: DisruptionUpdate,
    staff: string,
    record: (trx: Db, before: AdminDisruption, after: AdminDisruption) => Promise<void>,
  ): Promise<AdminDisruption>;
}
