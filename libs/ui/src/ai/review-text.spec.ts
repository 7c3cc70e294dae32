import { describe, expect, it } from '@jest/globals';
import { reviewBlocks } from './review-text';

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

  it("shows the family's own text as written: the service's markdown escapes undone", () => {
    expect(
      reviewBlocks('Fees: \\[offer\\](https://phish.example) 2.00% management.\n\n- \\# Oak \\<b\\> 1\\. St'),
    ).toEqual([
      { kind: 'paragraph', text: 'Fees: [offer](https://phish.example) 2.00% management.' },
      { kind: 'list', items: ['# Oak <b> 1. St'] },
    ]);
  });
});
