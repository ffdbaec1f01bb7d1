import { describe, expect, it } from 'vitest';
import { departure } from '../testing/flight-fixtures';
import { flightIcs, foldLine, icsText } from './flight-calendar';

const texts = {
  summary: 'Flight CZ3101 Guangzhou → Beijing Capital',
  location: 'Guangzhou Baiyun International Airport, T2, Gate B262',
  description:
    'Check-in counters A01-A10\nLatest status: https://example.test/flight/detail?flightId=x',
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const field = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe('add to calendar (.ics)', () => {
  const flight = departure('CZ3101', '14:05', {
    flightDate: '2025-11-22',
    flightId: '2025-11-22-D-CZ3101',
    setoffTimePlan: '2025-11-22 14:05:00',
    setoffTimePred: '2025-11-22 14:35:00',
    arriTimePlan: '2025-11-22 17:20:00',
    arriTimePred: '2025-11-22 17:45:00',
  });
  const ics = flightIcs(flight, texts, new Date('2025-11-22T01:02:03.456Z'));

  it('is one VEVENT in a VCALENDAR with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('has a stable UID and UTC times: the estimated departure to the estimated arrival', () => {
    expect(field(ics, 'UID')).toBe('2025-11-22-D-CZ3101@flights.baiyunairport.com');
    expect(field(ics, 'DTSTAMP')).toBe('20251122T010203Z');
    expect(field(ics, 'DTSTART')).toBe('20251122T063500Z'); // 14:35 at UTC+8
    expect(field(ics, 'DTEND')).toBe('20251122T094500Z');
  });

  it('carries SUMMARY, LOCATION and DESCRIPTION escaped as TEXT', () => {
    expect(field(ics, 'SUMMARY')).toBe('Flight CZ3101 Guangzhou → Beijing Capital');
    expect(field(ics, 'LOCATION')).toBe(
      'Guangzhou Baiyun International Airport\\, T2\\, Gate B262',
    );
    expect(field(ics, 'DESCRIPTION')).toBe(
      'Check-in counters A01-A10\\nLatest status: https://example.test/flight/detail?flightId=x',
    );
    expect(icsText('a;b,c\\d')).toBe('a\\;b\\,c\\\\d');
  });

  it('folds lines over 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'广州白云国际机场'.repeat(6)}`;
    const folded = foldLine(long);
    for (const part of folded.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('puts an arrival at its landing time, for half an hour', () => {
    const arrival = { ...flight, depOrArr: 'A' as const, arriTimePred: '2025-11-22 23:50:00' };
    const arrivalIcs = flightIcs(arrival, texts, new Date());
    expect(field(arrivalIcs, 'DTSTART')).toBe('20251122T155000Z');
    expect(field(arrivalIcs, 'DTEND')).toBe('20251122T162000Z');
  });
});
