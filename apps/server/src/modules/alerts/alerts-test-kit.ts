import { adminOpsPaths } from '@can/contracts/admin-ops';
import { flightPaths, type FlightPage, type FlightRecord } from '@can/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { adminCall } from '../../../test/other-modules-kit';

/*
 * What the alerts tests share: a flight to follow, and an operator's gate change run through
 * the change feed, the detector and the worker to the end.
 */

/** Today's first departure still scheduled after 15:00 (it will not be over during a test). */
export async function afternoonDeparture(t: TestApp): Promise<FlightRecord> {
  const response = await t.signed({
    method: 'POST',
    path: flightPaths.list,
    body: { type: '1', depOrArr: '1', day: 0, pageNum: 1, pageSize: 2000 },
  });
  return (response.json() as { data: FlightPage }).data.list.find(
    (r) => r.setoffTimePlan.slice(11) >= '15:00:00' && r.flightStatus === 'scheduled',
  )!;
}

/**
 * A function that sets a new gate (`<prefix><n>`) on the flight and delivers what follows. It
 * takes getters, since the app, the operator's cookie and the flight come in beforeAll.
 */
export function gateChanger(
  app: () => TestApp,
  cookie: () => string,
  flight: () => FlightRecord,
  prefix: string,
) {
  let n = 200;
  return async (): Promise<string> => {
    const t = app();
    const gate = `${prefix}${n++}`;
    const answer = await adminCall(t, 'POST', adminOpsPaths.flightUpdate, {
      cookie: cookie(),
      body: {
        flightId: flight().flightId,
        status: 'scheduled',
        estDeparture: null,
        estArrival: null,
        gate,
        belt: '',
        counter: '',
      },
    });
    expect(answer.code, answer.msg).toBe(200);
    await t.app.alerts.look();
    await t.app.alerts.delivery.drain();
    return gate;
  };
}
