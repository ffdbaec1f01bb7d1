import { resilientLazy } from '../../../lib/resilient-lazy';
import { Deferred } from '../../../shell/deferred';
import type { FlightAlertsProps } from './alerts-panel';

const AlertsPanel = resilientLazy(() => import('./alerts-panel'));

/**
 * The alerts panel's place on the flight's page: the server and the first render in the browser
 * keep its room (what it shows depends on this device's member session); its code and texts load
 * when the reader nears it, so the page's first render does not grow.
 */
export function FlightAlertsSlot(props: FlightAlertsProps) {
  return (
    <Deferred minHeight="16rem">
      <AlertsPanel {...props} />
    </Deferred>
  );
}
