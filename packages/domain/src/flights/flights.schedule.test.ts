import { describe, expect, it } from 'vitest';
import { expandSchedule, type ProgrammeSchedule } from './flights.schedule.js';
import { formatLocalDateTime, isoWeekday, localToUtc, utcToLocal, zoneOffsetMinutes } from './zoned-time.js';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zoned time', () => {
  it('knows fixed offsets of our markets', () => {
    const at = Date.parse('2027-01-15T12:00:00Z');
    expect(zoneOffsetMinutes(at, 'Europe/Moscow')).toBe(180);
    expect(zoneOffsetMinutes(at, 'Europe/Istanbul')).toBe(180);
    expect(zoneOffsetMinutes(at, 'Asia/Yekaterinburg')).toBe(300);
    expect(zoneOffsetMinutes(at, 'Asia/Bangkok')).toBe(420);
    expect(zoneOffsetMinutes(at, 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(at, 'UTC')).toBe(0);
  });

  it('converts local wall time to UTC and back', () => {
    expect(iso(localToUtc('2027-06-01', '23:30', 'Europe/Moscow'))).toBe('2027-06-01T20:30:00.000Z');
    expect(iso(localToUtc('2027-06-01', '00:05', 'Asia/Bangkok'))).toBe('2027-05-31T17:05:00.000Z');
    expect(utcToLocal(Date.parse('2027-05-31T17:05:00Z'), 'Asia/Bangkok')).toEqual({
      date: '2027-06-01',
      time: '00:05',
    });
    expect(formatLocalDateTime(Date.parse('2027-01-01T00:00:00Z'), 'America/New_York')).toBe(
      '2026-12-31T19:00',
    );
  });

  it('follows DST: Berlin winter +1, summer +2', () => {
    expect(iso(localToUtc('2027-01-10', '12:00', 'Europe/Berlin'))).toBe('2027-01-10T11:00:00.000Z');
    expect(iso(localToUtc('2027-07-10', '12:00', 'Europe/Berlin'))).toBe('2027-07-10T10:00:00.000Z');
  });

  it('moves a time inside the spring-forward gap forward by the gap', () => {
    // 2027-03-28 02:00 CET → 03:00 CEST: 02:30 does not exist and is read as 03:30 CEST
    const t = localToUtc('2027-03-28', '02:30', 'Europe/Berlin');
    expect(iso(t)).toBe('2027-03-28T01:30:00.000Z');
    expect(formatLocalDateTime(t, 'Europe/Berlin')).toBe('2027-03-28T03:30');
  });

  it('takes the earlier instant of a time that happens twice when clocks go back', () => {
    // 2027-10-31 03:00 CEST → 02:00 CET: 02:30 happens at 00:30Z and at 01:30Z
    expect(iso(localToUtc('2027-10-31', '02:30', 'Europe/Berlin'))).toBe('2027-10-31T00:30:00.000Z');
    expect(iso(localToUtc('2027-10-31', '03:30', 'Europe/Berlin'))).toBe('2027-10-31T02:30:00.000Z');
  });

  it('knows Egypt’s summer time (Hurghada, Sharm el-Sheikh) since 2023', () => {
    expect(zoneOffsetMinutes(Date.parse('2027-01-15T12:00:00Z'), 'Africa/Cairo')).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('2027-07-15T12:00:00Z'), 'Africa/Cairo')).toBe(180);
  });

  it('answers the same offsets as Intl every half hour of a year, transition days included', () => {
    const zones = [
      'Europe/Berlin',
      'Africa/Cairo',
      'America/Santiago',
      'Australia/Lord_Howe',
      'Europe/Moscow',
    ];
    for (const zone of zones) {
      const format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
      const start = Date.parse('2027-01-01T00:00:00Z');
      for (let ms = start; ms < start + 365 * 86_400_000; ms += 30 * 60_000) {
        const parts = format.formatToParts(new Date(ms));
        const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
        const expected =
          (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute')) - ms) / 60_000;
        if (zoneOffsetMinutes(ms, zone) !== expected)
          throw new Error(`${zone} at ${new Date(ms).toISOString()}`);
      }
    }
    // 87,600 comparisons with Intl: about a second alone, several on a loaded 2-core machine
  }, 60_000);

  it('numbers weekdays Monday 1 … Sunday 7', () => {
    expect(isoWeekday('2027-03-01')).toBe(1);
    expect(isoWeekday('2027-03-07')).toBe(7);
  });

  it('refuses malformed input', () => {
    expect(() => localToUtc('2027-3-1', '10:00', 'Europe/Moscow')).toThrow();
    expect(() => localToUtc('2027-03-01', '24:00', 'Europe/Moscow')).toThrow();
  });
});

const moscowAntalya: ProgrammeSchedule = {
  weekdays: [1, 3, 5, 7],
  departureTime: '23:30',
  durationMinutes: 220,
  validFrom: '2027-03-01',
  validTo: '2027-03-14',
  originTimeZone: 'Europe/Moscow',
  destinationTimeZone: 'Europe/Istanbul',
};

