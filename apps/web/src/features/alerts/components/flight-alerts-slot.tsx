import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { resilientLazy } from '../../../lib/resilient-lazy';
import { Deferred } from '../../../shell/deferred';
import type { FlightAlertsProps } from './alerts-panel';

const AlertsPanel = resilientLazy(() => import('./alerts-panel'));

/**
 * The anchor of the panel: `/flight/detail?flightId=…#alerts` (the followed flights' "Alerts by
 * SMS or e-mail" links) lands on it. The flights feature writes it out, as features share no code.
 */
export const FLIGHT_ALERTS_ID = 'alerts';

/**
 * Brings the panel's place into view when the page was opened inside the app with `#alerts`:
 * the router scrolls to an anchor only if it is there when the route changes, and this one
 * comes with the flight's data. A page loaded afresh is scrolled by the browser itself.
 */
function useScrollToAnchor() {
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    if (hash !== `#${FLIGHT_ALERTS_ID}` || navigation === 'POP') return;
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, navigation]);
  return ref;
}

/**
 * The alerts panel's place on the flight's page: the server and the first render in the browser
 * keep its room (what it shows depends on this device's member session); its code and texts load
 * when the reader nears it, so the page's first render does not grow. The wrapper carries the
 * anchor, so a link to it brings the placeholder into view and the panel loads there.
 */
export function FlightAlertsSlot(props: FlightAlertsProps) {
  const ref = useScrollToAnchor();
  return (
    <div id={FLIGHT_ALERTS_ID} ref={ref}>
      <Deferred minHeight="16rem">
        <AlertsPanel {...props} />
      </Deferred>
    </div>
  );
}
