import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { MemoryStore } from '../../platform/store';
import { createSmsCodeService } from './sms-codes';
import type { SmsGateway } from './sms-gateway';

/* Spec section 9: one client address asks for at most so many codes an hour, whatever the number. */
describe('SMS codes per client address', () => {
  const gateway: SmsGateway = { name: 'test', send: async () => undefined };
  const log = { debug() {}, info() {}, warn() {}, error() {} };
  const send = (service: ReturnType<typeof createSmsCodeService>, n: number) =>
    service.send({
      purpose: 'login',
      mobile: `1391234${String(n).padStart(4, '0')}`,
      ip: '203.0.113.7',
      locale: 'en-US',
      textKey: 'smsLoginText',
    });

  it('refuses the address past its hourly limit (SMS_PER_IP_PER_HOUR), under a burst too', async () => {
    const clock = new ManualClock(new Date('2026-11-22T09:00:00+08:00'));
    const service = createSmsCodeService({
      store: new MemoryStore(clock),
      clock,
      gateway,
      log,
      perAddressPerHour: 4,
    });
    const answers = await Promise.allSettled(Array.from({ length: 7 }, (_, i) => send(service, i)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(4);
    clock.set(new Date('2026-11-22T10:00:01+08:00'));
    await expect(send(service, 99)).resolves.toBeDefined();
  });
});
