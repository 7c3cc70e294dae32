import { defaultAssumptions, resolveAssumptions } from '../config/assumptions';
import { priorityForSaving } from './priority';

describe('priorityForSaving', () => {
  it.each([
    ['100000.00', 'high'],
    ['2500.00', 'high'], // HIGH_PRIORITY_SAVINGS_DOLLARS
    ['2499.99', 'medium'],
    ['500', 'medium'], // MEDIUM_PRIORITY_SAVINGS_DOLLARS
    ['499.99', 'low'],
    ['0.00', 'low'],
    ['-10.00', 'low'],
  ])('a yearly saving of %s is %s', (saving, priority) => {
    expect(priorityForSaving(saving, defaultAssumptions)).toBe(priority);
  });

  it('uses the check’s own priority without a saving, and the thresholds it is given', () => {
    expect(priorityForSaving(null, defaultAssumptions)).toBe('medium');
    expect(priorityForSaving(null, defaultAssumptions, 'high')).toBe('high');
    const strict = resolveAssumptions({
      HIGH_PRIORITY_SAVINGS_DOLLARS: '10000',
      MEDIUM_PRIORITY_SAVINGS_DOLLARS: '5000',
    });
    expect(priorityForSaving('9999.99', strict)).toBe('medium');
    expect(priorityForSaving('4999.99', strict)).toBe('low');
  });
});
