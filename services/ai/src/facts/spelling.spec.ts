// Typing slips are put right; real words never are (issue 33: "divided" was read as "dividend", so "how
// does our estate get divided up" asked about dividends).
import { correctSpelling, correctWord } from './spelling';

describe('correctWord', () => {
  it.each([
    ['acount', 'account'],
    ['morgage', 'mortgage'],
    ['groceires', 'groceries'],
    ['whcih', 'which'],
    ['intrest', 'interest'],
  ])('puts the slip "%s" right as "%s"', (slip, word) => {
    expect(correctWord(slip)).toBe(word);
  });

  it.each(['divided', 'haven', 'owned', 'wealth', 'thing', 'spending', 'savings'])(
    'leaves the English word "%s" as written, however near a word of its own vocabulary',
    (word) => {
      expect(correctWord(word)).toBe(word);
    },
  );

  it('reads whole questions the same way', () => {
    expect(correctSpelling('how does our estate get divided up')).toBe('how does our estate get divided up');
    expect(correctSpelling('whats the intrest on the morgage')).toBe('whats the interest on the mortgage');
  });
});
