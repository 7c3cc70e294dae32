import { possessive, possessiveEnding } from './possessive';

describe('possessive', () => {
  it('adds ’s to a name', () => {
    expect(possessive('Dana Lee')).toBe('Dana Lee’s');
    expect(possessive('Smith Family')).toBe('Smith Family’s');
  });
  it('adds ’ alone to a name ending in s', () => {
    expect(possessive('The Whitmans')).toBe('The Whitmans’');
    expect(possessive('THE JONES ')).toBe('THE JONES’');
    expect(possessiveEnding('The Whitmans')).toBe('’');
  });
});
