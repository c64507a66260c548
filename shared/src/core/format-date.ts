const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * Shows a date as DD-MM-YYYY in local time (spec 000 §9); '' for an invalid date.
 * A bare YYYY-MM-DD is taken as that calendar day: `new Date('2024-03-05')` would be UTC
 * midnight, which is the day before west of Greenwich.
 */
export function formatDate(date: string | Date): string {
  if (typeof date === 'string') {
    const match = DATE_ONLY.exec(date);
    if (match) return `${match[3]}-${match[2]}-${match[1]}`;
  }
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return `${pad(value.getDate())}-${pad(value.getMonth() + 1)}-${value.getFullYear()}`;
}
