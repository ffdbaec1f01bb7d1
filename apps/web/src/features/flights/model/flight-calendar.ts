import type { FlightRecord } from '@can/contracts/flights';
import { parseAirportTime } from '../../../lib/airport-time';
import { bestTime } from './flight-times';

/**
 * "Add to calendar": an iCalendar file (RFC 5545) made on the device. Times are written in
 * UTC ("…Z"), which every calendar converts to the traveller's zone; the UID is stable per
 * flight, so adding it again updates the event instead of duplicating it.
 */
export interface CalendarTexts {
  summary: string;
  location: string;
  description: string;
}

const CRLF = '\r\n';
const UID_DOMAIN = 'flights.baiyunairport.com';

/** 20251122T060500Z */
export const icsUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Backslash, semicolon, comma and newline escaped, as TEXT values need. */
export const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The event: departure to (estimated) arrival for a departure; 30 minutes at arrival for an arrival. */
export function flightEventTimes(r: FlightRecord): { start: Date; end: Date } {
  if (r.depOrArr === 'A') {
    const start = parseAirportTime(bestTime(r, 'arrival'));
    return { start, end: new Date(start.getTime() + 30 * 60_000) };
  }
  const start = parseAirportTime(bestTime(r, 'departure'));
  const arrival = parseAirportTime(bestTime(r, 'arrival'));
  const end =
    arrival.getTime() > start.getTime() ? arrival : new Date(start.getTime() + 60 * 60_000);
  return { start, end };
}

export function flightIcs(r: FlightRecord, texts: CalendarTexts, now: Date = new Date()): string {
  const { start, end } = flightEventTimes(r);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Guangzhou Baiyun International Airport//Flight information//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${r.flightId}@${UID_DOMAIN}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${icsText(texts.summary)}`,
    `LOCATION:${icsText(texts.location)}`,
    `DESCRIPTION:${icsText(texts.description)}`,
    'STATUS:' + (r.flightStatus === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'),
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** Saves the file through a temporary link (no browser permission needed). */
export function downloadIcs(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
