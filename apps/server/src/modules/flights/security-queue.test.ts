import { describe, expect, it } from 'vitest';
import { airportInstant, generateDay } from './generator';
import { securityQueueMinutes } from './security-queue';

describe('security queue model', () => {
  const day = generateDay('2026-11-22');

  it('is short at night and longer at the morning peak', () => {
    const night = securityQueueMinutes(day, 'T2', 'D', airportInstant('2026-11-22', 3 * 60));
    const peak = securityQueueMinutes(day, 'T2', 'D', airportInstant('2026-11-22', 7 * 60));
    expect(night).toBe(3);
    expect(peak).toBeGreaterThanOrEqual(night);
    expect(peak).toBeLessThanOrEqual(45);
  });

  it('answers 0 for a terminal without checkpoints', () => {
    expect(securityQueueMinutes(day, 'T1', 'D', airportInstant('2026-11-22', 600))).toBe(0);
  });
});
