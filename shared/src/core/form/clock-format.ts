// The answers keep the spec's formats (spec 001 §5: 'h:mm A' and 'YYYY-MM-DD h:mm A'); native
// time inputs speak 24-hour 'HH:mm', so values are converted at the input's edge.

/** `HH:mm` (native time input) → `h:mm A`; '' when incomplete. */
export function toClockTime(native: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(native);
  if (!match) return '';
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** `h:mm A` → `HH:mm` for a native time input; '' when not in that format. */
export function fromClockTime(clock: string): string {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/i.exec(clock.trim());
  if (!match) return '';
  const hour = Number(match[1]) % 12 + ((match[3] ?? '').toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** `YYYY-MM-DDTHH:mm` (native datetime-local input) → `YYYY-MM-DD h:mm A`. */
export function toDateTime(native: string): string {
  const [date, time] = native.split('T');
  if (!date || !time) return '';
  const clock = toClockTime(time);
  return clock ? `${date} ${clock}` : '';
}

/** `YYYY-MM-DD h:mm A` → `YYYY-MM-DDTHH:mm` for a native datetime-local input. */
export function fromDateTime(text: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (.+)$/.exec(text.trim());
  if (!match) return '';
  const time = fromClockTime(match[2] ?? '');
  return time ? `${match[1]}T${time}` : '';
}
