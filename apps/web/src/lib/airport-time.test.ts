import { describe, expect, it } from 'vitest';
import {
  airportToday,
  formatAirportDate,
  formatAirportDateTime,
  formatAirportDay,
  formatAirportTime,
  parseAirportTime,
} from './airport-time';

// 2025-11-22 16:05 UTC is 2025-11-23 00:05 at the airport (UTC+8).
const instant = Date.UTC(2025, 10, 22, 16, 5);

describe('airport time (Asia/Shanghai, 24-hour)', () => {
  it('formats in airport time whatever the device zone', () => {
    expect(formatAirportTime(instant)).toBe('00:05');
    expect(formatAirportDate(instant)).toBe('2025-11-23');
    expect(formatAirportDateTime(new Date(instant))).toBe('2025-11-23 00:05');
    expect(formatAirportTime('2025-11-22T06:30:00Z')).toBe('14:30');
    expect(airportToday(instant)).toBe('2025-11-23');
  });

  it('reads flight service times as airport local time', () => {
    expect(parseAirportTime('2025-11-23 00:05:00').getTime()).toBe(instant);
    expect(parseAirportTime('2025-11-23 00:05').getTime()).toBe(instant);
    expect(Number.isNaN(parseAirportTime('soon').getTime())).toBe(true);
  });

  it('writes localized short days', () => {
    expect(formatAirportDay(instant, 'zh-CN')).toBe('11月23日 周日');
    expect(formatAirportDay(instant, 'en-US')).toBe('Sun 23 Nov');
    expect(formatAirportDay(instant, 'ko-KR')).toBe('11월 23일 (일)');
  });
});
