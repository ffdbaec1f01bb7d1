import {
  MAX_FOLLOWED_FLIGHTS,
  type AlertChannelsBody,
  type AlertSubscription,
} from '@can/contracts/alerts';
import type { Locale } from '@can/contracts';
import { inTransaction } from '../../db/transaction';
import { NotFoundError } from '../../platform/errors';
import {
  checkedPush,
  insertSubscription,
  memberContacts,
  type AlertMember,
} from './alert-contacts';
import type { AlertServiceDeps } from './service';
import { flightIsOver } from './subscription-rules';
import { subscriptionView } from './subscription-view';
import * as repo from './repo';

/**
 * A member's side of alerts: their subscriptions in the member centre, the channels they
 * choose for each, and the follows of user/followFlights (SMS to the login mobile by default).
 */
export function createMemberAlerts(
  deps: Pick<AlertServiceDeps, 'db' | 'clock' | 'tokens' | 'detector' | 'findFlight' | 'pushHosts'>,
) {
  const { db, tokens } = deps;
  const now = () => deps.clock.now().getTime();
  return {
    /** A member's new channels for one of their subscriptions (at least one). */
    async channels(member: AlertMember, body: AlertChannelsBody): Promise<AlertSubscription> {
      const s = await repo.findSubscription(db, body.id);
      if (!s || s.member_id !== member.memberId || s.status === 'ended') throw new NotFoundError();
      const push = body.push
        ? checkedPush(body.push, deps.pushHosts)
        : { push_endpoint: s.push_endpoint, push_keys: s.push_keys };
      await repo.setContacts(db, s.id, memberContacts(member, body.channels, push));
      return subscriptionView((await repo.findSubscription(db, s.id))!, tokens);
    },

    /**
     * A member followed flights (user/followFlights, the board's bell while signed in): each
     * one not yet followed for alerts gets SMS alerts to the login mobile, within the limit of
     * 10; flights over or unknown are passed by. The member changes channels in the centre.
     */
    async memberFollowed(input: {
      memberId: number;
      mobile: string;
      flightIds: string[];
      locale: Locale;
    }): Promise<void> {
      for (const flightId of new Set(input.flightIds)) {
        const live = await repo.liveSubscriptionsOf(db, input);
        if (live.some((s) => s.flight_id === flightId)) continue;
        if (new Set(live.map((s) => s.flight_id)).size >= MAX_FOLLOWED_FLIGHTS) return;
        const record = await deps.findFlight(flightId);
        if (!record || flightIsOver(record, now())) continue;
        await deps.detector.remember(record);
        const row = { mobile: input.mobile, email: null, push_endpoint: null, push_keys: null };
        await insertSubscription(
          db,
          record,
          {
            ...row,
            member_id: input.memberId,
            status: 'active',
            locale: input.locale,
            quiet_hours: 1,
          },
          now(),
        );
      }
    },

    /** A member stopped following a flight: its alerts to them end too. */
    async memberUnfollowed(input: { memberId: number; flightId: string }): Promise<void> {
      const ids = (await repo.memberSubscriptions(db, input.memberId))
        .filter((s) => s.flight_id === input.flightId)
        .map((s) => s.id);
      await inTransaction(db, (trx) =>
        repo.endSubscriptions(trx, ids, new Date(now()).toISOString()),
      );
    },

    async mine(memberId: number): Promise<AlertSubscription[]> {
      return (await repo.memberSubscriptions(db, memberId)).map((s) => subscriptionView(s, tokens));
    },
  };
}
