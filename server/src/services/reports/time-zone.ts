const HOUR_MS = 3_600_000;

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
 * wall-clock time (what a spreadsheet date is). Offsets are cached per hour, so a report of
 * many rows asks Intl once per distinct hour rather than once per row.
 */
export function wallClock(timeZone: string): (instant: Date) => Date {
  if (timeZone === 'UTC') return (instant) => instant;
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
  const offsets = new Map<number, number>();
  const offsetAt = (hour: number): number => {
    const cached = offsets.get(hour);
    if (cached !== undefined) return cached;
    const at = new Date(hour * HOUR_MS);
    const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
    const local = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
    const offset = local - at.getTime();
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
    return offset;
  };
  // Submissions are read in date order: most rows fall in the hour of the row before.
  let lastHour = NaN;
  let lastOffset = 0;
  return (instant) => {
    const time = instant.getTime();
    const hour = Math.floor(time / HOUR_MS);
    if (hour !== lastHour) {
      lastOffset = offsetAt(hour);
      lastHour = hour;
    }
    return new Date(time + lastOffset);
  };
}
