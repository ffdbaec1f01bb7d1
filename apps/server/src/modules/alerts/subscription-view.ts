import type { AlertSubscription } from '@can/contracts/alerts';
import { maskedAddress } from '../../platform/mailer';
import { maskedMobile } from '../../platform/masked-mobile';
import type { AlertTokens } from './alert-token';
import { channelsOf } from './subscription-rules';
import type { SubscriptionRow } from './repo';

/** What every view of a subscription shows: its flight, state, channels and contacts masked. */
export function maskedSubscription(s: SubscriptionRow) {
  return {
    id: s.id,
    flightId: s.flight_id,
    flightNo: s.flight_no,
    flightDate: s.flight_date,
    status: s.status === 'pending' ? ('pending' as const) : ('active' as const),
    channels: channelsOf(s),
    mobile: s.mobile ? maskedMobile(s.mobile) : null,
    email: s.email ? maskedAddress(s.email) : null,
    endsAt: s.ends_at,
  };
}

/** A subscription as its traveller sees it, with the one-tap unsubscribe token. */
export function subscriptionView(s: SubscriptionRow, tokens: AlertTokens): AlertSubscription {
  return {
    ...maskedSubscription(s),
    quietHours: s.quiet_hours === 1,
    locale: s.locale,
    unsubscribeToken: tokens.make('unsubscribe', s.id),
  };
}
