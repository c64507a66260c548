/** Days since 1970-01-01 of a strict, existing `YYYY-MM-DD` date; null otherwise. */
export function parseIsoDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 2023-02-30 over to March; a real date survives the round trip.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / 86_400_000;
}

/** Minutes since midnight of a strict `h:mm A` time (12-hour clock, AM/PM); null otherwise. */
export function parseClockTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/i.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const isPm = (match[3] ?? '').toUpperCase() === 'PM';
  return ((hour % 12) + (isPm ? 12 : 0)) * 60 + minute;
}

/** Minutes since 1970-01-01 of a strict `YYYY-MM-DD h:mm A` date-time; null otherwise. */
export function parseDateTime(text: string): number | null {
  const match = /^(\S+) (.+)$/.exec(text);
  if (!match) return null;
  const day = parseIsoDate(match[1] ?? '');
  const minutes = parseClockTime(match[2] ?? '');
  return day === null || minutes === null ? null : day * 1440 + minutes;
}

/** `YYYY-MM-DD` of a date in local time (the visitor's calendar day). */
export function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
