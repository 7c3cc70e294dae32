import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@heirloom/platform';
import { ChatStreamError } from '../../data/chat';
import { chatFailure } from './advisor-copy';

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
