const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
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
 * wall-clock time (what a spreadsheet date is). Offsets are cached per day (per hour on the days
 * the zone changes its offset, per minute in the hour it does), so a report of many rows asks Intl
 * twice per day of rows rather than once per row.
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
  /** The zone's offset at `time` (ms since the epoch), from Intl. */
  const askOffset = (time: number): number => {
    const at = new Date(time);
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
    const local = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
    return local - at.getTime();
  };
  // A zone changes its offset a few times a year at most, on a minute (not always on the hour:
  // Newfoundland's changes are at 05:30 UTC). A span whose first and last minutes have the same
  // offset has it throughout: a day (24 UTC hours) is asked twice, and Intl is asked twice a day of
  // rows instead of once an hour (a report of submissions a minute apart met ~1,700 hours). On a day
  // with a change each hour is asked so, and in the hour of the change each minute.
  const days = new Map<number, number | null>();
  const hours = new Map<number, number | null>();
  /** The offset throughout the span starting at `from` (cached under `key` in `cache`), or null when it changes within it. */
  const uniform = (cache: Map<number, number | null>, key: number, from: number, length: number): number | null => {
    let offset = cache.get(key);
    if (offset === undefined) {
      const first = askOffset(from);
      offset = first === askOffset(from + length - MINUTE_MS) ? first : null;
      if (cache.size > 10_000) cache.clear();
      cache.set(key, offset);
    }
    return offset;
  };
  /** The offset of the whole hour, or null when it changes within the hour. */
  const hourOffset = (hour: number): number | null => {
    const day = Math.floor(hour / DAY_HOURS);
    return uniform(days, day, day * DAY_HOURS * HOUR_MS, DAY_HOURS * HOUR_MS) ?? uniform(hours, hour, hour * HOUR_MS, HOUR_MS);
  };
  const minutes = new Map<number, number>();
  const minuteOffset = (minute: number): number => {
    let offset = minutes.get(minute);
    if (offset === undefined) {
      offset = askOffset(minute * MINUTE_MS);
      if (minutes.size > 10_000) minutes.clear();
      minutes.set(minute, offset);
    }
    return offset;
  };
  // Submissions are read in date order: most rows fall in the hour of the row before.
  let lastHour = NaN;
  let lastOffset: number | null = 0;
  return (time) => {
    const hour = Math.floor(time / HOUR_MS);
    if (hour !== lastHour) {
      lastOffset = hourOffset(hour);
      lastHour = hour;
    }
    return time + (lastOffset ?? minuteOffset(Math.floor(time / MINUTE_MS)));
  };
}
