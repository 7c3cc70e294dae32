import { jest } from '@jest/globals';
import { strengthOf } from './strength';

describe('strengthOf', () => {
  const says = (score: number) => () => score;

  it('says nothing for an empty field', () => {
    expect(strengthOf('', says(4))).toBeUndefined();
  });

  it("puts zxcvbn's score into words", () => {
    expect(strengthOf('correct horse battery', says(4))).toEqual({ score: 4, label: 'Strong' });
    expect(strengthOf('correct horse battery', says(2))).toEqual({ score: 2, label: 'Fair' });
    expect(strengthOf('correct horse battery', says(0))).toEqual({ score: 0, label: 'Very weak' });
  });

  it('never calls a password the rules refuse more than weak', () => {
    expect(strengthOf('Tr0ub4dor&3', says(3))).toEqual({ score: 1, label: 'Weak' });
    expect(strengthOf('abcdefghijkl', says(4))).toEqual({ score: 1, label: 'Weak' });
    expect(strengthOf('hello ada lovelace', says(4), 'ada')).toEqual({ score: 1, label: 'Weak' });
  });

  it('passes the username to the estimator', () => {
    const estimate = jest.fn(() => 3);
    strengthOf('radium and polonium', estimate, 'marie');
    expect(estimate).toHaveBeenCalledWith('radium and polonium', ['marie']);
  });
});
