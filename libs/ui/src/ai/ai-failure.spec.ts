import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@heirloom/platform';
import { aiFailure } from './ai-failure';

describe('aiFailure', () => {
  it('a stopped AI service behind the gateway: says the AI is unavailable, not the gateway words', () => {
    const error = new ApiError(503, '{"message":"Service unavailable, please try again shortly"}', '');
    expect(aiFailure(error, 'this review')).toBe(
      'The AI service is unavailable right now, so this review could not be made. Please try again in a few minutes.',
    );
    expect(aiFailure(new ApiError(502, '', 'Bad Gateway'), 'this review')).toMatch(/unavailable right now/);
  });

  it("the AI's own message when it has one (the API down, a rate limit)", () => {
    const down = new ApiError(503, '{"message":"The data service is not answering right now."}', '');
    expect(aiFailure(down, 'this review')).toBe('The data service is not answering right now.');
    expect(aiFailure(new ApiError(429, '', ''), 'this review')).toMatch(/wait a moment/);
  });

  it('no answer at all (a refused or aborted request)', () => {
    expect(aiFailure(new TypeError('Failed to fetch'), 'the refinance analysis')).toBe(
      'Could not reach the AI service, so the refinance analysis could not be made. Check your connection and try again.',
    );
  });

  it('never shows an HTML page or a stack', () => {
    const text = aiFailure(new ApiError(500, '<html>boom</html>', 'Internal Server Error'), 'this review');
    expect(text).toBe('Something went wrong on our side. Please try again.');
  });
});