describe('expandSchedule', () => {
  it('gives one departure per programme weekday inside the window', () => {
    const flights = expandSchedule(moscowAntalya, '2027-01-01', '2027-12-31');
    expect(flights.map((f) => f.departureDate)).toEqual([
      '2027-03-01',
      '2027-03-03',
      '2027-03-05',
      '2027-03-07',
      '2027-03-08',
      '2027-03-10',
      '2027-03-12',
      '2027-03-14',
    ]);
    expect(expandSchedule(moscowAntalya, '2027-03-04', '2027-03-07').map((f) => f.departureDate)).toEqual([
      '2027-03-05',
      '2027-03-07',
    ]);
  });

  it('arrives the next local day: Moscow 23:30 + 3 h 40 = Antalya 03:10', () => {
    const [first] = expandSchedule(moscowAntalya, '2027-03-01', '2027-03-01');
    expect(first).toEqual({
      departureDate: '2027-03-01',
      departureAt: '2027-03-01T20:30:00.000Z',
      arrivalAt: '2027-03-02T00:10:00.000Z',
      departureLocal: '2027-03-01T23:30',
      arrivalLocal: '2027-03-02T03:10',
      durationMinutes: 220,
    });
  });

  it('keeps the block time across a DST change and shifts the local arrival instead', () => {
    // Moscow → Hurghada 10:00 + 5 h 10: Egypt is UTC+2 until the last Friday of April 2027, then UTC+3
    const schedule: ProgrammeSchedule = {
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      departureTime: '10:00',
      durationMinutes: 310,
      validFrom: '2027-04-28',
      validTo: '2027-05-02',
      originTimeZone: 'Europe/Moscow',
      destinationTimeZone: 'Africa/Cairo',
    };
    const flights = expandSchedule(schedule, '2027-04-28', '2027-05-02');
    expect(flights.every((f) => f.durationMinutes === 310)).toBe(true);
    expect(flights.map((f) => f.arrivalLocal.slice(11))).toEqual([
      '14:10',
      '14:10',
      '15:10',
      '15:10',
      '15:10',
    ]);
  });

  it('keeps the published local arrival time and lets the duration change across DST', () => {
    // Istanbul (no DST) → Berlin, 08:00 → 10:00 local: 4 h while Berlin is on CET, 3 h once on CEST
    const schedule: ProgrammeSchedule = {
      weekdays: [7],
      departureTime: '08:00',
      arrivalTime: '10:00',
      validFrom: '2027-03-21',
      validTo: '2027-03-28',
      originTimeZone: 'Europe/Istanbul',
      destinationTimeZone: 'Europe/Berlin',
    };
    const [before, after] = expandSchedule(schedule, '2027-03-01', '2027-04-30');
    expect(before).toMatchObject({ departureAt: '2027-03-21T05:00:00.000Z', durationMinutes: 240 });
    expect(after).toMatchObject({ departureAt: '2027-03-28T05:00:00.000Z', durationMinutes: 180 });
    expect(after!.arrivalLocal).toBe('2027-03-28T10:00');
  });

  it('uses the arrival day offset of a published overnight arrival', () => {
    const schedule: ProgrammeSchedule = {
      weekdays: [1],
      departureTime: '19:55',
      arrivalTime: '08:35',
      arrivalDayOffset: 1,
      validFrom: '2027-03-01',
      validTo: '2027-03-01',
      originTimeZone: 'Europe/Moscow',
      destinationTimeZone: 'Asia/Bangkok',
    };
    const [flight] = expandSchedule(schedule, '2027-03-01', '2027-03-01');
    expect(flight).toMatchObject({
      departureAt: '2027-03-01T16:55:00.000Z',
      arrivalAt: '2027-03-02T01:35:00.000Z',
      arrivalLocal: '2027-03-02T08:35',
      durationMinutes: 520,
    });
  });

  it('refuses inconsistent programmes', () => {
    expect(() =>
      expandSchedule({ ...moscowAntalya, durationMinutes: null }, '2027-03-01', '2027-03-02'),
    ).toThrow(/duration or a local arrival/);
    expect(() =>
      expandSchedule({ ...moscowAntalya, arrivalTime: '03:10' }, '2027-03-01', '2027-03-02'),
    ).toThrow();
    expect(() =>
      expandSchedule(
        { ...moscowAntalya, durationMinutes: null, arrivalTime: '20:00', arrivalDayOffset: 0 },
        '2027-03-01',
        '2027-03-02',
      ),
    ).toThrow(/would last/);
    expect(() => expandSchedule({ ...moscowAntalya, weekdays: [0] }, '2027-03-01', '2027-03-02')).toThrow();
  });

  it('answers nothing outside the validity window', () => {
    expect(expandSchedule(moscowAntalya, '2027-04-01', '2027-04-30')).toEqual([]);
  });
});
