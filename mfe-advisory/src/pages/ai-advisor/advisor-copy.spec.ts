import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@heirloom/platform';
import { ChatStreamError } from '../../data/chat';
import { chatFailure, lastActive } from './advisor-copy';

describe('chatFailure', () => {
  it('says the API’s own message', () => {
    expect(
      chatFailure(
        new ApiError(429, '{"message":"Too many AI requests. Please wait a moment and try again."}', ''),
      ),
    ).toBe('Too many AI requests. Please wait a moment and try again.');
    expect(chatFailure(new ApiError(400, '{"message":"Validation failed","errors":[]}', ''))).toBe(
      'Validation failed',
    );
  });

  it('tells to wait on a 429 and that the service is unavailable on a 503, without a message', () => {
    expect(chatFailure(new ApiError(429, '', 'Too Many Requests'))).toMatch(/wait/);
    expect(chatFailure(new ApiError(503, '<html>Bad gateway</html>', 'Service Unavailable'))).toMatch(
      /unavailable/,
    );
  });

  it('never shows a stack or an HTML page', () => {
    expect(chatFailure(new ApiError(500, '<html>oops</html>', 'Internal Server Error'))).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(chatFailure(new TypeError('Failed to fetch'))).toMatch(/connection/);
    expect(chatFailure(new ChatStreamError('The answer could not be completed.'))).toBe(
      'The answer could not be completed.',
    );
  });
});

describe('lastActive', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('reads as recent time, then as a date', () => {
    expect(lastActive('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(lastActive('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(lastActive('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(lastActive('2026-03-09T09:00:00Z', now)).toBe('yesterday');
    expect(lastActive('2026-03-01T12:00:00Z', now)).toBe('Mar 1');
    expect(lastActive('2025-12-01T12:00:00Z', now)).toBe('Dec 1, 2025');
    expect(lastActive('not a date', now)).toBe('');
  });
});
