import { formatRelativeTime } from './format-relative-time';

const now = new Date('2024-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it.each([
    [30, 'en', '30 seconds ago'],
    [5 * 60, 'en', '5 minutes ago'],
    [3 * 3600, 'en', '3 hours ago'],
    [24 * 3600, 'en', 'yesterday'],
    [3 * 24 * 3600, 'en', '3 days ago'],
    [14 * 24 * 3600, 'en', '2 weeks ago'],
    [65 * 24 * 3600, 'en', '2 months ago'],
    [800 * 24 * 3600, 'en', '2 years ago'],
    [3 * 24 * 3600, 'fr', 'il y a 3 jours'],
  ] as const)('spec 000 §2: the forms list shows last update %is before now in %s as "%s"', (seconds, language, shown) => {
    expect(formatRelativeTime(ago(seconds), language, now)).toBe(shown);
  });

  it('spec 000 §2: an ISO string is accepted as well as a Date', () => {
    expect(formatRelativeTime(ago(7200).toISOString(), 'en', now)).toBe('2 hours ago');
  });

  it('spec 000 §2: an unreadable date shows nothing', () => {
    expect(formatRelativeTime('nope', 'en', now)).toBe('');
  });
});
