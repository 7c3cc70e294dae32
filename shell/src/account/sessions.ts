// How the sessions list reads (issue 32): this browser first, then the most recently used.
import type { SessionInfo } from '@heirloom/contracts';

export function orderSessions(sessions: readonly SessionInfo[]): SessionInfo[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
}

/** A phone or tablet (its icon), from the device the API read off the user agent ("Safari on iOS"). */
export function isMobileDevice(device: string): boolean {
  return /\b(iOS|iPadOS|Android|iPhone|iPad)\b/i.test(device);
}
