import { account, family } from '../analytics/test-family';
import { accountFigures } from './figures';

describe('accountFigures: one rule for what is owed', () => {
  it('counts what cards owe negative whichever sign was stored, and says it owed, positive', () => {
    const figures = accountFigures(
      family('2026-01-01', {
        accounts: [
          account('chk', 'checking', '1000.00'),
          account('sav', 'savings', '500.00'),
          // One card stored before the rule (positive), one as the API stores cards now.
          { ...account('old-card', 'credit', '2000.00'), creditLimit: '10000.00' },
          account('new-card', 'credit', '-300.00'),
          account('inv', 'investment', '4000.00'),
        ],
      }),
    );
    expect(figures).toMatchObject({
      count: 5,
      // 1000 + 500 - 2000 - 300 + 4000: the positive card lowers the total like the negative one.
      total: '3200.00',
      cash: '1500.00',
      creditOwed: '2300.00',
      // Only the card with a limit: 2000 / 10000.
      creditUtilization: '20.00',
      investment: '4000.00',
    });
    expect(figures.byType).toContainEqual({ type: 'credit', count: 2, total: '2300.00' });
    expect(figures.accounts.find((a) => a.name === 'old-card')?.balance).toBe('-2000.00');
  });
});
