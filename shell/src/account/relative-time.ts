// "Last seen 5 minutes ago": when a session was last used, as the sessions list reads it. Past times
// only (a clock a little ahead reads "just now"), a date once it is more than a week old.

const units: readonly { limit: number; size: number; unit: Intl.RelativeTimeFormatUnit }[] = [
  { limit: 60, size: 1, unit: 'second' },
  { limit: 3_600, size: 60, unit: 'minute' },
  { limit: 86_400, size: 3_600, unit: 'hour' },
  { limit: 7 * 86_400, size: 86_400, unit: 'day' },
];

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "just now", "5 minutes ago", "yesterday", "3 days ago", then "Mar 1, 2026". */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  if (seconds < 45) return 'just now';
  for (const { limit, size, unit } of units) {
    if (seconds < limit) return relative.format(-Math.round(seconds / size), unit);
  }
  return dateFormat.format(date);
}

/** The full time, for a title or a <time>'s tooltip: "Mar 1, 2026, 9:41 AM" (the reader's zone). */
export function exactTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
