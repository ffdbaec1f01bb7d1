import type { CheckinItinerary } from '@can/contracts/checkin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { idCardNumber } from './id-card';
import { authAs, call, TEST_CAPTCHA } from './checkin-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_TEST_ANSWER: TEST_CAPTCHA } });
});
afterAll(() => t.close());

const chen = {
  name: '陈嘉欣',
  certType: 'NI',
  certNo: idCardNumber('440106', '1990-03-15', 124),
  mobile: '13800138001',
};

describe('seeded demo passengers', () => {
  it('can check in at any time: their flights move into the window as time passes', async () => {
    for (const days of [0, 3, 10]) {
      t.clock.advance(days * 86_400_000);
      const token = await authAs(t, chen);
      const itinerary = await call<CheckinItinerary>(t, 'GET', '/byairport-cms/checkin/itinerary', {
        token,
      });
      expect(itinerary.data.segments).toHaveLength(1);
      expect(itinerary.data.segments[0]).toMatchObject({ canCheckIn: true, block: null });
      t.clock.advance(61_000); // the next SMS code may be asked for after a minute
    }
  });

  it('shows the refusal of a passenger who is not an ordinary adult, with the help line', async () => {
    const token = await authAs(t, {
      name: '黄丽华',
      certType: 'NI',
      certNo: idCardNumber('440103', '1950-05-20', 248),
      mobile: '13800138004',
    });
    const itinerary = await call<CheckinItinerary>(t, 'GET', '/byairport-cms/checkin/itinerary', {
      token,
      locale: 'en_US',
    });
    expect(itinerary.data.segments[0]).toMatchObject({
      canCheckIn: false,
      block: 'notOrdinaryAdult',
    });
    expect(itinerary.data.segments[0]!.blockMessage).toContain('over 70');
    expect(itinerary.data.helpLine).toEqual({ phone: '020-36066999', hours: 'daily 8:00–21:30' });
  });
});
