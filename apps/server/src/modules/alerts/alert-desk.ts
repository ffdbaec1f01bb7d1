import { ALERT_CHANNELS } from '@can/contracts/alerts';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { airportDayOf, airportInstant } from '../../platform/airport-time';
import { maskedSubscription } from './subscription-view';
import * as repo from './repo';

/** A subscription as the service desk sees it: the contact masked. */
export interface DeskSubscription {
  id: number;
  flightId: string;
  flightNo: string;
  flightDate: string;
  status: 'active' | 'pending';
  channels: string[];
  contact: string;
  endsAt: string;
}

/**
 * What the back office gets from alerts (its port, admin/alerts-desk/ports.ts): today's
 * delivery figures, and the service desk's lookup and end by mobile or e-mail. `end` runs in the
 * caller's transaction, with its audit entry.
 */
export function createAlertDesk(db: Db, clock: Clock) {
  const view = (s: repo.SubscriptionRow): DeskSubscription => {
    const { mobile, email, ...rest } = maskedSubscription(s);
    return { ...rest, contact: mobile ?? email ?? '' };
  };
  return {
    /** Messages sent and failed today (airport day), by channel (SMS, e-mail, web push). */
    async today(): Promise<{ channel: string; sent: number; failed: number }[]> {
      const since = new Date(airportInstant(airportDayOf(clock.now()), 0)).toISOString();
      const rows = await repo.deliveredSince(db, since);
      return ALERT_CHANNELS.map((channel) => ({
        channel,
        sent: Number(rows.find((r) => r.channel === channel && r.status === 'sent')?.count ?? 0),
        failed: Number(
          rows.find((r) => r.channel === channel && r.status === 'failed')?.count ?? 0,
        ),
      }));
    },
    async lookup(contact: { mobile?: string; email?: string }): Promise<DeskSubscription[]> {
      const email = contact.email?.trim().toLowerCase();
      return (await repo.liveSubscriptionsOf(db, { mobile: contact.mobile?.trim(), email })).map(
        view,
      );
    },
    /** Ends the live subscriptions of a contact (all, or the ids given); returns them. */
    async end(
      q: Db,
      contact: { mobile?: string; email?: string },
      ids?: number[],
    ): Promise<DeskSubscription[]> {
      const email = contact.email?.trim().toLowerCase();
      const live = await repo.liveSubscriptionsOf(q, { mobile: contact.mobile?.trim(), email });
      const chosen = ids ? live.filter((s) => ids.includes(s.id)) : live;
      const ended = await repo.endSubscriptions(
        q,
        chosen.map((s) => s.id),
        clock.now().toISOString(),
      );
      return chosen.filter((s) => ended.includes(s.id)).map(view);
    },
  };
}

export type AlertDesk = ReturnType<typeof createAlertDesk>;
