import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database';
import { ageOn, birthDateOfIdCard, idCardNumber } from './id-card';
import { WINDOW } from './window';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../../../..');

describe('ID card numbers', () => {
  it('computes the check character and reads the birth date back', () => {
    // A published example of GB 11643: 11010519491231002X.
    expect(idCardNumber('110105', '1949-12-31', 2)).toBe('11010519491231002X');
    expect(birthDateOfIdCard('11010519491231002X')).toBe('1949-12-31');
    expect(birthDateOfIdCard('110105194912310021')).toBeNull();
    expect(birthDateOfIdCard('440106199002301234')).toBeNull();
    expect(ageOn('1956-11-23', '2026-11-22')).toBe(69);
    expect(ageOn('1956-11-22', '2026-11-22')).toBe(70);
  });
});

describe('npm run booking:create', () => {
  const dir = mkdtempSync(join(tmpdir(), 'can-bookings-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints N ordinary adults booked on one flight inside the check-in window', async () => {
    const url = `sqlite:${join(dir, 'airport.db')}`;
    const { stdout } = await run(
      'npm',
      ['run', '--silent', 'booking:create', '--', '--count', '4'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url },
      },
    );
    const people = JSON.parse(stdout) as {
      name: string;
      certType: string;
      certNo: string;
      mobile: string;
    }[];
    expect(people).toHaveLength(4);
    for (const p of people) {
      expect(Object.keys(p).sort()).toEqual(['certNo', 'certType', 'mobile', 'name']);
      expect(p.mobile).toMatch(/^1[3-9]\d{9}$/);
      if (p.certType === 'NI') expect(birthDateOfIdCard(p.certNo)).not.toBeNull();
      else expect(p.certType).toBe('PP');
    }
    const database = createDatabase(url);
    try {
      const rows = await database.db
        .selectFrom('checkin_segment')
        .innerJoin('checkin_passenger', 'checkin_passenger.id', 'checkin_segment.passenger_id')
        .select([
          'flight_id',
          'departure',
          'status',
          'passenger_type',
          'special_services',
          'cert_no',
        ])
        .execute();
      expect(rows.map((r) => r.cert_no).sort()).toEqual(people.map((p) => p.certNo).sort());
      expect(new Set(rows.map((r) => r.flight_id)).size).toBe(1);
      const now = Date.now();
      for (const r of rows) {
        expect(r).toMatchObject({ status: 'booked', passenger_type: 'ADT', special_services: '' });
        expect(Number(r.departure) - now).toBeLessThan(WINDOW.opensBeforeMs);
        expect(Number(r.departure) - now).toBeGreaterThan(WINDOW.closesBeforeMs);
      }
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses a flight that is not inside the window, with a message and exit code 1', async () => {
    const url = `sqlite:${join(dir, 'other.db')}`;
    const failure = await run(
      'npm',
      ['run', '--silent', 'booking:create', '--', '--count', '1', '--flight', 'ZZ9999'],
      { cwd: root, env: { ...process.env, DATABASE_URL: url } },
    ).catch((e: { code: number; stderr: string }) => e);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('ZZ9999');
  }, 60_000);
});
