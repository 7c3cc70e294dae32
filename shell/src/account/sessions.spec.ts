import type { SessionInfo } from '@heirloom/contracts';
import { isMobileDevice, orderSessions } from './sessions';

const session = (id: string, lastSeenAt: string, current = false): SessionInfo => ({
  id,
  device: 'Chrome on macOS',
  address: '203.0.113.7',
  signedInAt: '2026-11-01T09:00:00.000Z',
  lastSeenAt,
  current,
});

describe('orderSessions', () => {
  it('puts this browser first, then the most recently seen, without changing the list it was given', () => {
    const given = [
      session('old', '2026-11-20T09:00:00.000Z'),
      session('here', '2026-11-01T09:00:00.000Z', true),
      session('recent', '2026-11-27T09:00:00.000Z'),
    ];
    expect(orderSessions(given).map((s) => s.id)).toEqual(['here', 'recent', 'old']);
    expect(given.map((s) => s.id)).toEqual(['old', 'here', 'recent']);
  });
});

describe('isMobileDevice', () => {
  it('tells phones and tablets from computers by the device the API named', () => {
    expect(isMobileDevice('Safari on iOS')).toBe(true);
    expect(isMobileDevice('Chrome on Android')).toBe(true);
    expect(isMobileDevice('Firefox on Windows')).toBe(false);
    expect(isMobileDevice('Unknown device')).toBe(false);
  });
});
