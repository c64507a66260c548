const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;

/** Whether `name` is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Turns instants into wall-clock times of a time zone, as a Date whose UTC fields hold that
 * wall-clock time (what a spreadsheet date is). Offsets are cached per day (or per hour on the
 * days the zone changes its offset), so a report of many rows asks Intl a few times per day of
 * rows rather than once per row.
 */
export function wallClock(timeZone: string): (instant: Date) => Date {
  const toWall = wallClockMs(timeZone);
  return (instant) => new Date(toWall(instant.getTime()));
}

/** `wallClock` on milliseconds since the epoch (no Date objects: a report turns one per row). */
export function wallClockMs(timeZone: string): (time: number) => number {
  if (timeZone === 'UTC') return (time) => time;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const askOffset = (hour: number): number => {
    const at = new Date(hour * HOUR_MS);
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
    const local = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
    return local - at.getTime();
  };
  // A zone changes its offset a few times a year at most: when the first and last hours of a day
  // (24 UTC hours) have the same offset, every hour between has it, and Intl is asked twice a day
  // of rows instead of once an hour (a report of submissions a minute apart met ~1,700 hours).
  // A day with a change is asked hour by hour.
  const days = new Map<number, number | null>();
  const hours = new Map<number, number>();
  const offsetAt = (hour: number): number => {
    const day = Math.floor(hour / DAY_HOURS);
    let offset = days.get(day);
    if (offset === undefined) {
      const first = askOffset(day * DAY_HOURS);
      offset = first === askOffset(day * DAY_HOURS + DAY_HOURS - 1) ? first : null;
      if (days.size > 10_000) days.clear();
      days.set(day, offset);
    }
    if (offset !== null) return offset;
    let exact = hours.get(hour);
    if (exact === undefined) {
      exact = askOffset(hour);
      if (hours.size > 10_000) hours.clear();
      hours.set(hour, exact);
    }
    return exact;
  };
  // Submissions are read in date order: most rows fall in the hour of the row before.
  let lastHour = NaN;
  let lastOffset = 0;
  return (time) => {
    const hour = Math.floor(time / HOUR_MS);
    if (hour !== lastHour) {
      lastOffset = offsetAt(hour);
      lastHour = hour;
    }
    return time + lastOffset;
  };
}
