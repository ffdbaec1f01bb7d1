import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ScheduleFileError, importSchedule, parseSchedule } from './schedule-import';

const CSV = `date,direction,type,flightNo,airline,city,via,departure,arrival,terminal,counter,gate,belt,exit,aircraft,codeshares,task
2026-11-22,D,1,CZ3101,CZ,PEK,,08:00,11:15,T2,C01-C12,B262,,,A321,MF1234 KL4301,W/Z
2026-11-22,A,1,CZ3102,CZ,PEK,,05:00,08:10,T2,,B262,12,A2,A321,,W/Z
2026-11-22,D,2,O38001,O3,PVG,,23:30,01:40+1,,,,,,B763,,`;

describe('schedule import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-22T06:00:00+08:00') });
  });
  afterAll(() => t.close());

  it('reads a CSV schedule, next-day times included', () => {
    const flights = parseSchedule(CSV, 'csv');
    expect(flights).toHaveLength(3);
    expect(flights[0]).toMatchObject({
      flightId: '2026-11-22-D-CZ3101',
      shares: ['MF1234', 'KL4301'],
      domesticOrIntl: 'D',
    });
    expect(flights[2]!.plannedArrival - flights[2]!.plannedDeparture).toBe(130 * 60_000);
  });

  it('refuses the whole file naming each bad row and field', () => {
    const bad = CSV.replace('CZ3102,CZ,PEK', 'CZ3102,CZ,XYZ').replace('08:00', '8am');
    try {
      parseSchedule(bad, 'csv');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ScheduleFileError);
      expect((err as ScheduleFileError).problems.join('\n')).toMatch(
        /row 1: departure[\s\S]*row 2: city/,
      );
    }
  });

  it('replaces the generator for the imported day, and is served by the flight service', async () => {
    await importSchedule(t.deps.database.db, parseSchedule(CSV, 'csv'));
    // A fresh app reads the stored day (the source caches a day for a minute).
    const fresh = await createTestApp({
      database: t.database,
      now: new Date('2026-11-22T06:00:00+08:00'),
    });
    try {
      const res = await fresh.signed({
        method: 'POST',
        path: '/byairport-flight/flight/list',
        body: { type: '1', depOrArr: '1', day: 0 },
      });
      expect(res.json().data).toMatchObject({
        total: 1,
        list: [
          {
            flightNo: 'CZ3101',
            shareFlight: ['MF1234', 'KL4301'],
            boardingGate: 'B262',
            setoffTimePlan: '2026-11-22 08:00:00',
          },
        ],
      });
    } finally {
      await fresh.close();
    }
  });
});
