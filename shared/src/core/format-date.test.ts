import { formatDate } from './format-date';

describe('formatDate', () => {
  it('spec 000 §9: a calendar date is shown DD-MM-YYYY on that same day', () => {
    expect(formatDate('2024-03-05')).toBe('05-03-2024');
  });

  it('spec 000 §9: a date-time is shown DD-MM-YYYY in local time', () => {
    expect(formatDate(new Date(2023, 11, 31, 23, 59))).toBe('31-12-2023');
    expect(formatDate(new Date(2023, 0, 2, 8, 0).toISOString())).toBe('02-01-2023');
  });

  it('spec 000 §9: an unreadable date shows nothing rather than "NaN"', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
