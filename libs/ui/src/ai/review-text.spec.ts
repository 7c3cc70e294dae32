import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@heirloom/platform';
import { reviewBlocks, reviewFailure } from './review-text';

describe('reviewBlocks', () => {
  it('keeps paragraphs and bullet lists apart, a heading line before its list included', () => {
    const review =
      'Not fully: 1 of 5 needs attention.\n\n- Mirror Wills: outdated\n- No trust on file\n\nYou have 4 beneficiaries.\n\nNext steps:\n- Update your wills (high priority)\n\nThis is education.';
    expect(reviewBlocks(review)).toEqual([
      { kind: 'paragraph', text: 'Not fully: 1 of 5 needs attention.' },
      { kind: 'list', items: ['Mirror Wills: outdated', 'No trust on file'] },
      { kind: 'paragraph', text: 'You have 4 beneficiaries.' },
      { kind: 'paragraph', text: 'Next steps:' },
      { kind: 'list', items: ['Update your wills (high priority)'] },
      { kind: 'paragraph', text: 'This is education.' },
    ]);
  });

  it('joins wrapped lines of one paragraph and ignores blank input', () => {
    expect(reviewBlocks('one\ntwo')).toEqual([{ kind: 'paragraph', text: 'one two' }]);
    expect(reviewBlocks('\n\n')).toEqual([]);
  });
});

describe('reviewFailure', () => {
  it('names the AI service when it cannot be reached or is down', () => {
    expect(reviewFailure(new TypeError('Failed to fetch'))).toMatch(/Could not reach the AI service/);
    expect(reviewFailure(new ApiError(503, '{"message":"down"}', 'Service Unavailable'))).toMatch(
      /AI service is not available right now/,
    );
  });

  it('explains a session that ended and a rate limit', () => {
    expect(reviewFailure(new ApiError(401, '', 'Unauthorized'))).toMatch(/session has ended/);
    expect(reviewFailure(new ApiError(429, '', 'Too Many Requests'))).toMatch(/wait a minute/);
    expect(reviewFailure(new ApiError(400, '', 'Bad Request'))).toBe(
      'The review could not be made. Please try again.',
    );
  });
});
