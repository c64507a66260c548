import { isTimeZone, wallClock } from '../src/services/reports/time-zone';

const utc = (text: string) => new Date(`${text}Z`);
const shown = (date: Date) => date.toISOString().slice(0, 16);

describe('report dates in the time zone of the request', () => {
  it.each([
    ['before the spring change, EST', '2026-03-08T06:30', '2026-03-08T01:30'],
    ['after the spring change, EDT', '2026-03-08T07:30', '2026-03-08T03:30'],
    ['before the fall change, EDT', '2026-11-01T05:30', '2026-11-01T01:30'],
    ['after the fall change, EST', '2026-11-01T06:30', '2026-11-01T01:30'],
  ])('America/Toronto %s', (_name, instant, wall) => {
    expect(shown(wallClock('America/Toronto')(utc(instant)))).toBe(wall);
  });

  it('gives each row the offset of its own hour, in date order or not (the last hour is reused only for the same hour)', () => {
    const toWall = wallClock('America/Toronto');
    const rows = ['2026-03-08T06:10', '2026-03-08T06:50', '2026-03-08T07:05', '2026-03-08T07:59', '2026-03-08T06:59', '2026-01-15T12:00', '2026-07-15T12:00'];
    expect(rows.map((row) => shown(toWall(utc(row))))).toEqual([
      '2026-03-08T01:10',
      '2026-03-08T01:50',
      '2026-03-08T03:05',
      '2026-03-08T03:59',
      '2026-03-08T01:59',
      '2026-01-15T07:00',
      '2026-07-15T08:00',
    ]);
  });

  it.each(['America/Toronto', 'America/St_Johns', 'Europe/Paris', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kolkata'])(
    '%s: every quarter of an hour of a year, in order and not, has the offset Intl gives it (offsets kept per day except on the days they change, on or off the hour)',
    (zone) => {
      const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
      const asked = (time: number) => {
        const parts = Object.fromEntries(format.formatToParts(new Date(time)).map((part) => [part.type, Number(part.value)]));
        return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
      };
      const start = Date.UTC(2025, 0, 1);
      const times = Array.from({ length: 366 * 24 * 4 }, (_unused, quarter) => start + quarter * 15 * 60_000 + 7 * 60_000);
      const inOrder = wallClock(zone);
      expect(times.map((time) => inOrder(new Date(time)).getTime())).toEqual(times.map(asked));
      const shuffled = [...times].sort((a, b) => (a * 7919) % 10007 - (b * 7919) % 10007);
      const outOfOrder = wallClock(zone);
      expect(shuffled.map((time) => outOfOrder(new Date(time)).getTime())).toEqual(shuffled.map(asked));
    },
  );

  it('leaves UTC as is and knows IANA zones only', () => {
    expect(shown(wallClock('UTC')(utc('2026-03-08T06:30')))).toBe('2026-03-08T06:30');
    expect(isTimeZone('America/Toronto')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
