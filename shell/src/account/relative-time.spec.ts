import { exactTime, relativeTime } from './relative-time';

const now = new Date('2026-11-27T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('reads the last minute as just now, a clock slightly ahead included', () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(44), now)).toBe('just now');
    expect(relativeTime(ago(-30), now)).toBe('just now');
  });

  it('counts seconds, minutes, hours and days', () => {
    expect(relativeTime(ago(50), now)).toBe('50 seconds ago');
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60 + 10), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(86_400), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400), now)).toBe('3 days ago');
  });

  it('gives the date once it is more than a week old', () => {
    expect(relativeTime(ago(8 * 86_400), now)).toBe('Nov 19, 2026');
  });

  it('shows a dash for a time it cannot read', () => {
    expect(relativeTime('not a time', now)).toBe('—');
    expect(exactTime('not a time')).toBe('not a time');
  });
});
