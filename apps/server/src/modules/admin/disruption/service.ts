import type { AdminDisruption, DisruptionUpdate } from '@can/contracts';
import type { AuditActor, AuditLog } from '../audit';
import type { DisruptionPort } from './ports';

/**
 * Crisis mode as operations switch it: each change is audited with the texts before and after,
 * inside the disruption module's transaction.
 */
export function createDisruptionAdmin({
  audit,
  disruption,
}: {
  audit: AuditLog;
  disruption: DisruptionPort;
}) {
  return {
    current: (): Promise<AdminDisruption> => disruption.current(),

    /** `staff` is the username the disruption module keeps with the message. */
    update: (actor: AuditActor, staff: string, change: DisruptionUpdate) =>
      disruption.update(change, staff, (trx, before, after) =>
        audit.record(trx, actor, {
          action: 'disruption.update',
          target: 'site:disruption',
          before,
          after,
        }),
      ),
  };
}

export type DisruptionAdmin = ReturnType<typeof createDisruptionAdmin>;
